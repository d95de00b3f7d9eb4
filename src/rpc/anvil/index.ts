import type { AnvilHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { autoImpersonateAccount } from "./autoImpersonateAccount.js";
import { dropAllTransactions } from "./dropAllTransactions.js";

/** The anvil_* methods of their own (Anvil's names of hardhat_* methods are aliases there). */
export function createAnvilHandlers(deps: RpcDeps) {
  return {
    autoImpersonateAccount: autoImpersonateAccount(deps),
    dropAllTransactions: dropAllTransactions(deps),
  } satisfies AnvilHandlers<RpcContext>;
}
