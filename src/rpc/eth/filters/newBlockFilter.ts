import type { EthNewBlockFilterResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** eth_newBlockFilter: a filter collecting the hashes of new canonical blocks. */
export const newBlockFilter = (deps: RpcDeps) => (): EthNewBlockFilterResult => deps.filters.newBlockFilter();
