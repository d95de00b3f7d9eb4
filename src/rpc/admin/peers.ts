import type { AdminPeersResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";
import { requireNetwork } from "./network.js";

/** admin_peers: the peers past the Status exchange, in geth's shape. */
export const peers = (deps: RpcDeps) => (): AdminPeersResult =>
  requireNetwork(deps)
    .peerInfos()
    .map((p) => ({
      ...p,
      protocols: { eth: { ...p.protocols.eth, difficulty: Number(p.protocols.eth.difficulty) } },
    }));
