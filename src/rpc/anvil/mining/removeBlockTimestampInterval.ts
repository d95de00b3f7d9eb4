import type { AnvilRemoveBlockTimestampIntervalResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_removeBlockTimestampInterval: whether a step was set. */
export const removeBlockTimestampInterval = (deps: RpcDeps) => (): AnvilRemoveBlockTimestampIntervalResult =>
  deps.chain.dev.setTimestampStep(null);
