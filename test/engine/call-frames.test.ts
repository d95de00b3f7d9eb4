// Call frames against EthereumJS's: every kind of call (CALL, CALLCODE, DELEGATECALL, STATICCALL)
// of every kind of target (itself, a second contract, empty, funded and absent accounts,
// precompiles), with and without value, against callees that return more or less than the output
// area, revert, fail, run out of gas, store, log, call back or are empty; on powgate's inner frames
// (inner-call.ts, frame-interpreter.ts, execute-call.ts), with message events listened to on both
// EVMs and compared, and on the stock Interpreter.call* and constructor that they fall back to.
// What is compared: test/helpers/frames.ts.
import { hexToBytes } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { rng } from "../helpers/rng.js";
import { type BothOptions, both, CALLEE, CONTRACT, installOurs, TARGETS } from "./helpers/frames.js";

beforeAll(installOurs);

async function everyCall(opts: BothOptions): Promise<void> {
  // the caller copies its calldata to memory, calls with it, stores its balance (SELFBALANCE: the
  // account re-read after a call), the outcome, the return data's size
  // and the output area, calls again (warm) and returns the data; the second contract returns more or
  // less than the output area, reverts, fails, runs out of gas, stores, logs, calls back or is empty
  const BEHAVIOURS = {
    returns: "36600060003760216000f3", // its calldata and more: 33 bytes
    short: "36600060003760036000f3", // 3 bytes of its calldata
    reverts: "600160005260206000fd",
    fails: "fe",
    loops: "5b600056", // out of gas
    stores: "6001600155600a60005260206000f3", // fails in a static frame
    logs: "60206000a000",
    destructs: "6000ff", // to address 0
    // with calldata: calls itself without (which self-destructs) and then fails
    destructsThenFails: "366007576000ff5b60006000600060006000305af1fe",
    recurses: "", // calls the caller back (the caller's code follows)
    empty: "",
  };
  const frames = new Set<string>();
  let seed = 0;
  const names = Object.keys(BEHAVIOURS) as (keyof typeof BEHAVIOURS)[];
  for (const op of ["f1", "f2", "f4", "fa"])
    for (const to of TARGETS.slice(1))
      for (const value of op === "f1" || op === "f2" ? ["6000", "6001", "64ffffffffff"] : [""])
        for (const gas of ["5a", "6064"])
          for (const behaviour of to === CALLEE ? names : [names[seed % names.length]]) {
            const next = rng(++seed);
            const call = `6020602060046000${value}73${to.toString().slice(2)}${gas}${op}`;
            const code = hexToBytes(
              `0x60046000600037${call}476003556000553d600155602051600255${call}503d60006000393d6000f3`,
            );
            const callee =
              behaviour === "recurses"
                ? hexToBytes(
                    `0x${call.replace(to.toString().slice(2), CONTRACT.toString().slice(2))}3d6000f3`,
                  )
                : hexToBytes(`0x${BEHAVIOURS[behaviour]}`);
            const gasLimit = next() < 0.2 ? BigInt(20_000 + Math.floor(next() * 30_000)) : 1_000_000n;
            const { stock, fast } = await both(
              code,
              gasLimit,
              Uint8Array.of(0xde, 0xad, 0xbe, 0xef),
              callee,
              seed % 2 === 0,
              frames,
              opts,
            );
            expect(fast, `${op} to ${to} value ${value} gas ${gas}, callee ${behaviour}`).toEqual(stock);
          }
  for (const f of [
    "call callee: ok",
    "call callee value: ok",
    "call callee: revert",
    "call callee: out of gas",
    "call callee deep: ok",
    "call empty: ok",
    "call empty value: ok",
    "call funded: ok",
    "call absent: ok",
    "call absent value: ok",
    "call precompile: ok",
    "call precompile value: ok",
    "call precompile: out of gas",
    "static callee: ok",
    "static callee: revert",
    "static callee: static state change",
    "static precompile: ok",
    "static absent: ok",
    "delegate callee value: ok",
    "delegate callee value: revert",
    "delegate precompile value: ok",
    "delegate absent value: ok",
    "callcode callee: ok",
    "callcode callee value: ok",
    "callcode precompile value: ok",
    "callcode absent value: ok",
  ])
    expect([...frames].sort(), `${f} in ${[...frames].sort().join("; ")}`).toContain(f);
}

