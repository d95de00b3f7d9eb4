import type { DebugHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { getRawBlock } from "./getRawBlock.js";
import { getRawHeader } from "./getRawHeader.js";
import { getRawReceipts } from "./getRawReceipts.js";
import { getRawTransaction } from "./getRawTransaction.js";
import { traceBlockByHash } from "./traceBlockByHash.js";
import { traceBlockByNumber } from "./traceBlockByNumber.js";
import { traceCall } from "./traceCall.js";
import { traceTransaction } from "./traceTransaction.js";

/** The debug_* methods: one handler per file, checked against the generated interface. */
export function createDebugHandlers(deps: RpcDeps) {
  return {
    getRawBlock: getRawBlock(deps),
    getRawHeader: getRawHeader(deps),
    getRawReceipts: getRawReceipts(deps),
    getRawTransaction: getRawTransaction(deps),
    traceTransaction: traceTransaction(deps),
    traceCall: traceCall(deps),
    traceBlockByNumber: traceBlockByNumber(deps),
    traceBlockByHash: traceBlockByHash(deps),
  } satisfies DebugHandlers<RpcContext>;
}
