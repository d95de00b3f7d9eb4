import type { EthGetFilterChangesParams, EthGetFilterChangesResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/**
 * eth_getFilterChanges: logs, block hashes or transaction hashes since the last poll; restarts the
 * filter's expiry. Unknown or expired ids: -32000 `filter not found`.
 */
export const getFilterChanges =
  (deps: RpcDeps) =>
  ([filterId]: EthGetFilterChangesParams): EthGetFilterChangesResult =>
    deps.filters.changes(filterId);
