import type { AdminRemovePeerParams, AdminRemovePeerResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";
import { enodeParam } from "./enode-param.js";
import { requireNetwork } from "./network.js";

/** admin_removePeer: disconnect the peer if connected; true either way, as geth. */
export const removePeer =
  (deps: RpcDeps) =>
  ([url]: AdminRemovePeerParams): AdminRemovePeerResult => {
    const network = requireNetwork(deps);
    network.removePeer(enodeParam(url).id);
    return true;
  };
