import type { Address } from "@ethereumjs/util";
import type {
  OtsGetContractCreatorParams,
  OtsGetContractCreatorResult,
} from "../../../../generated/types.js";
import type { CallTraceResult } from "../../../chain/trace/types.js";
import { address, data, parseAddress } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { walk } from "../trace/frames.js";

async function hasCodeAt(deps: RpcDeps, n: bigint, who: Address): Promise<boolean> {
  const block = await deps.chain.blockByNumber(n);
  if (!block) return false;
  return (await (await deps.chain.stateAt(block)).getCode(who)).length > 0;
}

/**
 * ots_getContractCreator: the first block whose state has the code (a binary search over the
 * archived states), then the frame of its transactions that created it.
 */
export const getContractCreator =
  (deps: RpcDeps) =>
  async ([addr]: OtsGetContractCreatorParams): Promise<OtsGetContractCreatorResult> => {
    const who = parseAddress(addr);
    const head = deps.chain.head().header.number;
    if (!(await hasCodeAt(deps, head, who)) || (await hasCodeAt(deps, 0n, who))) return null;
    let lo = 0n; // no code
    let hi = head; // code
    while (hi - lo > 1n) {
      const mid = (lo + hi) / 2n;
      if (await hasCodeAt(deps, mid, who)) hi = mid;
      else lo = mid;
    }
    const block = (await deps.chain.blockByNumber(hi))!;
    const entries = await deps.chain.traceBlock(block, {
      tracer: { kind: "callTracer", config: { onlyTopCall: false, withLog: false } },
      timeoutMs: deps.callTimeoutMs,
    });
    for (const entry of entries) {
      const top = (entry.result as CallTraceResult | undefined)?.frame;
      if (!top) continue;
      for (const { frame } of walk(top)) {
        const creation = frame.type === "CREATE" || frame.type === "CREATE2";
        if (creation && frame.error === undefined && frame.to?.equals(who)) {
          return { hash: data(entry.txHash), creator: address(frame.from) };
        }
      }
    }
    // code placed by a dev edit (hardhat_setCode): no creator
    return null;
  };
