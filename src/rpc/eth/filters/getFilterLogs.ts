import type { EthGetFilterLogsParams, EthGetFilterLogsResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";
import type { RawJson } from "../../raw-json.js";
import { getLogs } from "./getLogs.js";

/**
 * eth_getFilterLogs: eth_getLogs with a log filter's object, so the same limits and errors apply.
 * Block and pending transaction filters, unknown and expired ids: -32000 `filter not found`.
 */
export const getFilterLogs = (deps: RpcDeps) => {
  const query = getLogs(deps);
  return ([filterId]: EthGetFilterLogsParams): Promise<RawJson<EthGetFilterLogsResult>> =>
    query([deps.filters.logFilter(filterId)]);
};
