// Frames give their memory container and stack back for reuse (frame-interpreter.ts `release`)
// only while no listener of the EVM's events can keep what a frame hands it. The console recorder,
// which the node runs for every eth_call while anyone prints console.log lines (the CLI always
// does), keeps nothing: with it listening, frames must still be reused (when they were not, a loop
// of STATICCALLs allocated an 8 KiB container and a stack per frame, and ran up to 2.4x slower in
// the GC).
import { EventEmitter } from "eventemitter3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ConsoleRecorder } from "../../src/chain/console/recorder.js";
import type { ChainNode } from "../../src/chain/index.js";
import { pooled } from "../../src/engine/frames/frame-interpreter.js";
import { nothingKept, onBeforeMessageKeepingNothing } from "../../src/engine/frames/listeners.js";
import { openTestNode, send } from "../helpers/chain.js";

/** Runtime: called with no data, STATICCALLs itself 100 times (with one byte of data, it stops). */
const LOOP_RUNTIME = "3660195760645b5f5f60015f305afa506001900380600657005b00";
const initCode = (runtime: string) => {
  const length = (runtime.length / 2).toString(16).padStart(2, "0");
  return `0x60${length}8060095f395ff3${runtime}`;
};

describe("frames' memory and stacks reused while only the console recorder listens", () => {
  it("tells listeners that keep nothing from the others", () => {
    const events = new EventEmitter();
    const foreign = () => {};
    expect(nothingKept(events)).toBe(true);
    const unlisten = onBeforeMessageKeepingNothing(events, () => {});
    expect(nothingKept(events)).toBe(true);
    events.on("beforeMessage", foreign);
    expect(nothingKept(events)).toBe(false);
    events.off("beforeMessage", foreign);
    events.on("step", foreign);
    expect(nothingKept(events)).toBe(false);
    events.off("step", foreign);
    expect(nothingKept(events)).toBe(true);
    unlisten();
    expect(nothingKept(events)).toBe(true);
    events.on("afterMessage", foreign);
    expect(nothingKept(events)).toBe(false);
  });

  let node: ChainNode;
  beforeAll(async () => {
    node = await openTestNode({ accounts: 2 });
  });
  afterAll(() => node.close());

  it("gives the containers of an eth_call's 100 frames back while console.log lines are printed", async () => {
    const [owner] = node.chain.config.devAccounts;
    const deployed = await send(node, owner.privateKey, {
      nonce: 0n,
      data: initCode(LOOP_RUNTIME),
      gasLimit: 200_000n,
    });
    const to = deployed.result.createdAddress;
    expect(to).toBeDefined();
    const printed: unknown[] = [];
    node.chain.events.on("consoleLog", (_source, output) => printed.push(output));
    const start = vi.spyOn(ConsoleRecorder, "start");
    for (let i = 0; i < 3; i++) {
      const answer = await node.executor.callPrinting(
        { from: owner.address, to, gas: 5_000_000n + BigInt(i) },
        node.chain.head,
        { timeoutMs: 0 },
      );
      expect(answer.returnData.length).toBe(0);
      // 100 frames each took a container: had none come back, the pool (32 at most) would be empty
      expect(pooled().containers).toBeGreaterThan(0);
      expect(pooled().stacks).toBeGreaterThan(0);
    }
    // the recorder did listen to each call
    expect(start.mock.results.map((r) => r.value instanceof ConsoleRecorder)).toEqual([true, true, true]);
    expect(printed).toEqual([]);
    start.mockRestore();
  });
});
