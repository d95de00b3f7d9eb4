import type { AnvilGetIntervalMiningResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_getIntervalMining: whole seconds (a range's lower bound, at least 1), or null when off. */
export const getIntervalMining = (deps: RpcDeps) => (): AnvilGetIntervalMiningResult => {
  const interval = deps.chain.dev.intervalMining();
  return interval === null ? null : Math.max(1, Math.floor(interval.minMs / 1000));
};
