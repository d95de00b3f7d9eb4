import type {
  AnvilSetBlockTimestampIntervalParams,
  AnvilSetBlockTimestampIntervalResult,
} from "../../../../generated/types.js";
import { parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_setBlockTimestampInterval: each next block `interval` seconds after its parent. */
export const setBlockTimestampInterval =
  (deps: RpcDeps) =>
  ([interval]: AnvilSetBlockTimestampIntervalParams): AnvilSetBlockTimestampIntervalResult => {
    deps.chain.dev.setTimestampStep(
      typeof interval === "number" ? BigInt(interval) : parseQuantity(interval),
    );
    return null;
  };
