import type {
  EthSendUnsignedTransactionParams,
  EthSendUnsignedTransactionResult,
} from "../../../../generated/types.js";
import { data, parseAddress } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { txFromArgs } from "../execute/tx-from-args.js";

/**
 * eth_sendUnsignedTransaction (Anvil's): eth_sendTransaction's defaults and path, sent from `from`
 * without a signature. Concurrent sends without a nonce may pick the same one (as in Anvil): the
 * pool then refuses the second as a replacement or already known.
 */
export const sendUnsignedTransaction =
  (deps: RpcDeps) =>
  async ([args]: EthSendUnsignedTransactionParams): Promise<EthSendUnsignedTransactionResult> => {
    // required by the params schema (UnsignedTransactionArgs)
    const signer = deps.chain.unsignedSender(parseAddress(args.from as string));
    const added = await deps.chain.admitTransaction(signer.signTransaction(await txFromArgs(deps, args)));
    return data(await deps.chain.awaitInclusion(added));
  };
