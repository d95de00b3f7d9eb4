import { randomBytes } from "node:crypto";
import type { HardhatMetadataResult } from "../../../generated/types.js";
import { data } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** hardhat_metadata: Hardhat's fields; the instance id is drawn once per node. */
export const metadata = (deps: RpcDeps) => {
  const instanceId = data(randomBytes(32));
  return (): HardhatMetadataResult => {
    const head = deps.node.chain.head;
    return {
      clientVersion: deps.clientVersion,
      chainId: Number(deps.node.chain.config.chainId),
      instanceId,
      latestBlockNumber: Number(head.header.number),
      latestBlockHash: data(head.hash()),
    };
  };
};
