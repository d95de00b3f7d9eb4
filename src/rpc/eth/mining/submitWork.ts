import type { EthSubmitWorkParams, EthSubmitWorkResult } from "../../../../generated/types.js";
import { parseData } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/**
 * eth_submitWork: true only for a valid Ethash solution of a work package handed out recently;
 * the sealed block is then imported. Anything else is false and changes nothing.
 */
export const submitWork =
  (deps: RpcDeps) =>
  async ([nonce, powHash, mixDigest]: EthSubmitWorkParams): Promise<EthSubmitWorkResult> => {
    return deps.chain.submitWork(parseData(nonce), parseData(powHash), parseData(mixDigest));
  };
