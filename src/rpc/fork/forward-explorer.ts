/**
 * A forked node's tracing and explorer methods (trace_*, ots_*, debug_trace*, debug_getRaw*,
 * erigon_getHeaderByNumber) on the remote's history: a block at or below the fork block, or a
 * transaction or block hash the local chain does not have, is the remote's to answer, so the call
 * goes there (its answer kept as the other forwarded reads). A remote without the method (geth has
 * no trace_* or ots_*) answers -32601, which reaches the caller as -32000 `fork remote failed: the
 * fork's remote answered <method> with: ...`. Calls on the fork block's state (trace_call at the
 * fork block) are local: that state is read lazily here. Searches across the fork (trace_filter,
 * ots_search*, ots_getContractCreator, ots_getTransactionBySenderAndNonce) stay local: they see the
 * local blocks only.
 */
import type { Handlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import { blockNumberOf } from "./block-param.js";
import type { ForkReads, RemoteRead } from "./forward.js";

type Handler = (params: never, ctx: RpcContext) => unknown;
type Table = Record<string, Handler>;

/**
 * By block number: which param names the block, and whether the fork block itself is the remote's
 * (`body`: its transactions, which only the remote has) or local (`state`: a call on its state).
 */
const BY_NUMBER: Record<string, Record<string, { at: number; body: boolean }>> = {
  trace: {
    block: { at: 0, body: true },
    replayBlockTransactions: { at: 0, body: true },
    call: { at: 2, body: false },
    callMany: { at: 1, body: false },
  },
  debug: {
    traceBlockByNumber: { at: 0, body: true },
    traceCall: { at: 1, body: false },
    getRawBlock: { at: 0, body: true },
    getRawReceipts: { at: 0, body: true },
  },
  ots: {
    getBlockDetails: { at: 0, body: true },
    getBlockTransactions: { at: 0, body: true },
    hasCode: { at: 1, body: false },
  },
  erigon: { getHeaderByNumber: { at: 0, body: true } },
};

/** By transaction hash (param 0): the remote's when the local chain does not have it. */
const BY_TRANSACTION: Record<string, string[]> = {
  trace: ["transaction", "get", "replayTransaction"],
  debug: ["traceTransaction", "getRawTransaction"],
  ots: ["getInternalOperations", "getTransactionError", "traceTransaction"],
};

/** By block hash (param 0): the remote's when the local chain does not have it. */
const BY_BLOCK_HASH: Record<string, string[]> = {
  debug: ["traceBlockByHash"],
  ots: ["getBlockDetailsByHash"],
};

export function withExplorerForkReads(
  handlers: Handlers<RpcContext>,
  fork: ForkReads,
  remote: RemoteRead,
  /** the handlers before any forwarding: what the local chain itself has */
  local: Handlers<RpcContext>,
): Handlers<RpcContext> {
  const forkNumber = fork.point.blockNumber;
  const forkHash = String(fork.point.facts.block.hash).toLowerCase();
  const localEth = local.eth as unknown as Table;
  const hasTransaction = async (hash: unknown, ctx: RpcContext) =>
    (await localEth.getTransactionByHash!([hash] as never, ctx)) != null;
  const hasBlock = async (hash: unknown, ctx: RpcContext) =>
    !(fork.exact && String(hash).toLowerCase() === forkHash) &&
    (await localEth.getBlockByHash!([hash, false] as never, ctx)) != null;
  const out = { ...handlers } as unknown as Record<string, Table>;
  for (const namespace of new Set([
    ...Object.keys(BY_NUMBER),
    ...Object.keys(BY_TRANSACTION),
    ...Object.keys(BY_BLOCK_HASH),
  ])) {
    const own = (handlers as unknown as Record<string, Table | undefined>)[namespace];
    if (own === undefined) continue;
    const table: Table = { ...own };
    for (const [name, { at, body }] of Object.entries(BY_NUMBER[namespace] ?? {})) {
      const mine = own[name];
      if (mine === undefined) continue;
      table[name] = ((params: unknown[], ctx: RpcContext) => {
        const param = params[at];
        // ots_* and erigon_* name blocks by a plain JSON number
        const number =
          typeof param === "number" && Number.isSafeInteger(param) ? BigInt(param) : blockNumberOf(param);
        const remoteHas = number !== undefined && (number < forkNumber || (body && number === forkNumber));
        return remoteHas ? remote(`${namespace}_${name}`, params) : mine(params as never, ctx);
      }) as Handler;
    }
    for (const name of BY_TRANSACTION[namespace] ?? []) {
      const mine = own[name];
      if (mine === undefined) continue;
      table[name] = (async (params: unknown[], ctx: RpcContext) =>
        (await hasTransaction(params[0], ctx))
          ? mine(params as never, ctx)
          : remote(`${namespace}_${name}`, params)) as Handler;
    }
    for (const name of BY_BLOCK_HASH[namespace] ?? []) {
      const mine = own[name];
      if (mine === undefined) continue;
      table[name] = (async (params: unknown[], ctx: RpcContext) =>
        (await hasBlock(params[0], ctx))
          ? mine(params as never, ctx)
          : remote(`${namespace}_${name}`, params)) as Handler;
    }
    out[namespace] = table;
  }
  return out as unknown as Handlers<RpcContext>;
}
