/**
 * What several gateway instances share through Redis (`--redis URL`): the token buckets of keys and
 * IP addresses (one atomic Lua script per take, on Redis's clock, so N instances hold a key to one
 * limit) and the answer cache (entries expire after `CACHE_TTL_S`; a set per block number lists the
 * entries of that block, so a reorganization seen by any instance drops the replaced ones for all).
 *
 * Redis unreachable: every operation answers "not now" at once (no offline queue, a short command
 * timeout) and the gateway uses its local buckets and cache; said once in the log, and in
 * `powgate_gateway_redis_up`. ioredis reconnects by itself; the shared state is used again then.
 */
import { Redis } from "ioredis";
import type { Take } from "../access/buckets.js";
import type { SharedBuckets } from "../access/gate.js";
import type { Logger } from "../log.js";
import type { CachedAnswer } from "./cache.js";

const PREFIX = "powgate:gw:";
/** Shared cache entries live this long (a final answer could live forever; memory could not). */
const CACHE_TTL_S = 3600;

const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local n = tonumber(ARGV[3])
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1])
local at = tonumber(b[2])
if tokens == nil or at == nil then tokens = burst; at = now end
tokens = math.min(burst, tokens + (now - at) / 1000 * rate)
local ok = 0
if n <= tokens then tokens = math.min(burst, tokens - n); ok = 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
if ok == 1 then return {1, '0'} end
return {0, tostring(math.ceil((n - tokens) / rate))}
`;

export interface SharedState extends SharedBuckets {
  /** Connected (the last command or connection event went through). */
  readonly up: boolean;
  /** Operations that fell back to local state because Redis did not answer. */
  readonly fallbacks: number;
  getAnswer(key: string): Promise<CachedAnswer | undefined>;
  setAnswer(key: string, answer: CachedAnswer): void;
  /** Block numbers from `from` to `to` that have shared entries (at most `max`). */
  blockNumbers(from: bigint, to: bigint, max: number): Promise<bigint[]>;
  /** Drops the shared entries of block `number` whose hash is not `canonical`; how many. */
  dropReplaced(number: bigint, canonical: string): Promise<number>;
  close(): Promise<void>;
}

export function connectShared(url: string, logger: Logger, commandTimeoutMs = 250): SharedState {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(100 * times, 1000),
    lazyConnect: false,
  });
  redis.defineCommand("powgateTake", { numberOfKeys: 1, lua: TAKE });
  let up = false;
  let fallbacks = 0;
  let said: "up" | "down" | undefined;
  const where = url.replace(/\/\/[^@/]*@/, "//***@"); // never a password in the log
  const markUp = (): void => {
    up = true;
    if (said !== "up") logger.info({ redis: where }, "gateway: redis connected: limits and cache shared");
    said = "up";
  };
  const markDown = (err?: unknown): void => {
    up = false;
    if (said !== "down")
      logger.warn(
        { redis: where, error: err instanceof Error ? err.message : undefined },
        "gateway: redis unreachable: local limits and cache until it is back",
      );
    said = "down";
  };
  redis.on("ready", markUp);
  redis.on("error", (err) => markDown(err));
  redis.on("close", () => {
    if (up) markDown();
  });

  async function attempt<T>(op: () => Promise<T>): Promise<T | undefined> {
    if (!up) {
      fallbacks++;
      return undefined;
    }
    try {
      return await op();
    } catch (err) {
      fallbacks++;
      markDown(err);
      return undefined;
    }
  }

  const blockKey = (n: bigint) => `${PREFIX}blk:${n}`;
  return {
    get up() {
      return up;
    },
    get fallbacks() {
      return fallbacks;
    },
    async take(who, n, rate, burst): Promise<Take | undefined> {
      const answer = await attempt(() =>
        (redis as unknown as { powgateTake(...a: unknown[]): Promise<[number, string]> }).powgateTake(
          `${PREFIX}bucket:${who}`,
          rate,
          burst,
          n,
        ),
      );
      if (answer === undefined) return undefined;
      if (answer[0] === 1) return { ok: true, retryAfter: 0 };
      return { ok: false, retryAfter: n > burst ? Number.POSITIVE_INFINITY : Math.max(1, Number(answer[1])) };
    },
    async getAnswer(key) {
      const text = await attempt(() => redis.get(`${PREFIX}answer:${key}`));
      if (text === undefined || text === null) return undefined;
      try {
        const { result, number, hash } = JSON.parse(text) as {
          result: string;
          number?: string;
          hash?: string;
        };
        return number === undefined || hash === undefined
          ? { result }
          : { result, block: { number: BigInt(number), hash } };
      } catch {
        return undefined;
      }
    },
    setAnswer(key, answer) {
      const value = JSON.stringify({
        result: answer.result,
        number: answer.block?.number.toString(),
        hash: answer.block?.hash,
      });
      void attempt(async () => {
        const m = redis.multi().set(`${PREFIX}answer:${key}`, value, "EX", CACHE_TTL_S);
        if (answer.block)
          m.sadd(blockKey(answer.block.number), key).expire(blockKey(answer.block.number), CACHE_TTL_S);
        await m.exec();
      });
    },
    async blockNumbers(from, to, max) {
      const numbers: bigint[] = [];
      for (let n = from; n <= to && numbers.length < max; n++) numbers.push(n);
      if (numbers.length === 0) return [];
      const exists = await attempt(async () => {
        const p = redis.pipeline();
        for (const n of numbers) p.exists(blockKey(n));
        return (await p.exec()) ?? [];
      });
      if (exists === undefined) return [];
      return numbers.filter((_, i) => exists[i]?.[1] === 1);
    },
    async dropReplaced(number, canonical) {
      const dropped = await attempt(async () => {
        const keys = await redis.smembers(blockKey(number));
        let count = 0;
        for (const key of keys) {
          const text = await redis.get(`${PREFIX}answer:${key}`);
          const hash = text === null ? undefined : (JSON.parse(text) as { hash?: string }).hash;
          if (hash !== canonical) {
            await redis.multi().del(`${PREFIX}answer:${key}`).srem(blockKey(number), key).exec();
            if (text !== null) count++;
          }
        }
        return count;
      });
      return dropped ?? 0;
    },
    async close() {
      redis.disconnect();
    },
  };
}
