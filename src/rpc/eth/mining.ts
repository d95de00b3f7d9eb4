import type { EthMiningResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** eth_mining: true while the node produces blocks (automine or interval). */
export const mining = (deps: RpcDeps) => (): EthMiningResult => deps.chain.isMining();
