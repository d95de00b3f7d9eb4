// Flat traces placed in their block: a mined transaction's, a block's (with the reward traces of
// a proof-of-work block after them, as OpenEthereum and core-geth list them), a range's.
import type { Block } from "@ethereumjs/block";
import { TraceTimeoutError } from "../../../generated/errors.js";
import type { LocatedParityTrace, ParityTrace } from "../../chain/trace/parity.js";
import type { ParityTraceResult, TraceOptions } from "../../chain/trace/types.js";
import type { RpcDeps } from "../deps.js";

export function parityOptions(deps: RpcDeps, stateDiff = false): TraceOptions {
  return { tracer: { kind: "parity", stateDiff }, timeoutMs: deps.callTimeoutMs };
}

function place(
  traces: readonly ParityTrace[],
  block: Block,
  txHash: Uint8Array | null,
  position: number | null,
): LocatedParityTrace[] {
  const blockHash = block.hash();
  return traces.map((t) => ({
    ...t,
    blockHash,
    blockNumber: block.header.number,
    transactionHash: txHash,
    transactionPosition: position,
  }));
}

/** A mined transaction's traces; undefined for a hash in no canonical block. */
export async function transactionTraces(
  deps: RpcDeps,
  hash: Uint8Array,
): Promise<LocatedParityTrace[] | undefined> {
  const mined = await deps.chain.minedTransaction(hash);
  if (!mined) return undefined;
  const result = (await deps.chain.traceTransaction(hash, parityOptions(deps))) as ParityTraceResult;
  return place(result.trace, mined.block, hash, mined.index);
}

/** Every transaction's traces in order, then the block reward and each uncle's. */
export async function blockTraces(deps: RpcDeps, block: Block): Promise<LocatedParityTrace[]> {
  const out: LocatedParityTrace[] = [];
  if (block.header.number === 0n) return out;
  const entries = await deps.chain.traceBlock(block, parityOptions(deps));
  entries.forEach((entry, i) => {
    // past the time limit the block's later transactions carry the reason instead of a result
    if (entry.error !== undefined) throw new TraceTimeoutError(entry.error);
    const result = entry.result as ParityTraceResult;
    out.push(...place(result.trace, block, entry.txHash, i));
  });
  out.push(...place(rewardTraces(deps, block), block, null, null));
  return out;
}

/** core-geth's reward traces: the miner's (with its uncle inclusion reward), then each uncle's. */
export function rewardTraces(deps: RpcDeps, block: Block): ParityTrace[] {
  const rewards = deps.chain.blockRewards(block);
  const trace = (author: ParityTrace["action"] & { kind: "reward" }): ParityTrace => ({
    action: author,
    result: null,
    subtraces: 0,
    traceAddress: [],
  });
  return [
    trace({ kind: "reward", author: block.header.coinbase, rewardType: "block", value: rewards.miner }),
    ...block.uncleHeaders.map((uncle, i) =>
      trace({ kind: "reward", author: uncle.coinbase, rewardType: "uncle", value: rewards.uncles[i] ?? 0n }),
    ),
  ];
}
