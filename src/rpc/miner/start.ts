import type { MinerStartResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** miner_start: what miner_stop paused mines again, else automine (Ganache). */
export const start = (deps: RpcDeps) => (): MinerStartResult => {
  deps.chain.dev.resume();
  return true;
};
