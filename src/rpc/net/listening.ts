import type { NetListeningResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** net_listening: true while the server accepts connections. */
export const listening = (_deps: RpcDeps) => (): NetListeningResult => true;
