import { bytesToHex } from "@ethereumjs/util";
import type { AdminNodeInfoResult } from "../../../generated/types.js";
import { chainConfigJson } from "../../chain/config-json.js";
import type { RpcDeps } from "../deps.js";
import { requireNetwork } from "./network.js";

/** admin_nodeInfo: geth's shape, with the eth protocol's view of the chain. */
export const nodeInfo = (deps: RpcDeps) => (): AdminNodeInfoResult => {
  const network = requireNetwork(deps);
  const info = network.info();
  const chain = network.chain;
  return {
    id: info.id,
    name: info.name,
    enode: info.enode,
    ip: info.ip,
    ports: { discovery: info.discoveryPort, listener: info.listenerPort },
    listenAddr: info.listenAddr,
    protocols: {
      eth: {
        network: Number(chain.config.networkId ?? chain.config.chainId),
        difficulty: Number(chain.headTd),
        genesis: bytesToHex(chain.genesis.hash()),
        head: bytesToHex(chain.head.hash()),
        config: chainConfigJson(chain.config),
      },
    },
  };
};
