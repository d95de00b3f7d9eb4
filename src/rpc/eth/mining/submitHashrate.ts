import type { EthSubmitHashrateParams, EthSubmitHashrateResult } from "../../../../generated/types.js";
import { parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { recordHashrate } from "./hashrate.js";

/**
 * eth_submitHashrate: an external miner reports its rate; eth_hashrate sums recent reports. At
 * most 1,000 ids are remembered, none for more than 10 s (see recordHashrate).
 */
export const submitHashrate =
  (deps: RpcDeps) =>
  ([hashrate, id]: EthSubmitHashrateParams): EthSubmitHashrateResult => {
    recordHashrate(deps.hashrates, id.toLowerCase(), parseQuantity(hashrate));
    return true;
  };
