import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Interface } from "ethers";

import artifacts from "../../../src/contracts/artifacts.json" with { type: "json" };
import { minedReceipt, type Rpc } from "../../helpers/built-cli.js";

export { minedReceipt as mined, type Rpc, rpcClient as client } from "../../helpers/built-cli.js";

const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const token = new Interface(artifacts.Token.abi);

/**
 * A remote's state to fork: a Token deployed by the first dev account, and each holder given
 * `tokens + i` of it and `wei + i` wei (the second dev account's), one block each. The deploy's
 * hash, the token's address and the head's number (hex) after it.
 */
export async function seedTokenHolders(
  rpc: Rpc,
  opts: { name: string; symbol: string; holders: string[]; tokens: bigint; wei: number },
): Promise<{ deployHash: string; tokenAddress: string; forkBlock: string }> {
  const deployHash = (await rpc("eth_sendTransaction", [
    {
      from: DEV0,
      data: artifacts.Token.bytecode + token.encodeDeploy([opts.name, opts.symbol, 10n ** 24n]).slice(2),
      gas: "0x300000",
    },
  ])) as string;
  const tokenAddress = (await minedReceipt(rpc, deployHash)).contractAddress!;
  for (const [i, holder] of opts.holders.entries()) {
    const transfer = token.encodeFunctionData("transfer", [holder, opts.tokens + BigInt(i)]);
    await minedReceipt(
      rpc,
      await rpc("eth_sendTransaction", [{ from: DEV0, to: tokenAddress, data: transfer }]),
    );
    const value = `0x${(opts.wei + i).toString(16)}`;
    await minedReceipt(rpc, await rpc("eth_sendTransaction", [{ from: DEV1, to: holder, value }]));
  }
  return { deployHash, tokenAddress, forkBlock: (await rpc("eth_blockNumber")) as string };
}

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
