import type { HardhatHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { reset } from "./reset.js";

/** The hardhat_* methods (dev methods, also served under their anvil_* names). */
export function createHardhatHandlers(deps: RpcDeps) {
  return {
    reset: reset(deps),
  } satisfies HardhatHandlers<RpcContext>;
}
