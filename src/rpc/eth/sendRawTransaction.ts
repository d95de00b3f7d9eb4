import { TxTypeNotSupportedError } from "../../../generated/errors.js";
import type { EthSendRawTransactionParams, EthSendRawTransactionResult } from "../../../generated/types.js";
import { parseData } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";
import { submittedHash } from "./submitted.js";

/** eth_sendRawTransaction: the tx hash, once mined in automine (see submittedHash). */
export const sendRawTransaction =
  (deps: RpcDeps) =>
  async ([raw]: EthSendRawTransactionParams): Promise<EthSendRawTransactionResult> => {
    const bytes = parseData(raw);
    // An EIP-2718 envelope (first byte <= 0x7f) of a type other than 0x1 and 0x2 (blob 0x3, set-code
    // 0x4, unknown): geth's ErrTxTypeNotSupported, not a decoding failure.
    if (bytes.length > 0 && bytes[0] <= 0x7f && bytes[0] !== 1 && bytes[0] !== 2) {
      throw new TxTypeNotSupportedError();
    }
    return submittedHash(await deps.node.submitRawTransaction(bytes));
  };
