/**
 * The dev loop, block side (issue 16).
 * W10: one client sends one ETH transfer and waits for its receipt before the next (a test suite
 *   that awaits every tx). Every tx is its own block on every node. tx/s and node CPU µs/tx.
 * W12: many blocks mined by one RPC call (`hardhat_mine` on powgate and Hardhat, `anvil_mine`,
 *   Ganache's `evm_mine({blocks})`), and a loop of single `evm_mine` calls. blocks/s.
 *   Hardhat's `hardhat_mine` reserves empty blocks lazily (it builds none): its W12 figure is
 *   bookkeeping, not block production; the `evm_mine` loop is the comparable one.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { cpuMs } from "./proc.js";
import { measured, type Sample } from "./sample.js";
import type { Session } from "./session.js";
import { GAS, ROLE } from "./txs.js";

export async function w10OneByOne(s: Session, count: number, recipients: string[]): Promise<Sample> {
  const txs = Array.from({ length: count }, (_, k) =>
    s.next(ROLE.w10, { to: recipients[k % recipients.length], value: 10n ** 12n, gas: GAS.transfer }),
  );
  const head0 = await s.blockNumber();
  const sample = await measured(
    () => cpuMs(s.pid),
    async () => {
      const t0 = performance.now();
      for (const tx of txs) {
        await s.send(tx.raw);
        // poll as ethers' tx.wait() does on a dev node, but without its 4 s interval
        while (!(await s.receipt(tx.hash))) await sleep(1);
      }
      return { units: count, seconds: (performance.now() - t0) / 1000 };
    },
    "second",
  );
  const v = await s.verify(txs.map((t) => t.hash));
  if (v.ok !== count) throw new Error(`receipts: ${v.ok} ok, ${v.failed} failed, ${v.missing} missing`);
  sample.detail = { txs: count, blocks: v.blocks.size, headAdvanced: (await s.blockNumber()) - head0 };
  return sample;
}

/** Mines `count` blocks in one call; checks the head moved by exactly that many. */
export async function w12MineMany(s: Session, count: number): Promise<Sample> {
  const mineMany = s.target.mineMany;
  if (!mineMany) throw new Error(`${s.target.name} has no many-block mining method`);
  const [method, params] = mineMany(count);
  const head0 = await s.blockNumber();
  const sample = await measured(
    () => cpuMs(s.pid),
    async () => {
      const t0 = performance.now();
      await s.rpc.call(method, params, 600_000);
      return { units: count, seconds: (performance.now() - t0) / 1000 };
    },
    "second",
  );
  const moved = (await s.blockNumber()) - head0;
  if (moved !== count) throw new Error(`${method} of ${count} moved the head by ${moved}`);
  sample.detail = { blocks: count, method };
  return sample;
}

/** `count` sequential `evm_mine` calls (one empty block each). */
export async function w12MineLoop(s: Session, count: number): Promise<Sample> {
  const head0 = await s.blockNumber();
  const sample = await measured(
    () => cpuMs(s.pid),
    async () => {
      const t0 = performance.now();
      for (let i = 0; i < count; i++) await s.rpc.call("evm_mine", []);
      return { units: count, seconds: (performance.now() - t0) / 1000 };
    },
    "second",
  );
  const moved = (await s.blockNumber()) - head0;
  if (moved < count) throw new Error(`${count} evm_mine calls moved the head by ${moved}`);
  sample.detail = { blocks: count, headAdvanced: moved };
  return sample;
}
