import type { EvmIncreaseTimeParams, EvmIncreaseTimeResult } from "../../../generated/types.js";
import { parseQuantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** evm_increaseTime: the total offset, as a decimal string (Hardhat). */
export const increaseTime =
  (deps: RpcDeps) =>
  ([seconds]: EvmIncreaseTimeParams): EvmIncreaseTimeResult =>
    deps.chain.dev.increaseTime(parseQuantity(seconds)).toString();
