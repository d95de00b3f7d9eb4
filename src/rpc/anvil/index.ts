import type { AnvilHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { nodeInfo } from "./chain/nodeInfo.js";
import { reorg } from "./chain/reorg.js";
import { rollback } from "./chain/rollback.js";
import { setChainId } from "./chain/setChainId.js";
import { getIntervalMining } from "./mining/getIntervalMining.js";
import { removeBlockTimestampInterval } from "./mining/removeBlockTimestampInterval.js";
import { setBlockTimestampInterval } from "./mining/setBlockTimestampInterval.js";
import { setIntervalMining } from "./mining/setIntervalMining.js";
import { dropAllTransactions } from "./pool/dropAllTransactions.js";
import { removePoolTransactions } from "./pool/removePoolTransactions.js";
import { addBalance } from "./state/addBalance.js";
import { autoImpersonateAccount } from "./state/autoImpersonateAccount.js";
import { dealERC20 } from "./state/dealERC20.js";
import { dumpState } from "./state/dumpState.js";
import { loadState } from "./state/loadState.js";
import { setERC20Allowance } from "./state/setERC20Allowance.js";

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
