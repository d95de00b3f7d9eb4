import type {
  AnvilRemovePoolTransactionsParams,
  AnvilRemovePoolTransactionsResult,
} from "../../../../generated/types.js";
import { parseAddress } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_removePoolTransactions: a sender's pooled transactions out, journal included. */
export const removePoolTransactions =
  (deps: RpcDeps) =>
  async ([address]: AnvilRemovePoolTransactionsParams): Promise<AnvilRemovePoolTransactionsResult> => {
    await deps.chain.dev.dropSenderTransactions(parseAddress(address));
    return null;
  };
