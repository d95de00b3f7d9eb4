import type {
  EthSendRawTransactionSyncParams,
  EthSendRawTransactionSyncResult,
} from "../../../../generated/types.js";
import { parseData } from "../../codec/hex.js";
import { formatReceipt } from "../../codec/receipt.js";
import type { RpcDeps } from "../../deps.js";
import { parseSyncTimeout } from "./sync-timeout.js";

/**
 * eth_sendRawTransactionSync (EIP-7966): eth_sendRawTransaction's pool rules, then the receipt once
 * the transaction is mined (a revert's too), or error 4 with its hash after the timeout (geth's).
 */
export const sendRawTransactionSync =
  (deps: RpcDeps) =>
  async ([raw, timeout]: EthSendRawTransactionSyncParams): Promise<EthSendRawTransactionSyncResult> => {
    const timeoutMs = parseSyncTimeout(timeout);
    const added = await deps.chain.admitRawTransaction(parseData(raw));
    return formatReceipt(await deps.chain.awaitReceipt(added, timeoutMs));
  };
