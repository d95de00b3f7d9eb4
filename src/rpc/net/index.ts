import type { NetHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { listening } from "./listening.js";
import { peerCount } from "./peerCount.js";
import { version } from "./version.js";

/** The net_* methods: one handler per file, checked against the generated interface. */
export function createNetHandlers(deps: RpcDeps) {
  return {
    listening: listening(deps),
    peerCount: peerCount(deps),
    version: version(deps),
  } satisfies NetHandlers<RpcContext>;
}
