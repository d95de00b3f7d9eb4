import type {
  AnvilSetIntervalMiningParams,
  AnvilSetIntervalMiningResult,
} from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_setIntervalMining: seconds; as Anvil's exclusive modes, automine goes off (0: no mining). */
export const setIntervalMining =
  (deps: RpcDeps) =>
  async ([seconds]: AnvilSetIntervalMiningParams): Promise<AnvilSetIntervalMiningResult> => {
    deps.chain.dev.setAutomine(false);
    await deps.chain.dev.setIntervalMining(
      seconds === 0 ? null : { minMs: seconds * 1000, maxMs: seconds * 1000 },
    );
    return null;
  };
