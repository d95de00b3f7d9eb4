import type { NetVersionResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** net_version: the network id, which for powgate is the chain id, in decimal. */
export const version = (deps: RpcDeps) => (): NetVersionResult => deps.chain.chainId.toString();
