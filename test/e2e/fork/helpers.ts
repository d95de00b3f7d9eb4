import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Rpc = (method: string, params?: unknown[]) => Promise<unknown>;

export function client(url: string): Rpc {
  return async (method, params = []) => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  };
}

/**
 * A JSON-RPC proxy in front of a remote that counts the calls it passes on, by method (a batch's
 * calls one by one), and can answer 429 or refuse to connect, to see what a fork asks of its remote.
 */
export class CountingProxy {
  readonly calls = new Map<string, number>();
  /** HTTP requests received (round trips: a JSON-RPC batch is one) */
  posts = 0;
  /** the next n requests are answered HTTP 429 */
  rateLimited = 0;
  /** methods the remote seems not to have: sent on renamed, so that it answers -32601 itself */
  readonly missing = new Set<string>();
  private server: Server | undefined;
  url = "";

  constructor(private readonly target: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", async () => {
        this.posts++;
        if (this.rateLimited > 0) {
          this.rateLimited--;
          this.count("(429)");
          res.writeHead(429).end("too many requests");
          return;
        }
        let body = Buffer.concat(chunks).toString("utf8");
        try {
          const parsed = JSON.parse(body) as { method: string } | { method: string }[];
          for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
            this.count(call.method);
            if (this.missing.has(call.method)) call.method = `missing_${call.method}`;
          }
          if (this.missing.size > 0) body = JSON.stringify(parsed);
        } catch {
          this.count("(unparsable)");
        }
        const answer = await fetch(this.target, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  private count(method: string): void {
    this.calls.set(method, (this.calls.get(method) ?? 0) + 1);
  }

  total(): number {
    let n = 0;
    for (const v of this.calls.values()) n += v;
    return n;
  }

  reset(): void {
    this.calls.clear();
    this.posts = 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
