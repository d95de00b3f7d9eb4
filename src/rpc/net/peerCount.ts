import type { NetPeerCountResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** net_peerCount: a dev node has no peers. */
export const peerCount = (_deps: RpcDeps) => (): NetPeerCountResult => "0x0";
