import type { TraceRawTransactionParams, TraceRawTransactionResult } from "../../../generated/types.js";
import type { CallRequest } from "../../chain/call/request.js";
import type { ParityTraceResult } from "../../chain/trace/types.js";
import { parseData } from "../codec/hex.js";
import { parseTraceTypes, replayJson } from "../codec/parity-trace.js";
import { type RpcDeps, requireBlock } from "../deps.js";
import { RawJson } from "../raw-json.js";

/** trace_rawTransaction: a signed transaction run as a call from its sender on the latest state. */
export const rawTransaction =
  (deps: RpcDeps) =>
  async ([raw, traceTypes]: TraceRawTransactionParams): Promise<RawJson<TraceRawTransactionResult>> => {
    const tx = deps.chain.decodeRawTransaction(parseData(raw));
    const { choice, types } = parseTraceTypes(traceTypes);
    const fees =
      "maxFeePerGas" in tx
        ? { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
        : { gasPrice: (tx as { gasPrice: bigint }).gasPrice };
    const req: CallRequest = {
      from: tx.getSenderAddress(),
      to: tx.to,
      gas: tx.gasLimit,
      value: tx.value,
      data: tx.data,
      ...fees,
      ...("accessList" in tx ? { accessList: tx.toJSON().accessList as CallRequest["accessList"] } : {}),
    };
    const resolved = await requireBlock(deps, "latest");
    const opts = { tracer: choice, timeoutMs: deps.callTimeoutMs };
    const result = (await deps.chain.traceCall(req, resolved, opts)) as ParityTraceResult;
    return new RawJson(JSON.stringify(replayJson(result, types)));
  };
