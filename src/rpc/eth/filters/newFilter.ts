import type { EthNewFilterParams, EthNewFilterResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";
import { checkRange } from "../../filters/criteria.js";

/**
 * eth_newFilter: a log filter polled with eth_getFilterChanges (new logs, removed ones again after a
 * reorg). A range geth refuses is -32602 `invalid block range params`.
 */
export const newFilter =
  (deps: RpcDeps) =>
  ([filter]: EthNewFilterParams): EthNewFilterResult => {
    checkRange(filter);
    return deps.filters.newLogFilter(filter);
  };
