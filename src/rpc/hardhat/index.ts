import type { HardhatHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { dropTransaction } from "./dropTransaction.js";
import { impersonateAccount } from "./impersonateAccount.js";
import { reset } from "./reset.js";
import { setBalance } from "./setBalance.js";
import { setCode } from "./setCode.js";
import { setNonce } from "./setNonce.js";
import { setStorageAt } from "./setStorageAt.js";
import { stopImpersonatingAccount } from "./stopImpersonatingAccount.js";

/** The hardhat_* methods (dev methods, also served under their anvil_* names). */
export function createHardhatHandlers(deps: RpcDeps) {
  return {
    dropTransaction: dropTransaction(deps),
    impersonateAccount: impersonateAccount(deps),
    reset: reset(deps),
    setBalance: setBalance(deps),
    setCode: setCode(deps),
    setNonce: setNonce(deps),
    setStorageAt: setStorageAt(deps),
    stopImpersonatingAccount: stopImpersonatingAccount(deps),
  } satisfies HardhatHandlers<RpcContext>;
}
