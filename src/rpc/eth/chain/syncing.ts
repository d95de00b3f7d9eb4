import type { EthSyncingResult } from "../../../../generated/types.js";
import { quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_syncing: the progress of a sync round from a heavier peer, else false. */
export const syncing = (deps: RpcDeps) => (): EthSyncingResult => {
  const status = deps.network?.syncStatus;
  if (!status) return false;
  return {
    startingBlock: quantity(status.startingBlock),
    currentBlock: quantity(status.currentBlock),
    highestBlock: quantity(status.highestBlock),
  };
};
