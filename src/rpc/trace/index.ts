import type { TraceHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { block } from "./block.js";
import { call } from "./call.js";
import { callMany } from "./callMany.js";
import { filter } from "./filter.js";
import { get } from "./get.js";
import { rawTransaction } from "./rawTransaction.js";
import { replayBlockTransactions } from "./replayBlockTransactions.js";
import { replayTransaction } from "./replayTransaction.js";
import { transaction } from "./transaction.js";

/** The trace_* methods (OpenEthereum's trace module): one handler per file. */
export function createTraceHandlers(deps: RpcDeps) {
  return {
    transaction: transaction(deps),
    block: block(deps),
    get: get(deps),
    filter: filter(deps),
    call: call(deps),
    callMany: callMany(deps),
    rawTransaction: rawTransaction(deps),
    replayTransaction: replayTransaction(deps),
    replayBlockTransactions: replayBlockTransactions(deps),
  } satisfies TraceHandlers<RpcContext>;
}
