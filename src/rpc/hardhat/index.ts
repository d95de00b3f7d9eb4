import type { HardhatHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { metadata } from "./chain/metadata.js";
import { reset } from "./chain/reset.js";
import { setCoinbase } from "./chain/setCoinbase.js";
import { setLoggingEnabled } from "./chain/setLoggingEnabled.js";
import { setMinGasPrice } from "./chain/setMinGasPrice.js";
import { setNextBlockBaseFeePerGas } from "./chain/setNextBlockBaseFeePerGas.js";
import { getAutomine } from "./mining/getAutomine.js";
import { mine } from "./mining/mine.js";
import { setBlockTimestampInterval } from "./mining/setBlockTimestampInterval.js";
import { dropTransaction } from "./pool/dropTransaction.js";
import { impersonateAccount } from "./state/impersonateAccount.js";
import { setBalance } from "./state/setBalance.js";
import { setCode } from "./state/setCode.js";
import { setNonce } from "./state/setNonce.js";
import { setStorageAt } from "./state/setStorageAt.js";
import { stopImpersonatingAccount } from "./state/stopImpersonatingAccount.js";

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
