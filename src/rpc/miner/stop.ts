import type { MinerStopResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** miner_stop: automine and interval mining pause (Ganache). */
export const stop = (deps: RpcDeps) => async (): Promise<MinerStopResult> => {
  await deps.chain.dev.pause();
  return true;
};
