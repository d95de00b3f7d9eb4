import type {
  EthSendTransactionSyncParams,
  EthSendTransactionSyncResult,
} from "../../../../generated/types.js";
import { formatReceipt } from "../../codec/receipt.js";
import type { RpcDeps } from "../../deps.js";
import { admitFromArgs } from "./admit-from-args.js";
import { parseSyncTimeout } from "./sync-timeout.js";

/** eth_sendTransactionSync: eth_sendTransaction's filling and signing, then EIP-7966's wait. */
export const sendTransactionSync = (deps: RpcDeps) => {
  const admit = admitFromArgs(deps);
  return async ([args, timeout]: EthSendTransactionSyncParams): Promise<EthSendTransactionSyncResult> => {
    const timeoutMs = parseSyncTimeout(timeout);
    return formatReceipt(await deps.chain.awaitReceipt(await admit(args), timeoutMs));
  };
};