describe("call frames: equal to EthereumJS's", () => {
  it("agrees on every kind of call of every kind of target, with and without value", async () => {
    await everyCall({});
  }, 120_000);

  it("emits the message events EthereumJS emits, where someone listens", async () => {
    await everyCall({ listen: true });
  }, 120_000);

  it("agrees through the stock Interpreter.call* and constructor it falls back to", async () => {
    await everyCall({ lean: false, direct: false });
  }, 120_000);

  it("copies through the identity precompile: sizes, gas at and under its cost", async () => {
    for (const length of [0, 1, 31, 32, 33, 4096]) {
      const cost = 15 + 3 * Math.ceil(length / 32);
      for (const gas of [cost - 1, cost, cost + 100]) {
        // STATICCALL 0x04 with `length` bytes of memory (written first) and `gas`; store the
        // outcome, return the return data
        const len = length.toString(16).padStart(4, "0");
        const g = gas.toString(16).padStart(4, "0");
        const word = `deadbeef${"00".repeat(27)}01`;
        const code = hexToBytes(
          `0x7f${word}6000526000600061${len}6000600461${g}fa6000553d600060003e3d6000f3`,
        );
        const { stock, fast } = await both(code, 1_000_000n, new Uint8Array(0), undefined, length % 2 === 0);
        expect(fast, `${length} bytes, ${gas} gas`).toEqual(stock);
        expect(stock.storage[0]).toBe(gas < cost ? "0x" : "0x01");
      }
    }
  });

  it("starts every frame on zeroed memory (containers are reused)", async () => {
    const callee = CALLEE.toString().slice(2);
    // the callee with calldata fills memory words up to 8 KiB and stops; without, it returns the
    // hash of 8 KiB of its memory, all zeros if nothing is left of an earlier frame
    const ones = `7f${"ff".repeat(32)}`;
    const dirty = `5b${ones}80611fe05280611000526000525b00`;
    const code = hexToBytes(
      `0x6000600060016000600073${callee}5af1506020600060006000600073${callee}5af15060206000f3`,
    );
    const reads = "61200060002060005260206000f3";
    const calleeCode = hexToBytes(
      `0x3660${(4 + reads.length / 2).toString(16).padStart(2, "0")}57${reads}${dirty}`,
    );
    for (const merkle of [false, true]) {
      const { stock, fast } = await both(code, 1_000_000n, new Uint8Array(0), calleeCode, merkle);
      expect(stock.error).toBeUndefined();
      expect(fast).toEqual(stock);
    }
  });

  it("keeps transient storage per frame: a reverted frame's TSTORE undone, a committed one kept, a static one refused", async () => {
    // with calldata, the contract TSTOREs 0x2a at 0 and reverts (1 byte) or stops (2 bytes); without,
    // it calls itself with 1 byte, 2 bytes, then STATICCALLs itself with 2, storing TLOAD(0) after
    // each call (slots 0, 1, 3) and the static call's outcome (slot 2)
    const inner = "3615601857602a60005d36600114601257005b60006000fd"; // 0x18 bytes: the outer part follows
    const callSelf = (length: string) => `600060006${length}60006000305af150`;
    const outer =
      `5b6001600053${callSelf("001")}60005c600055${callSelf("002")}60005c600155` +
      "6000600060026000305afa60025560005c60035500";
    const code = hexToBytes(`0x${inner}${outer}`);
    for (const merkle of [false, true]) {
      const { stock, fast } = await both(code, 1_000_000n, new Uint8Array(0), undefined, merkle);
      expect(stock.storage.slice(0, 4)).toEqual(["0x", "0x2a", "0x", "0x2a"]);
      expect(fast).toEqual(stock);
    }
  });

  it("undoes a reverted frame's CREATE nonce (a frame's account is its own, not the cache's)", async () => {
    const callee = CALLEE.toString().slice(2);
    // the callee creates an empty contract, then reverts (with calldata) or returns its address;
    // the caller calls it both ways and stores the second address (made at the callee's nonce)
    const calleeCode = hexToBytes("0x600060006000f06000523660135760206000f35b60006000fd");
    const code = hexToBytes(
      `0x6000600060016000600073${callee}5af1506020600060006000600073${callee}5af15060005160005500`,
    );
    for (const merkle of [false, true]) {
      const { stock, fast } = await both(code, 1_000_000n, new Uint8Array(0), calleeCode, merkle);
      expect(stock.storage[0]).not.toBe("0x");
      expect(fast).toEqual(stock);
    }
  });

  it("sends a call the input its memory holds, after memory grew into a new container", async () => {
    // the identity precompile with the word at 0, twice over the same area: the second time after
    // memory grew past 8 KiB (a new buffer) and the word changed; returns both outputs
    const word = (b: string) => `7f${b.repeat(32)}600052`;
    const identity = (out: string) => `60206${out}602060006004 5afa50`.replace(" ", "");
    const code = hexToBytes(
      `0x${word("11")}${identity("020")}600161200053${word("22")}${identity("040")}60406020f3`,
    );
    const { stock, fast } = await both(code, 1_000_000n);
    expect(stock.value).toBe(`0x${"11".repeat(32)}${"22".repeat(32)}`);
    expect(fast).toEqual(stock);
  });

  it("hands a sub-call's refund to its caller, its account read again or not", async () => {
    // with calldata the contract clears its slot 3 (a refund); without, it calls itself with a byte
    const code = hexToBytes("0x3660135760006000600160006000305af150005b600060035500");
    for (const merkle of [false, true]) {
      const { stock, fast } = await both(code, 1_000_000n, new Uint8Array(0), undefined, merkle);
      expect(stock.refund).toBeGreaterThan(0n);
      expect(fast).toEqual(stock);
    }
  });

  it("zeroes what each memory writer wrote before a container is reused", async () => {
    const callee = CALLEE.toString().slice(2);
    // with a byte of calldata (0xab) the callee grows memory by one writer alone, at its own offset
    // (a container is zeroed as far as the frame's memory size: each writer must count in it);
    // without, it returns the hash of 8 KiB of its memory
    const identityOf = (out: string) => `6001${out}60016000${"6004"}5afa50`; // STATICCALL 0x04, 1 byte in
    const WRITERS = {
      mstore8: "60ff6117fe53",
      calldatacopy: "60016000611f0037",
      codecopy: "60206000611e0039",
      extcodecopy: "60206000611a00303c",
      returndatacopy: `60ff60005360006000${identityOf("6000").slice(8)}60016000611d003e`,
      mcopy: "60ff60005360016000611c005e",
      callOutput: `60ff600053${identityOf("611b00")}`,
    };
    const code = hexToBytes(
      `0x60ab6000536000600060016000600073${callee}5af1506020600060006000600073${callee}5af15060206000f3`,
    );
    const reads = "61200060002060005260206000f3";
    for (const [writer, dirty] of Object.entries(WRITERS)) {
      const calleeCode = hexToBytes(
        `0x3660${(4 + reads.length / 2).toString(16).padStart(2, "0")}57${reads}5b${dirty}00`,
      );
      const { stock, fast } = await both(code, 1_000_000n, new Uint8Array(0), calleeCode, true);
      expect(stock.error, writer).toBeUndefined();
      expect(fast, writer).toEqual(stock);
    }
  });
});
