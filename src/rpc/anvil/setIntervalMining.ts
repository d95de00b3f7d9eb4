import type { AnvilSetIntervalMiningParams, AnvilSetIntervalMiningResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** anvil_setIntervalMining: seconds; as Anvil's exclusive modes, automine goes off (0: no mining). */
export const setIntervalMining =
  (deps: RpcDeps) =>
  async ([seconds]: AnvilSetIntervalMiningParams): Promise<AnvilSetIntervalMiningResult> => {
    deps.node.miner.setAutomine(false);
    deps.node.miner.setIntervalMining(
      seconds === 0 ? null : { minMs: seconds * 1000, maxMs: seconds * 1000 },
    );
    await deps.node.miner.idle();
    return null;
  };
