import type {
  OtsTraceEntry,
  OtsTraceTransactionParams,
  OtsTraceTransactionResult,
} from "../../../../generated/types.js";
import { address, data, parseData, quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { topFrame, walk } from "./frames.js";

/** ots_traceTransaction: the call and creation frames depth-first; [] for an unknown hash, as Anvil. */
export const traceTransaction =
  (deps: RpcDeps) =>
  async ([hash]: OtsTraceTransactionParams): Promise<OtsTraceTransactionResult> => {
    const top = await topFrame(deps, parseData(hash));
    if (!top) return [];
    const out: OtsTraceEntry[] = [];
    for (const { frame, depth } of walk(top)) {
      if (frame.type === "SELFDESTRUCT") continue;
      const carriesValue = frame.type !== "STATICCALL" && frame.type !== "DELEGATECALL";
      out.push({
        type: frame.type as OtsTraceEntry["type"],
        depth,
        from: address(frame.from),
        to: frame.to ? address(frame.to) : "0x0000000000000000000000000000000000000000",
        value: quantity(carriesValue ? (frame.value ?? 0n) : 0n),
        input: data(frame.input),
        output: data(frame.output ?? new Uint8Array(0)),
      });
    }
    return out;
  };
