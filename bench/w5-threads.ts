// W5 ETH over HTTP against the built node (dist/, in memory, not pinned), in phases: each phase's
// transfers (16 senders, each sending its next transfer once it has the last one's receipt, as
// W5) with the node's CPU per transfer on its main thread and on the others (V8's compiler and GC
// helpers, the seal's worker). The first phase is a fresh process's, as in the bench's W5; the
// later ones show the same node warm. `npx tsx bench/w5-threads.ts [per sender per phase] [phases]`
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startProcess, stopProcess, threadCpuMs } from "./proc.js";
import { RpcClient } from "./rpc.js";
import { targetByName } from "./targets.js";
import { accounts, sign } from "./txs.js";

const perPhase = Number(process.argv[2] ?? 125);
const phases = Number(process.argv[3] ?? 3);
const SENDERS = 16;
const port = 20_000 + Math.floor(Math.random() * 10_000);
const url = `http://127.0.0.1:${port}`;
const logDir = mkdtempSync(join(tmpdir(), "powgate-w5-threads-"));
// the bench's own launch of powgate in memory (targets.ts)
const node = await startProcess(targetByName("powgate-mem").launch(port, {}), url, join(logDir, "node.log"));
const rpc = new RpcClient(url, 32);
const call = <T>(method: string, params: unknown[]) => rpc.call<T>(method, params, 60_000);
const txs = Array.from({ length: SENDERS }, (_, s) =>
  Array.from({ length: perPhase * phases }, (_, k) =>
    sign({ from: s, nonce: k, to: accounts[(s + 1) % SENDERS].address, value: 1n, gas: 21_000 }),
  ),
);
try {
  for (let ph = 0; ph < phases; ph++) {
    const before = threadCpuMs(node.pid);
    const b0 = Number(await call<string>("eth_blockNumber", []));
    const t0 = performance.now();
    await Promise.all(
      txs.map(async (list) => {
        for (const tx of list.slice(ph * perPhase, (ph + 1) * perPhase)) {
          await call("eth_sendRawTransaction", [tx.raw]);
          while (!(await call("eth_getTransactionReceipt", [tx.hash]))) await sleep(1);
        }
      }),
    );
    const ms = performance.now() - t0;
    const after = threadCpuMs(node.pid);
    const n = SENDERS * perPhase;
    const main = after[String(node.pid)] - before[String(node.pid)];
    const others = Object.keys(after)
      .filter((t) => t !== String(node.pid))
      .reduce((sum, t) => sum + after[t] - (before[t] ?? 0), 0);
    const blocks = Number(await call<string>("eth_blockNumber", [])) - b0;
    console.log(
      `phase ${ph} txs=${n} blocks=${blocks} tx/s=${((n / ms) * 1000).toFixed(0)} main µs/tx=${((main * 1000) / n).toFixed(0)} others µs/tx=${((others * 1000) / n).toFixed(0)}`,
    );
  }
} finally {
  rpc.close();
  await stopProcess(node);
  rmSync(logDir, { recursive: true, force: true });
}
