/**
 * Which upstream gets a call: a healthy one, not lagging more than `maxLag` blocks behind the best
 * head, that has the block the call names (an explicit number in its block parameter); the least
 * busy of those, in turn. Methods that cannot be sent twice, and what is pinned, are decided by the
 * forwarder, not here.
 */
import type { Upstream } from "./upstream.js";

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

  constructor(
    readonly upstreams: readonly Upstream[],
    private readonly maxLag: number,
  ) {}

  /**
   * The upstreams to try for a call, best first: the candidates above (least busy first, ties in
   * turn), then the other healthy ones, then those marked down (a health check may be stale).
   */
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
