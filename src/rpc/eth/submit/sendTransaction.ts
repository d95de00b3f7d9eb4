import type { EthSendTransactionParams, EthSendTransactionResult } from "../../../../generated/types.js";
import { data } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { admitFromArgs } from "./admit-from-args.js";

/**
 * eth_sendTransaction: fill (geth's setDefaults), sign with the sender's signer, then the path of
 * eth_sendRawTransaction (pool rules, automine wait, code 3 for a mined revert).
 */
export const sendTransaction = (deps: RpcDeps) => {
  const admit = admitFromArgs(deps);
  return async ([args]: EthSendTransactionParams): Promise<EthSendTransactionResult> =>
    data(await deps.chain.awaitInclusion(await admit(args)));
};
