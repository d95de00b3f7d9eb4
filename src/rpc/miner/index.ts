import type { MinerHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { start } from "./start.js";
import { stop } from "./stop.js";

/** The miner_* methods (Ganache's and geth's names for the node's own sealing). */
export function createMinerHandlers(deps: RpcDeps) {
  return {
    start: start(deps),
    stop: stop(deps),
  } satisfies MinerHandlers<RpcContext>;
}
