/**
 * W5 (ETH transfers, 16 senders, each waiting for its receipt before its next) straight to a node
 * and through `powgate gateway` in front of it, alternating, `rounds` times. Each transaction goes
 * once (the gateway never resends one); receipts are polled through the same endpoint. Start the
 * node as the main bench does (`--in-memory --accounts 20 --chain-id 1337`) and a gateway with it
 * as its one upstream; prints one JSON line per run.
 *   npx tsx bench/gateway-w5.ts <node-url> <gateway-url> [transactions per run = 400] [rounds = 2]
 */
import { setTimeout as sleep } from "node:timers/promises";
import { accounts, GAS, holders, sign, W5_SENDERS } from "./txs.js";

const [nodeUrl, gatewayUrl, perRunArg = "400", roundsArg = "2"] = process.argv.slice(2);
if (!nodeUrl || !gatewayUrl) throw new Error("usage: gateway-w5.ts <node-url> <gateway-url> [txs] [rounds]");
const perRun = Number(perRunArg);
const rounds = Number(roundsArg);

let id = 0;
async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
  });
  const answer = (await res.json()) as { result?: T; error?: { code: number; message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.code} ${answer.error.message}`);
  return answer.result as T;
}

const to = holders(W5_SENDERS);
const nonces: number[] = [];
for (let s = 0; s < W5_SENDERS; s++)
  nonces.push(
    Number.parseInt(
      await rpc<string>(nodeUrl, "eth_getTransactionCount", [accounts[s]!.address, "latest"]),
      16,
    ),
  );

async function run(path: string, url: string): Promise<void> {
  const perSender = Math.ceil(perRun / W5_SENDERS);
  const txs = Array.from({ length: W5_SENDERS }, (_, s) =>
    Array.from({ length: perSender }, () =>
      sign({ from: s, nonce: nonces[s]!++, to: to[s]!, value: 1n, gas: GAS.transfer }),
    ),
  );
  const t0 = performance.now();
  await Promise.all(
    txs.map(async (list) => {
      for (const tx of list) {
        await rpc(url, "eth_sendRawTransaction", [tx.raw]);
        while (!(await rpc(url, "eth_getTransactionReceipt", [tx.hash]))) await sleep(1);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const count = perSender * W5_SENDERS;
  // every transaction once: each sender's nonce advanced by exactly its count (counted at the node)
  for (let s = 0; s < W5_SENDERS; s++) {
    const n = Number.parseInt(
      await rpc<string>(nodeUrl, "eth_getTransactionCount", [accounts[s]!.address, "latest"]),
      16,
    );
    if (n !== nonces[s]) throw new Error(`sender ${s}: nonce ${n}, expected ${nonces[s]}`);
  }
  const load = (await import("node:fs"))
    .readFileSync("/proc/loadavg", "utf8")
    .split(" ")
    .slice(0, 3)
    .join(" ");
  console.log(
    JSON.stringify({
      path,
      workload: "W5",
      txs: count,
      seconds: +seconds.toFixed(2),
      txPerSecond: +(count / seconds).toFixed(1),
      load,
    }),
  );
}

for (let r = 0; r < rounds; r++) {
  await run("direct", nodeUrl);
  await run("gateway", gatewayUrl);
}
