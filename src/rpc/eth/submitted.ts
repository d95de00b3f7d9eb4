import { ExecutionRevertedError } from "../../chain/errors.js";
import type { SubmitResult } from "../../chain/index.js";
import { decodeRevertReason } from "../../chain/revert.js";
import { data, type Hex } from "../codec/hex.js";

/**
 * The answer to a submitted transaction (eth_sendRawTransaction, eth_sendTransaction): its hash. In
 * automine the answer waited for the block; a tx that reverted is still mined (status 0x0, nonce
 * used) and answered with the code 3 error.
 */
export function submittedHash({ hash, inclusion }: SubmitResult): Hex {
  const failure = inclusion?.result.execResult.exceptionError;
  if (failure?.error === "revert") {
    const revertData = inclusion!.result.execResult.returnValue;
    throw new ExecutionRevertedError(revertData, decodeRevertReason(revertData));
  }
  return data(hash);
}
