import type { ErigonHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { getHeaderByNumber } from "./getHeaderByNumber.js";

/** erigon_getHeaderByNumber, which Otterscan calls next to the ots_* methods. */
export function createErigonHandlers(deps: RpcDeps) {
  return { getHeaderByNumber: getHeaderByNumber(deps) } satisfies ErigonHandlers<RpcContext>;
}
