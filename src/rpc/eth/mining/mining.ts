import type { EthMiningResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** eth_mining: true while the node makes blocks (automine, interval, or work for outside miners). */
export const mining = (deps: RpcDeps) => (): EthMiningResult => deps.chain.isMining();
