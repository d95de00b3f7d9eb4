import type { Address } from "@ethereumjs/util";
import type {
  OtsGetContractCreatorParams,
  OtsGetContractCreatorResult,
} from "../../../../generated/types.js";
import type { CallFrame, CallTraceResult } from "../../../chain/trace/types.js";
import { address, data, parseAddress } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** EIP-6780 (Cancun): SELFDESTRUCT deletes a contract only in the transaction that created it. */
const EIP_6780 = 6780;
/** history transactions read per page while looking for a block without the code */
const PAGE = 100;

async function hasCodeAt(deps: RpcDeps, n: bigint, who: Address): Promise<boolean> {
  const block = await deps.chain.blockByNumber(n);
  if (!block) return false;
  return (await (await deps.chain.stateAt(block)).getCode(who)).length > 0;
}

/**
 * The latest block below the head whose state has no code at `who`, among the blocks of its
 * address history (code appears and goes only with a transaction touching it); undefined if none.
 */
async function lastBlockWithout(deps: RpcDeps, who: Address, head: bigint): Promise<bigint | undefined> {
  let before = head;
  for (;;) {
    const { txs, more } = await deps.chain.addressHistory(who, { before }, PAGE);
    for (const { block } of txs) {
      const n = block.header.number;
      if (n < before) {
        before = n;
        if (!(await hasCodeAt(deps, n, who))) return n;
      }
    }
    if (!more || txs.length === 0) return undefined;
  }
}

/** The first block in (lo, hi] with the code, when every block from it to hi has it. */
async function firstWithCode(deps: RpcDeps, who: Address, lo: bigint, hi: bigint): Promise<bigint> {
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n;
    if (await hasCodeAt(deps, mid, who)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Each creation of `who` that took effect (it and every frame above it succeeded), in order. */
function* creations(frame: CallFrame, who: Address): Generator<CallFrame> {
  if (frame.error !== undefined) return;
  if ((frame.type === "CREATE" || frame.type === "CREATE2") && frame.to?.equals(who)) yield frame;
  for (const call of frame.calls) yield* creations(call, who);
}

/**
 * ots_getContractCreator: the creation of the code the address has at the head, as Anvil and Erigon
 * answer it (the latest deployment). The block where that code appeared: under EIP-6780 the code
 * stays once a block ends with it, so a binary search over the archived states finds it; before
 * it, a SELFDESTRUCT may have removed an earlier deployment, so the search starts above the latest
 * block of the address's history without the code. In that block, the last creation of the address
 * that took effect is the answer: an earlier one of the same block was destroyed by its own
 * transaction (EIP-6780) or undone with a reverting caller.
 */
export const getContractCreator =
  (deps: RpcDeps) =>
  async ([addr]: OtsGetContractCreatorParams): Promise<OtsGetContractCreatorResult> => {
    const who = parseAddress(addr);
    const head = deps.chain.head().header.number;
    if (!(await hasCodeAt(deps, head, who))) return null;
    const lo = deps.chain.eipActive(EIP_6780) ? 0n : ((await lastBlockWithout(deps, who, head)) ?? 0n);
    // code from the genesis alloc: no creator
    if (lo === 0n && (await hasCodeAt(deps, 0n, who))) return null;
    const block = (await deps.chain.blockByNumber(await firstWithCode(deps, who, lo, head)))!;
    const entries = await deps.chain.traceBlock(block, {
      tracer: { kind: "callTracer", config: { onlyTopCall: false, withLog: false } },
      timeoutMs: deps.callTimeoutMs,
    });
    for (const entry of [...entries].reverse()) {
      const top = (entry.result as CallTraceResult | undefined)?.frame;
      const last = top ? [...creations(top, who)].at(-1) : undefined;
      if (last) return { hash: data(entry.txHash), creator: address(last.from) };
    }
    // code placed by a dev edit (hardhat_setCode): no creator
    return null;
  };
