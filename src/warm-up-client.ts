/**
 * The warm-up's client (src/warm-up.ts): one keep-alive HTTP/1.1 connection to the rehearsal's own
 * loopback server, a request at a time, each answer framed by its Content-Length (what the node's
 * HTTP fast path writes). Through a socket, the rehearsal compiles the transport's path as well.
 */
import { connect, type Socket } from "node:net";

const HEAD_END = Buffer.from("\r\n\r\n");
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;

export class LoopbackClient {
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { resolve: (body: string) => void; reject: (err: Error) => void } | undefined;

  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.answer();
    });
    const fail = (err: Error) => {
      this.pending?.reject(err);
      this.pending = undefined;
    };
    socket.on("error", fail);
    socket.on("close", () => fail(new Error("the rehearsal's connection closed")));
  }

  static connect(port: number): Promise<LoopbackClient> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: "127.0.0.1", port }, () => {
        socket.off("error", reject);
        socket.setNoDelay(true);
        resolve(new LoopbackClient(socket));
      });
      socket.once("error", reject);
    });
  }

  /** POSTs `body` (JSON) to `/`; resolves to the answer's body. */
  post(body: string): Promise<string> {
    if (this.pending) return Promise.reject(new Error("one request at a time"));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(
        `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private answer(): void {
    const pending = this.pending;
    if (!pending) return;
    const headEnd = this.buffered.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.buffered.toString("latin1", 0, headEnd);
    const length = CONTENT_LENGTH.exec(head);
    if (!length) {
      this.pending = undefined;
      pending.reject(new Error(`an answer without Content-Length: ${head.split("\r\n")[0]}`));
      return;
    }
    const end = headEnd + HEAD_END.length + Number(length[1]);
    if (this.buffered.length < end) return;
    const body = this.buffered.toString("utf8", headEnd + HEAD_END.length, end);
    this.buffered = this.buffered.subarray(end);
    this.pending = undefined;
    pending.resolve(body);
  }
}
