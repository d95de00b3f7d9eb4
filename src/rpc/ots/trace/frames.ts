// A mined transaction's call frames (geth's callTracer), the ground of ots_traceTransaction,
// ots_getInternalOperations and ots_getTransactionError.
import type { CallFrame, CallTraceResult } from "../../../chain/trace/types.js";
import type { RpcDeps } from "../../deps.js";

/** The top frame, or undefined for a hash in no canonical block. */
export async function topFrame(deps: RpcDeps, hash: Uint8Array): Promise<CallFrame | undefined> {
  if (!(await deps.chain.minedTransaction(hash))) return undefined;
  const result = (await deps.chain.traceTransaction(hash, {
    tracer: { kind: "callTracer", config: { onlyTopCall: false, withLog: false } },
    timeoutMs: deps.callTimeoutMs,
  })) as CallTraceResult;
  return result.frame;
}

/** Every frame depth-first with its depth (0: the transaction's own). */
export function* walk(frame: CallFrame, depth = 0): Generator<{ frame: CallFrame; depth: number }> {
  yield { frame, depth };
  for (const call of frame.calls) yield* walk(call, depth + 1);
}
