import { bytesToHex } from "@ethereumjs/util";
import type { AdminNodeInfoResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/**
 * admin_nodeInfo: geth's shape, with the eth protocol's view of the chain. Without --p2p-port the node
 * has no devp2p identity and no listener, so it answers only `name` and `protocols` (the chain config
 * tools such as `powgate mine` read), rather than inventing an enode nobody can dial.
 */
export const nodeInfo = (deps: RpcDeps) => (): AdminNodeInfoResult => {
  const { chain } = deps;
  const protocols = {
    eth: {
      network: Number(chain.networkId),
      difficulty: Number(chain.headTotalDifficulty()),
      genesis: bytesToHex(chain.genesisHash()),
      head: bytesToHex(chain.head().hash()),
      config: chain.configJson(),
    },
  };
  if (!deps.network) return { name: deps.clientVersion, protocols };
  const info = deps.network.info();
  return {
    id: info.id,
    name: info.name,
    enode: info.enode,
    ip: info.ip,
    ports: { discovery: info.discoveryPort, listener: info.listenerPort },
    listenAddr: info.listenAddr,
    protocols,
  };
};
