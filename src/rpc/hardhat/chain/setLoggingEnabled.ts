import type {
  HardhatSetLoggingEnabledParams,
  HardhatSetLoggingEnabledResult,
} from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/**
 * hardhat_setLoggingEnabled (anvil_ alias, viem's setLoggingEnabled): the node's informational output
 * on or off (RunningNode.logging, src/log.ts's LoggingSwitch; absent in handler tests).
 */
export const setLoggingEnabled =
  (deps: RpcDeps) =>
  ([enabled]: HardhatSetLoggingEnabledParams): HardhatSetLoggingEnabledResult => {
    if (deps.logging) deps.logging.enabled = enabled;
    return true;
  };
