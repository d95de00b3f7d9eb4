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
    const { hash, inclusion } = await deps.node.submitRawTransaction(parseData(raw));
    const failure = inclusion?.result.execResult.exceptionError;
    if (failure?.error === "revert") {
      const revertData = inclusion!.result.execResult.returnValue;
      throw new ExecutionRevertedError(revertData, decodeRevertReason(revertData));
    }
    return data(hash);
  };
