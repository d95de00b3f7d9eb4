import type { EthHashrateResult } from "../../../../generated/types.js";
import { quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** Reports older than this no longer count, as in geth's remote sealer. */
export const HASHRATE_TTL_MS = 10_000;
/** Most miner ids remembered; a report beyond it drops the oldest one. */
export const MAX_HASHRATE_IDS = 1_000;

type Hashrates = RpcDeps["hashrates"];

/**
 * eth_submitHashrate's write. The map is kept in report order (an id that reports again moves to
 * the end), so the stale reports are at its front: they are dropped here, on every write, and
 * beyond MAX_HASHRATE_IDS the oldest go too. A client submitting under ever new ids thus holds at
 * most MAX_HASHRATE_IDS entries, each at most HASHRATE_TTL_MS old.
 */
export function recordHashrate(hashrates: Hashrates, id: string, rate: bigint, now = Date.now()): void {
  hashrates.delete(id);
  for (const [oldest, report] of hashrates) {
    if (now - report.at <= HASHRATE_TTL_MS && hashrates.size < MAX_HASHRATE_IDS) break;
    hashrates.delete(oldest);
  }
  hashrates.set(id, { rate, at: now });
}

/** The sum of the reports of the last HASHRATE_TTL_MS; stale ones are dropped on the way. */
export function totalHashrate(hashrates: Hashrates, now = Date.now()): bigint {
  let total = 0n;
  for (const [id, report] of hashrates) {
    if (now - report.at > HASHRATE_TTL_MS) hashrates.delete(id);
    else total += report.rate;
  }
  return total;
}

/** eth_hashrate: the sum of the hash rates external miners reported in the last 10 s. */
export const hashrate = (deps: RpcDeps) => (): EthHashrateResult => quantity(totalHashrate(deps.hashrates));
