// Automine's wait for the next burst of concurrent clients (src/chain/miner/batching.ts): it ends
// when as many transactions as the last block's are in the pool, after a quiet spell without an
// arrival, or at its limit; every arrival restarts the quiet spell.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Gathering } from "../../src/chain/miner/batching.js";
import type { TxPool } from "../../src/chain/pool/txpool.js";

describe("Gathering", () => {
  let pool: { size: number };
  let gathering: Gathering;
  let ended: boolean;
  const start = (expected: number, maxMs: number, quietMs: number) => {
    ended = false;
    gathering.wait(expected, maxMs, quietMs).then(() => {
      ended = true;
    });
  };
  const arrive = () => {
    pool.size++;
    gathering.arrived();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    pool = { size: 0 };
    gathering = new Gathering(pool as unknown as TxPool);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ends at once when the pool already holds as many", async () => {
    pool.size = 3;
    start(3, 12, 4);
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(true);
  });

  it("ends when the expected number arrived, before any timer", async () => {
    start(3, 12, 4);
    for (let i = 0; i < 2; i++) {
      await vi.advanceTimersByTimeAsync(1);
      arrive();
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(false);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(true);
  });

  it("goes on while clients keep coming, each arrival restarting the quiet spell", async () => {
    start(16, 12, 4);
    // one every 3 ms: each within the quiet spell of the last
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(3);
      arrive();
      expect(ended).toBe(false);
    }
    // 9 ms in: quiet until 13, but the limit ends it at 12
    await vi.advanceTimersByTimeAsync(2);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toBe(true);
  });

  it("ends after the quiet spell without an arrival", async () => {
    start(16, 12, 4);
    await vi.advanceTimersByTimeAsync(3);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toBe(true);
    // a late arrival after the end changes nothing
    arrive();
    expect(ended).toBe(true);
  });
});
