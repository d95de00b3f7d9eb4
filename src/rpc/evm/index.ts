import type { EvmHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { increaseTime } from "./increaseTime.js";
import { mine } from "./mine.js";
import { mineDetailed } from "./mineDetailed.js";
import { revert } from "./revert.js";
import { setAutomine } from "./setAutomine.js";
import { setBlockGasLimit } from "./setBlockGasLimit.js";
import { setIntervalMining } from "./setIntervalMining.js";
import { setNextBlockTimestamp } from "./setNextBlockTimestamp.js";
import { setTime } from "./setTime.js";
import { snapshot } from "./snapshot.js";

/** The evm_* methods: one handler per file, checked against the generated interface. */
export function createEvmHandlers(deps: RpcDeps) {
  return {
    increaseTime: increaseTime(deps),
    mine: mine(deps),
    setAutomine: setAutomine(deps),
    setBlockGasLimit: setBlockGasLimit(deps),
    setIntervalMining: setIntervalMining(deps),
    setNextBlockTimestamp: setNextBlockTimestamp(deps),
    snapshot: snapshot(deps),
    revert: revert(deps),
    mine_detailed: mineDetailed(deps),
    setTime: setTime(deps),
  } satisfies EvmHandlers<RpcContext>;
}
