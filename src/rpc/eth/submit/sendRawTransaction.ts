import type {
  EthSendRawTransactionParams,
  EthSendRawTransactionResult,
} from "../../../../generated/types.js";
import { data, parseData } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/**
 * eth_sendRawTransaction: the tx hash. In automine the answer waits for the block; a tx that
 * reverted is still mined (status 0x0, nonce used) and answered with the code 3 error.
 */
export const sendRawTransaction =
  (deps: RpcDeps) =>
  async ([raw]: EthSendRawTransactionParams): Promise<EthSendRawTransactionResult> =>
    data(await deps.chain.sendRawTransaction(parseData(raw)));
