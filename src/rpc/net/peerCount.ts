import type { NetPeerCountResult } from "../../../generated/types.js";
import { quantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** net_peerCount: peers past the eth Status exchange (0 without --p2p-port). */
export const peerCount = (deps: RpcDeps) => (): NetPeerCountResult =>
  quantity(BigInt(deps.network?.peers.size ?? 0));
