/**
 * A forked node's reads of the remote's own history: blocks, transactions, receipts and logs at or
 * before the fork block, and state below it, are the remote's answers (kept in a bounded cache:
 * that history does not change). The fork block itself is local (its state is read lazily through
 * the forked trie) except for its body, which only the remote has, when its header is the remote's.
 */
import type { Handlers } from "../../../generated/handlers.js";
import type { ForkPoint } from "../../chain/fork/setup.js";
import { Lru } from "../../lib/lru.js";
import type { RpcContext } from "../context.js";
import { blockNumberOf } from "./block-param.js";
import { withExplorerForkReads } from "./forward-explorer.js";

/** Forwarded answers kept in memory (a block with its transactions is a few KB); all of them on disk. */
const CACHED_ANSWERS = 2_048;

export interface ForkReads {
  point: ForkPoint;
  /** the local first block is the remote's fork block header exactly (same hash) */
  exact: boolean;
}

type Handler = (params: never, ctx: RpcContext) => unknown;

/** Which param names a block, and whether the fork block itself is read from the remote. */
const BY_NUMBER: Record<string, { at: number; body: boolean }> = {
  getBalance: { at: 1, body: false },
  getTransactionCount: { at: 1, body: false },
  getCode: { at: 1, body: false },
  getStorageAt: { at: 2, body: false },
  call: { at: 1, body: false },
  estimateGas: { at: 1, body: false },
  createAccessList: { at: 1, body: false },
  getProof: { at: 2, body: true },
  getBlockByNumber: { at: 0, body: true },
  getBlockTransactionCountByNumber: { at: 0, body: true },
  getTransactionByBlockNumberAndIndex: { at: 0, body: true },
  getUncleCountByBlockNumber: { at: 0, body: true },
  getUncleByBlockNumberAndIndex: { at: 0, body: true },
  getBlockReceipts: { at: 0, body: true },
};

/** Methods by block hash or transaction hash: the remote's answer when the local chain has none. */
const BY_HASH = [
  "getBlockByHash",
  "getBlockTransactionCountByHash",
  "getTransactionByBlockHashAndIndex",
  "getUncleCountByBlockHash",
  "getUncleByBlockHashAndIndex",
  "getTransactionByHash",
  "getTransactionReceipt",
];

/** A call of the remote whose answer is kept (in memory, bounded, and in the fork cache on disk). */
export type RemoteRead = (method: string, params: unknown[]) => Promise<unknown>;

/** The remote's answers about its history up to the fork block: fixed, so kept once read. */
export function cachedRemote(fork: ForkReads): RemoteRead {
  const cache = new Lru<string, unknown>(CACHED_ANSWERS);
  const forkNumber = fork.point.blockNumber;
  return async (method: string, params: unknown[]): Promise<unknown> => {
    const key = `${method}${JSON.stringify(params)}`;
    const known = cache.get(key) ?? (await fork.point.cache.getJson(key));
    if (known !== undefined) {
      cache.set(key, known);
      return known;
    }
    const answer = await fork.point.remote.call(method, params);
    // a transaction or block the remote added after the fork block is not this chain's
    if (isAfterFork(answer, forkNumber)) return null;
    if (answer !== null) {
      cache.set(key, answer);
      await fork.point.cache.putJson(key, answer);
    }
    return answer;
  };
}

export function withForkReads(handlers: Handlers<RpcContext>, fork: ForkReads): Handlers<RpcContext> {
  const forkNumber = fork.point.blockNumber;
  const forkHash = String(fork.point.facts.block.hash).toLowerCase();
  const remote = cachedRemote(fork);
  const eth = { ...handlers.eth } as unknown as Record<string, Handler>;
  const local = handlers.eth as unknown as Record<string, Handler>;
  for (const [name, { at, body }] of Object.entries(BY_NUMBER)) {
    const own = local[name];
    if (own === undefined) continue;
    eth[name] = ((params: unknown[], ctx: RpcContext) => {
      const number = blockNumberOf(params[at]);
      const remoteHas =
        number !== undefined && (number < forkNumber || (body && fork.exact && number === forkNumber));
      return remoteHas ? remote(`eth_${name}`, params) : own(params as never, ctx);
    }) as Handler;
  }
  for (const name of BY_HASH) {
    const own = local[name];
    if (own === undefined) continue;
    eth[name] = (async (params: unknown[], ctx: RpcContext) => {
      const isForkBlock = fork.exact && String(params[0]).toLowerCase() === forkHash;
      if (!isForkBlock) {
        const mine = await own(params as never, ctx);
        if (mine !== null && mine !== undefined) return mine;
      }
      return remote(`eth_${name}`, params);
    }) as Handler;
  }
  const getLogs = local.getLogs;
  if (getLogs !== undefined) eth.getLogs = forwardedLogs(getLogs, remote, forkNumber) as Handler;
  return withExplorerForkReads(
    { ...handlers, eth: eth as unknown as Handlers<RpcContext>["eth"] },
    fork,
    remote,
    handlers,
  );
}

/**
 * eth_getLogs over a range that starts at or before the fork block: the remote's logs up to the
 * fork block, then the local chain's (blockHash filters: the local chain's, else the remote's).
 */
function forwardedLogs(
  own: Handler,
  remote: (method: string, params: unknown[]) => Promise<unknown>,
  forkNumber: bigint,
): Handler {
  return (async (params: unknown[], ctx: RpcContext) => {
    const filter = (params[0] ?? {}) as Record<string, unknown>;
    if (filter.blockHash !== undefined) {
      const mine = (await own(params as never, ctx)) as unknown[];
      return mine.length > 0 ? mine : remote("eth_getLogs", params);
    }
    const from = blockNumberOf(filter.fromBlock ?? "latest");
    if (from === undefined || from > forkNumber) return own(params as never, ctx);
    const to = blockNumberOf(filter.toBlock ?? "latest");
    const remoteTo = to === undefined || to > forkNumber ? forkNumber : to;
    const theirs = (await remote("eth_getLogs", [{ ...filter, toBlock: hex(remoteTo) }])) as unknown[];
    if (to !== undefined && to <= forkNumber) return theirs;
    const mine = (await own([{ ...filter, fromBlock: hex(forkNumber + 1n) }] as never, ctx)) as unknown[];
    return [...theirs, ...mine];
  }) as Handler;
}

function isAfterFork(answer: unknown, forkNumber: bigint): boolean {
  if (typeof answer !== "object" || answer === null || !("blockNumber" in answer || "number" in answer))
    return false;
  const record = answer as { blockNumber?: unknown; number?: unknown };
  const number = blockNumberOf(record.blockNumber ?? record.number);
  return number !== undefined && number > forkNumber;
}

function hex(n: bigint): string {
  return `0x${n.toString(16)}`;
}
