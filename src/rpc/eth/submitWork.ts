import type { EthSubmitWorkParams, EthSubmitWorkResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** eth_submitWork: false for anything that is not a solution of current work (none is handed out yet). */
export const submitWork =
  (_deps: RpcDeps) =>
  (_params: EthSubmitWorkParams): EthSubmitWorkResult =>
    false;
