import type { EvmSnapshotResult } from "../../../generated/types.js";
import { quantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** evm_snapshot (anvil_snapshot): the head, the pool and the dev settings, under a new id. */
export const snapshot = (deps: RpcDeps) => async (): Promise<EvmSnapshotResult> =>
  quantity(await deps.chain.dev.snapshot());
