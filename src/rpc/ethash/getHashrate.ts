import type { EthashGetHashrateResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";
import { totalHashrate } from "../eth/mining/hashrate.js";

/**
 * ethash_getHashrate: eth_hashrate's figure as core-geth gives it, a JSON number (its Go uint64),
 * capped at 2^53 - 1 where a JSON number would lose exactness.
 */
export const getHashrate = (deps: RpcDeps) => (): EthashGetHashrateResult => {
  const total = totalHashrate(deps.hashrates);
  return Number(total > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : total);
};
