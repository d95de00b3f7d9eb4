import type { ClientHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { nextNonce } from "./nextNonce.js";

/** The client_* methods: one handler per file, checked against the generated interface. */
export function createClientHandlers(deps: RpcDeps) {
  return {
    nextNonce: nextNonce(deps),
  } satisfies ClientHandlers<RpcContext>;
}
