import type { EthSubmitHashrateParams, EthSubmitHashrateResult } from "../../../generated/types.js";
import { parseQuantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** eth_submitHashrate: an external miner reports its rate; eth_hashrate sums recent reports. */
export const submitHashrate =
  (deps: RpcDeps) =>
  ([hashrate, id]: EthSubmitHashrateParams): EthSubmitHashrateResult => {
    deps.hashrates.set(id.toLowerCase(), { rate: parseQuantity(hashrate), at: Date.now() });
    return true;
  };
