/**
 * After a session moved its subscriptions (session.ts), what they missed is read from the new
 * upstream: newHeads, the heads after the last one delivered (at most `MAX_BACKFILL`), as headers;
 * logs, eth_getLogs with the subscription's filter from the last block with a delivered log, or a
 * few blocks before the lost upstream's last checked head if that is earlier. The caller's
 * `deliver` drops what was delivered already.
 */

export interface Answer {
  result?: unknown;
  error?: unknown;
}

/** A subscription as the backfill reads it. */
export interface Backfilled {
  /** The eth_subscribe params, to subscribe again elsewhere. */
  readonly params: readonly unknown[];
  /** newHeads: the highest head number delivered; logs: the highest block number of a delivered log. */
  lastHead: bigint | undefined;
}

/** Most heads read from the new upstream after a move (older ones are not replayed). */
export const MAX_BACKFILL = 128;
/** Blocks before the lost upstream's last checked head whose logs are read again after a move. */
const LOGS_MARGIN = 2n;
/** Block fields a newHeads header does not have (geth's RPCMarshalHeader). */
const BLOCK_ONLY = ["transactions", "uncles", "size", "totalDifficulty", "withdrawals"];

export function kindOf(sub: Backfilled): unknown {
  return sub.params[0];
}

/** What the clients' subscriptions missed while moving: heads after the last one, logs since the lost head. */
export async function backfill<S extends Backfilled>(
  subs: Iterable<S>,
  lostHead: bigint | undefined,
  request: (msg: Record<string, unknown>) => Promise<Answer>,
  deliver: (sub: S, result: unknown) => void,
): Promise<void> {
  const head = await request({ method: "eth_blockNumber", params: [] });
  if (typeof head.result !== "string") return;
  const now = BigInt(head.result);
  for (const sub of subs) {
    const kind = kindOf(sub);
    if (kind === "newHeads" && sub.lastHead !== undefined) {
      let from = sub.lastHead + 1n;
      if (now - from + 1n > BigInt(MAX_BACKFILL)) from = now - BigInt(MAX_BACKFILL) + 1n;
      for (let n = from; n <= now; n++) {
        const block = await request({
          method: "eth_getBlockByNumber",
          params: [`0x${n.toString(16)}`, false],
        });
        if (typeof block.result !== "object" || block.result === null) break;
        const header = { ...(block.result as Record<string, unknown>) };
        for (const field of BLOCK_ONLY) delete header[field];
        deliver(sub, header);
      }
    } else if (kind === "logs" && lostHead !== undefined) {
      const filter = (sub.params[1] ?? {}) as { address?: unknown; topics?: unknown };
      // blocks after the last log delivered, and after the lost node's last checked head (a
      // notification may have been on its way then: a few blocks before it too; repeats dropped)
      const since = sub.lastHead === undefined || lostHead < sub.lastHead ? lostHead : sub.lastHead;
      let from = since > LOGS_MARGIN ? since - LOGS_MARGIN : 0n;
      if (from > now) continue;
      if (now - from + 1n > BigInt(MAX_BACKFILL)) from = now - BigInt(MAX_BACKFILL) + 1n;
      const logs = await request({
        method: "eth_getLogs",
        params: [
          {
            address: filter.address,
            topics: filter.topics,
            fromBlock: `0x${from.toString(16)}`,
            toBlock: `0x${now.toString(16)}`,
          },
        ],
      });
      if (Array.isArray(logs.result)) for (const log of logs.result) deliver(sub, log);
    }
  }
}
