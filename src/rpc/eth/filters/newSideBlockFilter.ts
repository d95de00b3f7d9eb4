import type { EthNewSideBlockFilterResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** eth_newSideBlockFilter (core-geth): a filter collecting the hashes of blocks stored off the canonical chain. */
export const newSideBlockFilter = (deps: RpcDeps) => (): EthNewSideBlockFilterResult =>
  deps.filters.newSideBlockFilter();
