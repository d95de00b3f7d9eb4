import type {
  HardhatSetLoggingEnabledParams,
  HardhatSetLoggingEnabledResult,
} from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** hardhat_setLoggingEnabled (anvil_ alias, viem's setLoggingEnabled): the node's output on or off. */
export const setLoggingEnabled =
  (deps: RpcDeps) =>
  ([enabled]: HardhatSetLoggingEnabledParams): HardhatSetLoggingEnabledResult => {
    deps.chain.dev.setLogging(enabled);
    return true;
  };
