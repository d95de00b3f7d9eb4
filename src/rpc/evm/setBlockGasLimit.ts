import type { EvmSetBlockGasLimitParams, EvmSetBlockGasLimitResult } from "../../../generated/types.js";
import { parseQuantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** evm_setBlockGasLimit: the gas limit of every next block. */
export const setBlockGasLimit =
  (deps: RpcDeps) =>
  ([gasLimit]: EvmSetBlockGasLimitParams): EvmSetBlockGasLimitResult => {
    deps.chain.dev.setGasLimit(parseQuantity(gasLimit));
    return true;
  };
