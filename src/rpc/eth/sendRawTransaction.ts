import { TxTypeNotSupportedError } from "../../../generated/errors.js";
import type { EthSendRawTransactionParams, EthSendRawTransactionResult } from "../../../generated/types.js";
import { ExecutionRevertedError } from "../../chain/errors.js";
import { decodeRevertReason } from "../../chain/revert.js";
import { data, parseData } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/**
 * eth_sendRawTransaction: the tx hash. In automine the answer waits for the block; a tx that
 * reverted is still mined (status 0x0, nonce used) and answered with the code 3 error.
 */
export const sendRawTransaction =
  (deps: RpcDeps) =>
  async ([raw]: EthSendRawTransactionParams): Promise<EthSendRawTransactionResult> => {
    const bytes = parseData(raw);
    // An EIP-2718 envelope (first byte <= 0x7f) of a type other than 0x1 and 0x2 (blob 0x3, set-code
    // 0x4, unknown): geth's ErrTxTypeNotSupported, not a decoding failure.
    if (bytes.length > 0 && bytes[0] <= 0x7f && bytes[0] !== 1 && bytes[0] !== 2) {
      throw new TxTypeNotSupportedError();
    }
    const { hash, inclusion } = await deps.node.submitRawTransaction(bytes);
    const failure = inclusion?.result.execResult.exceptionError;
    if (failure?.error === "revert") {
      const revertData = inclusion!.result.execResult.returnValue;
      throw new ExecutionRevertedError(revertData, decodeRevertReason(revertData));
    }
    return data(hash);
  };
