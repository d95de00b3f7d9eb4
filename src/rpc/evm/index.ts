import type { EvmHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { revert } from "./revert.js";
import { snapshot } from "./snapshot.js";

/** The evm_* methods (dev methods, also served under their anvil_* names). */
export function createEvmHandlers(deps: RpcDeps) {
  return {
    snapshot: snapshot(deps),
    revert: revert(deps),
  } satisfies EvmHandlers<RpcContext>;
}
