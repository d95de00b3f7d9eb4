import type { NetVersionResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** net_version: the network id in decimal: the chain id, except on presets that differ (classic 1, mordor 7). */
export const version = (deps: RpcDeps) => (): NetVersionResult => deps.chain.networkId.toString();
