import type { EthHashrateResult } from "../../../generated/types.js";
import { quantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** Reports older than this no longer count, as in geth's remote sealer. */
const HASHRATE_TTL_MS = 10_000;

/** eth_hashrate: the sum of the hash rates external miners reported in the last 10 s. */
export const hashrate = (deps: RpcDeps) => (): EthHashrateResult => {
  let total = 0n;
  const now = Date.now();
  for (const [id, report] of deps.hashrates) {
    if (now - report.at > HASHRATE_TTL_MS) deps.hashrates.delete(id);
    else total += report.rate;
  }
  return quantity(total);
};
