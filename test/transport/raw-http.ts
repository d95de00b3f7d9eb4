/**
 * A raw HTTP/1.1 client over `net` for what fetch() cannot show: pipelining, requests split across
 * writes, the exact bytes of answer heads.
 */
import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { delay } from "./helpers.js";

export function rawPost(body: string, extra?: string): string;
export function rawPost(body: string | Buffer, extra?: string): string | Buffer;
export function rawPost(body: string | Buffer, extra = ""): string | Buffer {
  const head =
    `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${extra}` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return typeof body === "string" ? head + body : Buffer.concat([Buffer.from(head), body]);
}

export interface Answer {
  readonly status: number;
  /** Header lines as sent, `Date` value blanked. */
  readonly head: string;
  readonly headers: Map<string, string>;
  readonly body: string;
}

/** Complete responses at the start of `data` (Content-Length framed or chunked). */
export function parseAnswers(data: Buffer): Answer[] {
  const answers: Answer[] = [];
  let pos = 0;
  for (;;) {
    const end = data.indexOf("\r\n\r\n", pos);
    if (end < 0) return answers;
    const head = data.toString("latin1", pos, end).replace(/^Date: .*$/m, "Date: -");
    const headers = new Map<string, string>();
    for (const line of head.split("\r\n").slice(1)) {
      const colon = line.indexOf(":");
      headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
    }
    let bodyEnd: number;
    if (headers.get("transfer-encoding") === "chunked") {
      const last = data.indexOf("\r\n0\r\n\r\n", end);
      if (last < 0) return answers;
      bodyEnd = last + 7;
    } else {
      bodyEnd = end + 4 + Number(headers.get("content-length") ?? 0);
      if (bodyEnd > data.length) return answers;
    }
    const body = data.toString("utf8", end + 4, bodyEnd);
    answers.push({ status: Number(head.split(" ")[1]), head, headers, body });
    pos = bodyEnd;
  }
}

export interface Conversation {
  readonly socket: Socket;
  readonly closed: Promise<void>;
  readonly isClosed: () => boolean;
  /** Waits until `n` complete answers arrived (or the socket closed) and returns them. */
  answers(n: number, ms?: number): Promise<Answer[]>;
}

export async function open(port: number): Promise<Conversation> {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await once(socket, "connect");
  const chunks: Buffer[] = [];
  const data = (): Buffer => {
    if (chunks.length > 1) chunks.splice(0, chunks.length, Buffer.concat(chunks));
    return chunks[0] ?? Buffer.alloc(0);
  };
  let closedFlag = false;
  socket.on("data", (d: Buffer) => chunks.push(d));
  const closed = new Promise<void>((resolve) =>
    socket.on("close", () => {
      closedFlag = true;
      resolve();
    }),
  );
  return {
    socket,
    closed,
    isClosed: () => closedFlag,
    async answers(n, ms = 5000) {
      const until = Date.now() + ms;
      while (parseAnswers(data()).length < n && !closedFlag && Date.now() < until) await delay(5);
      return parseAnswers(data());
    },
  };
}

/** One request on a new connection, sent whole or split after its headers; the answer. */
export async function ask(port: number, request: string | Buffer, split = false): Promise<Answer> {
  const c = await open(port);
  const bytes = Buffer.from(request);
  if (split) {
    const cut = bytes.indexOf("\r\n\r\n") + 4;
    c.socket.write(bytes.subarray(0, cut));
    await delay(50);
    c.socket.write(bytes.subarray(cut));
  } else {
    c.socket.write(bytes);
  }
  const [answer] = await c.answers(1);
  c.socket.destroy();
  return answer;
}
