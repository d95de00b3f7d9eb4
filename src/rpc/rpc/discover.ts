import type { RpcDiscoverResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** rpc.discover: the OpenRPC document this server implements. */
export const discover = (deps: RpcDeps) => (): RpcDiscoverResult => deps.document;
