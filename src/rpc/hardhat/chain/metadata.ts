import { randomBytes } from "node:crypto";
import type { HardhatMetadataResult } from "../../../../generated/types.js";
import { data } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_metadata: Hardhat's fields; the instance id is drawn once per node, on first use. */
export const metadata = (deps: RpcDeps) => {
  let instanceId: `0x${string}` | undefined;
  return (): HardhatMetadataResult => {
    instanceId ??= data(deps.instanceId ?? randomBytes(32));
    const head = deps.chain.head();
    return {
      clientVersion: deps.clientVersion,
      chainId: Number(deps.chain.chainId),
      instanceId,
      latestBlockNumber: Number(head.header.number),
      latestBlockHash: data(head.hash()),
    };
  };
};
