import type { HardhatHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { dropTransaction } from "./dropTransaction.js";
import { getAutomine } from "./getAutomine.js";
import { impersonateAccount } from "./impersonateAccount.js";
import { metadata } from "./metadata.js";
import { mine } from "./mine.js";
import { reset } from "./reset.js";
import { setBalance } from "./setBalance.js";
import { setBlockTimestampInterval } from "./setBlockTimestampInterval.js";
import { setCode } from "./setCode.js";
import { setCoinbase } from "./setCoinbase.js";
import { setLoggingEnabled } from "./setLoggingEnabled.js";
import { setMinGasPrice } from "./setMinGasPrice.js";
import { setNextBlockBaseFeePerGas } from "./setNextBlockBaseFeePerGas.js";
import { setNonce } from "./setNonce.js";
import { setStorageAt } from "./setStorageAt.js";
import { stopImpersonatingAccount } from "./stopImpersonatingAccount.js";

/** The hardhat_* methods: one handler per file, checked against the generated interface. */
export function createHardhatHandlers(deps: RpcDeps) {
  return {
    dropTransaction: dropTransaction(deps),
    getAutomine: getAutomine(deps),
    impersonateAccount: impersonateAccount(deps),
    metadata: metadata(deps),
    mine: mine(deps),
    reset: reset(deps),
    setBalance: setBalance(deps),
    setBlockTimestampInterval: setBlockTimestampInterval(deps),
    setCode: setCode(deps),
    setCoinbase: setCoinbase(deps),
    setMinGasPrice: setMinGasPrice(deps),
    setNextBlockBaseFeePerGas: setNextBlockBaseFeePerGas(deps),
    setNonce: setNonce(deps),
    setStorageAt: setStorageAt(deps),
    stopImpersonatingAccount: stopImpersonatingAccount(deps),
    setLoggingEnabled: setLoggingEnabled(deps),
  } satisfies HardhatHandlers<RpcContext>;
}
