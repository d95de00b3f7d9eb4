/**
 * W6: eth_getLogs over 2,000 blocks of 5 events each. Setup sends one Emitter.fire(i) per block,
 * one client waiting for each receipt (so it also measures a client that sends one tx at a time:
 * one block per tx). Block i calls emitter i % 20, which emits E0..E4. Queries over the 2,000 blocks:
 *   a: by address (emitter 0: 5% of the logs), b: by topic (E0: 20%),
 *   c: address + topic (1%), d: no filter over 0..latest (every log of the chain: > 10,000).
 * Each query is repeated (sequentially) for a fixed time; the median is reported.
 */
import { cpuMs } from "./proc.js";
import { RpcError } from "./rpc.js";
import { measured, type Sample } from "./sample.js";
import { EMITTERS, errorSummary, type Session } from "./session.js";
import { EVENT_TOPIC0, emitterAbi, GAS, hex, ROLE } from "./txs.js";

export interface LogFixture {
  first: number;
  last: number;
  blocks: number;
}

export async function makeLogBlocks(
  s: Session,
  blocks: number,
): Promise<{ fixture: LogFixture; setup: Sample }> {
  const txs = Array.from({ length: blocks }, (_, i) =>
    s.next(ROLE.w6, {
      to: s.emitters[i % EMITTERS],
      data: emitterAbi.encodeFunctionData("fire", [i]),
      gas: GAS.fire,
    }),
  );
  let first = 0;
  let last = 0;
  const setup = await measured(
    () => cpuMs(s.pid),
    async () => {
      const t0 = performance.now();
      const receipts = await s.sendAndConfirm(txs);
      first = Number(receipts[0].blockNumber);
      last = Number(receipts[receipts.length - 1].blockNumber);
      return { units: blocks, seconds: (performance.now() - t0) / 1000 };
    },
    "second",
  );
  setup.detail = { txs: blocks, blocksSpanned: last - first + 1 };
  return { fixture: { first, last, blocks: last - first + 1 }, setup };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * Repeat one query for `seconds` (at least 3 times, once if a query takes longer than 2 s), after
 * one untimed run: the first read of a range is cold on every node (powgate decodes each block's
 * logs once, ~0.3 ms a block), and a cold run over 2 s on a loaded machine was taken as the figure.
 */
async function repeat(s: Session, filter: Record<string, unknown>, seconds: number): Promise<Sample> {
  const times: number[] = [];
  let logs: number | undefined;
  let error: { code?: number; message: string } | undefined;
  /** one query; an RPC error is an answer too (powgate's -32005 for W6d), kept for the report */
  const query = async () => {
    try {
      logs = (await s.rpc.call<unknown[]>("eth_getLogs", [filter])).length;
    } catch (e) {
      if (!(e instanceof RpcError)) throw e;
      error = errorSummary(e);
    }
  };
  const cold = performance.now();
  await query();
  const coldMs = performance.now() - cold;
  const sample = await measured(
    () => cpuMs(s.pid),
    async () => {
      const end = performance.now() + seconds * 1000;
      while (times.length < 3 || (performance.now() < end && times.length < 200)) {
        const t0 = performance.now();
        await query();
        times.push(performance.now() - t0);
        if (times[0] > 2000) break;
      }
      return { units: times.length, seconds: times.reduce((a, b) => a + b, 0) / 1000 };
    },
    "unit",
  );
  sample.value = median(times);
  sample.detail = {
    logs,
    error,
    reps: times.length,
    coldMs,
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
  };
  return sample;
}

export async function w6Queries(
  s: Session,
  f: LogFixture,
  seconds: number,
): Promise<Record<"W6a" | "W6b" | "W6c" | "W6d", Sample>> {
  const range = { fromBlock: hex(f.first), toBlock: hex(f.last) };
  return {
    W6a: await repeat(s, { ...range, address: s.emitters[0] }, seconds),
    W6b: await repeat(s, { ...range, topics: [EVENT_TOPIC0] }, seconds),
    W6c: await repeat(s, { ...range, address: s.emitters[0], topics: [EVENT_TOPIC0] }, seconds),
    W6d: await repeat(s, { fromBlock: "0x0", toBlock: "latest" }, seconds),
  };
}
