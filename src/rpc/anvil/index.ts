import type { AnvilHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { addBalance } from "./addBalance.js";
import { autoImpersonateAccount } from "./autoImpersonateAccount.js";
import { dealERC20 } from "./dealERC20.js";
import { dropAllTransactions } from "./dropAllTransactions.js";
import { dumpState } from "./dumpState.js";
import { getIntervalMining } from "./getIntervalMining.js";
import { loadState } from "./loadState.js";
import { nodeInfo } from "./nodeInfo.js";
import { removeBlockTimestampInterval } from "./removeBlockTimestampInterval.js";
import { removePoolTransactions } from "./removePoolTransactions.js";
import { reorg } from "./reorg.js";
import { rollback } from "./rollback.js";
import { setBlockTimestampInterval } from "./setBlockTimestampInterval.js";
import { setChainId } from "./setChainId.js";
import { setERC20Allowance } from "./setERC20Allowance.js";
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
    addBalance: addBalance(deps),
    dealERC20: dealERC20(deps),
    getIntervalMining: getIntervalMining(deps),
    removePoolTransactions: removePoolTransactions(deps),
    reorg: reorg(deps),
    rollback: rollback(deps),
    setChainId: setChainId(deps),
    setERC20Allowance: setERC20Allowance(deps),
  } satisfies AnvilHandlers<RpcContext>;
}
