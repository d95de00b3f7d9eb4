import { InvalidIntervalError } from "../../../generated/errors.js";
import type { EvmSetIntervalMiningParams, EvmSetIntervalMiningResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** evm_setIntervalMining: Hardhat's milliseconds, or a [min, max] range; 0 turns it off. */
export const setIntervalMining =
  (deps: RpcDeps) =>
  async ([interval]: EvmSetIntervalMiningParams): Promise<EvmSetIntervalMiningResult> => {
    const [minMs, maxMs] = Array.isArray(interval) ? interval : [interval, interval];
    // Hardhat's wording (its code is -32602; a meaning error here, so -32000)
    if (minMs > maxMs) throw new InvalidIntervalError("Minimum value in range is greater than maximum value");
    // a block being mined lands before the answer, none after
    await deps.chain.dev.setIntervalMining(maxMs === 0 ? null : { minMs, maxMs });
    return true;
  };
