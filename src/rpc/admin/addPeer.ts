import type { AdminAddPeerParams, AdminAddPeerResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";
import { enodeParam } from "./enode-param.js";
import { requireNetwork } from "./network.js";

/** admin_addPeer: dial in the background and answer true, as geth. */
export const addPeer =
  (deps: RpcDeps) =>
  ([url]: AdminAddPeerParams): AdminAddPeerResult => {
    const network = requireNetwork(deps);
    network.addPeer(enodeParam(url));
    return true;
  };
