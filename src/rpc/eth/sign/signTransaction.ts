import type { EthSignTransactionParams, EthSignTransactionResult } from "../../../../generated/types.js";
import { data } from "../../codec/hex.js";
import { formatTransaction } from "../../codec/transaction.js";
import type { RpcDeps } from "../../deps.js";
import { requireSigningFields, senderOf, txFromArgs } from "../execute/tx-from-args.js";

/** eth_signTransaction: geth's `{raw, tx}`; gas, fees and nonce must be given, nothing is submitted. */
export const signTransaction =
  (deps: RpcDeps) =>
  async ([args]: EthSignTransactionParams): Promise<EthSignTransactionResult> => {
    requireSigningFields(args);
    const signer = deps.chain.signer(senderOf(args));
    const signed = signer.signTransaction(await txFromArgs(deps, args));
    return { raw: data(signed.serialize()), tx: formatTransaction(signed, null) };
  };
