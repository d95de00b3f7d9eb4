import { P2pDisabledError } from "../../../generated/errors.js";
import type { Network } from "../../p2p/network.js";
import type { RpcDeps } from "../deps.js";

/** The devp2p side, or -32000 `peer-to-peer networking is off` for a node without --p2p-port. */
export function requireNetwork(deps: RpcDeps): Network {
  if (!deps.network)
    throw new P2pDisabledError("peer-to-peer networking is off: start the node with --p2p-port");
  return deps.network;
}
