import type { EthSyncingResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** eth_syncing: a dev node is its own source of truth and never syncs. */
export const syncing = (_deps: RpcDeps) => (): EthSyncingResult => false;
