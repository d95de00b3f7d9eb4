import type { EvmRevertParams, EvmRevertResult } from "../../../generated/types.js";
import { parseQuantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** evm_revert (anvil_revert): back to a snapshot, consuming it and every later one; false when unknown. */
export const revert =
  (deps: RpcDeps) =>
  ([snapshotId]: EvmRevertParams): Promise<EvmRevertResult> =>
    deps.chain.dev.revert(parseQuantity(snapshotId));
