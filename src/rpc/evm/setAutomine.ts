import type { EvmSetAutomineParams, EvmSetAutomineResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** evm_setAutomine: automine on or off; interval mining is independent (Hardhat). */
export const setAutomine =
  (deps: RpcDeps) =>
  ([enabled]: EvmSetAutomineParams): EvmSetAutomineResult => {
    deps.chain.dev.setAutomine(enabled);
    return true;
  };
