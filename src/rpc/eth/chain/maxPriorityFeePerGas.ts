import type { EthMaxPriorityFeePerGasResult } from "../../../../generated/types.js";
import { quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** A dev chain has no competition for block space: 1 gwei is always enough. */
export const SUGGESTED_TIP = 1_000_000_000n;

/** eth_maxPriorityFeePerGas: the suggested tip. */
export const maxPriorityFeePerGas = (_deps: RpcDeps) => (): EthMaxPriorityFeePerGasResult =>
  quantity(SUGGESTED_TIP);
