import { InvalidIntervalError } from "../../../../generated/errors.js";
import type {
  HardhatSetBlockTimestampIntervalParams,
  HardhatSetBlockTimestampIntervalResult,
} from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_setBlockTimestampInterval: milliseconds (viem's hardhat mode multiplies by 1000). */
export const setBlockTimestampInterval =
  (deps: RpcDeps) =>
  ([ms]: HardhatSetBlockTimestampIntervalParams): HardhatSetBlockTimestampIntervalResult => {
    if (ms % 1000 !== 0)
      throw new InvalidIntervalError("interval must be whole seconds (a multiple of 1000 ms)");
    deps.chain.dev.setTimestampStep(BigInt(ms / 1000));
    return null;
  };
