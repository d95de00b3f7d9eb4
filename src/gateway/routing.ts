/**
 * Which upstream gets a call: a healthy one, not lagging more than `maxLag` blocks behind the best
 * head, that has the block the call names (an explicit number in its block parameter); the least
 * busy of those, in turn. A call naming a block by hash goes first to an upstream known to have it
 * (its head, or the last one that answered for that hash); the forwarder tries the others when it
 * answers "not found". Methods that cannot be sent twice, and what is pinned, are decided by the
 * forwarder, not here.
 */
import { Lru } from "../lib/lru.js";
import type { Upstream } from "./upstream.js";

/** Position of the block hash of the methods that name a block only by hash. */
const HASH_PARAM: Readonly<Record<string, number>> = {
  eth_getBlockByHash: 0,
  eth_getBlockTransactionCountByHash: 0,
  eth_getUncleCountByBlockHash: 0,
  eth_getTransactionByBlockHashAndIndex: 0,
  eth_getUncleByBlockHashAndIndex: 0,
  debug_traceBlockByHash: 0,
  ots_getBlockDetailsByHash: 0,
};

/** Most block hashes remembered with the upstream that answered for them. */
const MAX_HOLDERS = 10_000;

const HASH = /^0x[0-9a-fA-F]{64}$/;

/** Position of the block parameter of the methods that take one. */
const BLOCK_PARAM: Readonly<Record<string, number>> = {
  eth_getBalance: 1,
  eth_getCode: 1,
  eth_getTransactionCount: 1,
  eth_getStorageAt: 2,
  eth_call: 1,
  eth_estimateGas: 1,
  eth_createAccessList: 1,
  eth_getProof: 2,
  eth_getBlockByNumber: 0,
  eth_getBlockTransactionCountByNumber: 0,
  eth_getUncleCountByBlockNumber: 0,
  eth_getTransactionByBlockNumberAndIndex: 0,
  eth_getUncleByBlockNumberAndIndex: 0,
  eth_getBlockReceipts: 0,
  debug_traceBlockByNumber: 0,
  debug_traceCall: 1,
};

function numberOf(ref: unknown): bigint | undefined {
  if (typeof ref === "string" && /^0x[0-9a-fA-F]{1,16}$/.test(ref)) return BigInt(ref);
  if (typeof ref === "object" && ref !== null) {
    const n = (ref as { blockNumber?: unknown }).blockNumber;
    if (typeof n === "string" && /^0x[0-9a-fA-F]{1,16}$/.test(n)) return BigInt(n);
  }
  return undefined;
}

/**
 * The block hash a call names (lower case): a by-hash method's hash, an EIP-1898 `{blockHash}` or a
 * bare 32-byte hash as a block parameter (geth reads both), an eth_getLogs `blockHash`.
 */
export function blockHashOf(method: string, params: readonly unknown[]): string | undefined {
  let ref: unknown;
  if (method === "eth_getLogs" || method === "eth_newFilter")
    ref = (params[0] as { blockHash?: unknown } | undefined)?.blockHash;
  else if (HASH_PARAM[method] !== undefined) ref = params[HASH_PARAM[method]];
  else if (BLOCK_PARAM[method] !== undefined) ref = params[BLOCK_PARAM[method]];
  if (typeof ref === "object" && ref !== null) ref = (ref as { blockHash?: unknown }).blockHash;
  return typeof ref === "string" && HASH.test(ref) ? ref.toLowerCase() : undefined;
}

/**
 * An answer saying the named block is not there: null, or an error such as geth's "header for hash
 * not found", "unknown block", "block 0x.. not found". Another upstream may have it.
 */
export function saysNotFound(answer: string): boolean {
  if (/"result"\s*:\s*null\s*}\s*$/.test(answer)) return true;
  if (!answer.includes('"error"')) return false;
  try {
    const { error } = JSON.parse(answer) as { error?: { message?: unknown } };
    return typeof error?.message === "string" && /not found|unknown block/i.test(error.message);
  } catch {
    return false;
  }
}

/** The highest block number a call names explicitly; undefined when it names none. */
export function requiredBlock(method: string, params: readonly unknown[]): bigint | undefined {
  if (method === "eth_getLogs" || method === "eth_newFilter") {
    const filter = params[0] as { fromBlock?: unknown; toBlock?: unknown } | undefined;
    const from = numberOf(filter?.fromBlock);
    const to = numberOf(filter?.toBlock);
    return to ?? from;
  }
  const at = BLOCK_PARAM[method];
  return at === undefined ? undefined : numberOf(params[at]);
}

export class Router {
  private turn = 0;
  /** Block hash -> the upstream that last answered for it. */
  private readonly holders = new Lru<string, Upstream>(MAX_HOLDERS);

  constructor(
    readonly upstreams: readonly Upstream[],
    private readonly maxLag: number,
  ) {}

  /**
   * The upstreams to try for a call, best first: the candidates above (least busy first, ties in
   * turn), then the other healthy ones, then those marked down (a health check may be stale).
   */
  /** The upstreams for a call naming block `hash`: those known to have it first, then `order`'s. */
  orderForHash(hash: string, need: bigint | undefined): Upstream[] {
    const all = this.order(need);
    const known = this.holders.get(hash);
    const holds = (u: Upstream): boolean => u === known || u.head?.hash.toLowerCase() === hash;
    return [...all.filter((u) => u.healthy && holds(u)), ...all.filter((u) => !u.healthy || !holds(u))];
  }

  /** `upstream` answered for block `hash`. */
  learn(hash: string, upstream: Upstream): void {
    this.holders.set(hash, upstream);
  }

  order(need: bigint | undefined): Upstream[] {
    let best: bigint | undefined;
    for (const u of this.upstreams)
      if (u.healthy && u.head !== undefined && (best === undefined || u.head.number > best))
        best = u.head.number;
    const start = this.turn++ % this.upstreams.length;
    const rotated = [...this.upstreams.slice(start), ...this.upstreams.slice(0, start)];
    const fits = (u: Upstream): boolean =>
      u.healthy &&
      u.head !== undefined &&
      (best === undefined || u.head.number + BigInt(this.maxLag) >= best) &&
      (need === undefined || u.head.number >= need);
    const first = rotated.filter(fits).sort((a, b) => a.inFlight - b.inFlight);
    const healthy = rotated.filter((u) => u.healthy && !first.includes(u));
    const down = rotated.filter((u) => !u.healthy);
    return [...first, ...healthy, ...down];
  }
}
