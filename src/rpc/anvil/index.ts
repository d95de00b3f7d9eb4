import type { AnvilHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { autoImpersonateAccount } from "./autoImpersonateAccount.js";
import { dropAllTransactions } from "./dropAllTransactions.js";
import { dumpState } from "./dumpState.js";
import { loadState } from "./loadState.js";
import { nodeInfo } from "./nodeInfo.js";
import { removeBlockTimestampInterval } from "./removeBlockTimestampInterval.js";
import { setBlockTimestampInterval } from "./setBlockTimestampInterval.js";
import { setIntervalMining } from "./setIntervalMining.js";

/** The anvil_* methods with no Hardhat or evm_ name (the others are aliases, x-aliases in spec/). */
export function createAnvilHandlers(deps: RpcDeps) {
  return {
    autoImpersonateAccount: autoImpersonateAccount(deps),
    dropAllTransactions: dropAllTransactions(deps),
    dumpState: dumpState(deps),
    loadState: loadState(deps),
    nodeInfo: nodeInfo(deps),
    removeBlockTimestampInterval: removeBlockTimestampInterval(deps),
    setBlockTimestampInterval: setBlockTimestampInterval(deps),
    setIntervalMining: setIntervalMining(deps),
  } satisfies AnvilHandlers<RpcContext>;
}
