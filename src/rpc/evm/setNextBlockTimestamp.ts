import type {
  EvmSetNextBlockTimestampParams,
  EvmSetNextBlockTimestampResult,
} from "../../../generated/types.js";
import { parseQuantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** evm_setNextBlockTimestamp: the timestamp, as a decimal string (Hardhat). */
export const setNextBlockTimestamp =
  (deps: RpcDeps) =>
  ([timestamp]: EvmSetNextBlockTimestampParams): EvmSetNextBlockTimestampResult => {
    const ts = parseQuantity(timestamp);
    deps.chain.dev.setNextTimestamp(ts);
    return ts.toString();
  };
