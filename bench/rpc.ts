/**
 * A small JSON-RPC 2.0 client over keep-alive HTTP for setup, checks and the in-process workloads
 * (W5, W6). Errors carry the server's code so the runner can record what each node answered.
 */
import { Agent, request } from "node:http";

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

interface Reply {
  id?: unknown;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export class RpcClient {
  private readonly agent: Agent;
  private readonly host: string;
  private readonly port: number;
  private id = 0;

  constructor(
    readonly url: string,
    connections = 32,
  ) {
    const u = new URL(url);
    this.host = u.hostname;
    this.port = Number(u.port);
    // With a timeout of its own, Node's agent heeds the server's Keep-Alive hint (timeout=5) and drops
    // an idle socket a second before the server does; without one it reused sockets the server was
    // closing ("socket hang up" after a pause between workloads)
    this.agent = new Agent({ keepAlive: true, maxSockets: connections, timeout: 60_000 });
  }

  /** POST a body, resolve with the response text. */
  post(body: string, timeoutMs = 60_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: this.host,
          port: this.port,
          method: "POST",
          path: "/",
          agent: this.agent,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            if ((res.statusCode ?? 0) >= 400 && !text.startsWith("{") && !text.startsWith("["))
              reject(new RpcError(-res.statusCode!, `HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
            else resolve(text);
          });
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
      req.on("error", reject);
      req.end(body);
    });
  }

  async call<T = unknown>(method: string, params: unknown[] = [], timeoutMs?: number): Promise<T> {
    const text = await this.post(
      JSON.stringify({ jsonrpc: "2.0", id: ++this.id, method, params }),
      timeoutMs,
    );
    const reply = JSON.parse(text) as Reply;
    if (reply.error) throw new RpcError(reply.error.code, reply.error.message, reply.error.data);
    return reply.result as T;
  }

  /** A batch; results in request order, an RpcError in place of each failed entry. */
  async batch(calls: [method: string, params: unknown[]][]): Promise<unknown[]> {
    const first = this.id + 1;
    const body = calls.map(([method, params]) => ({ jsonrpc: "2.0", id: ++this.id, method, params }));
    const replies = JSON.parse(await this.post(JSON.stringify(body))) as Reply[];
    if (!Array.isArray(replies))
      throw new Error(`batch answered with ${JSON.stringify(replies).slice(0, 200)}`);
    const out: unknown[] = new Array(calls.length);
    for (const r of replies) {
      const i = Number(r.id) - first;
      out[i] = r.error ? new RpcError(r.error.code, r.error.message, r.error.data) : r.result;
    }
    return out;
  }

  close(): void {
    this.agent.destroy();
  }
}
