import type { AdminHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { addPeer } from "./addPeer.js";
import { nodeInfo } from "./nodeInfo.js";
import { peers } from "./peers.js";
import { removePeer } from "./removePeer.js";

/** The admin_* methods (devp2p peering): one handler per file, checked against the generated interface. */
export function createAdminHandlers(deps: RpcDeps) {
  return {
    nodeInfo: nodeInfo(deps),
    peers: peers(deps),
    addPeer: addPeer(deps),
    removePeer: removePeer(deps),
  } satisfies AdminHandlers<RpcContext>;
}
