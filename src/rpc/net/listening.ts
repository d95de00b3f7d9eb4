import type { NetListeningResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** net_listening: true while the devp2p listener (--p2p-port) is open. */
export const listening = (deps: RpcDeps) => (): NetListeningResult => deps.network?.listening ?? false;
