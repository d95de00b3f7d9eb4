import type { RpcHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { discover } from "./discover.js";

/** The rpc_* methods: one handler per file, checked against the generated interface. */
export function createRpcHandlers(deps: RpcDeps) {
  return {
    discover: discover(deps),
  } satisfies RpcHandlers<RpcContext>;
}
