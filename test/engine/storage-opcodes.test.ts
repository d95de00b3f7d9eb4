// SLOAD/SSTORE without EthereumJS's byte padding (src/engine/instructions/storage/storage.ts), wrapped by the
// watchdog as the executor does, against the stock opcodes: the same programs run on a stock EVM, on
// one with the replacements, and on one with them over the executor's storage layer
// (storage-layer.ts), over the same pre-state; return data, gas, refund, error and the storage
// afterwards must be equal.
import { Hardfork } from "@ethereumjs/common";
import { createEVM, type EVM } from "@ethereumjs/evm";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, type Address, bytesToHex, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { Watchdog } from "../../src/chain/call/watchdog.js";
import { makeCommon } from "../../src/chain/config/common.js";
import { entryOpcodes } from "../../src/engine/instructions/replaced.js";
import { storageOpcodes } from "../../src/engine/instructions/storage/storage.js";
import { watchedOpcodes } from "../../src/engine/instructions/watched.js";
import { word32 } from "../../src/engine/instructions/words.js";
import { EngineState } from "../../src/engine/state/engine-state.js";

const MAX = (1n << 256n) - 1n;
const BIG_KEY = (1n << 255n) + 0x1234n;
const CONTRACT = createAddressFromString(`0x${"c0".repeat(20)}`);
const CALLER = createAddressFromString(`0x${"ca".repeat(20)}`);
/** pre-state: slot 1 = 7, slot BIG_KEY = MAX, slot 3 = 0x0100 (a value with a zero low byte) */
const PRE: [bigint, bigint][] = [
  [1n, 7n],
  [BIG_KEY, MAX],
  [3n, 0x100n],
];

type Op = { store: [bigint, bigint] } | { load: bigint };
const push32 = (v: bigint) => `7f${v.toString(16).padStart(64, "0")}`;

/** the ops in order, SLOADs summed; returns the sum (or stops right after the last op, which then is the last to charge gas) */
function program(ops: Op[], stop = false): Uint8Array {
  let code = "5f"; // the sum
  for (const [i, op] of ops.entries()) {
    if ("load" in op) code += `${push32(op.load)}54${stop && i === ops.length - 1 ? "" : "01"}`;
    else code += `${push32(op.store[1])}${push32(op.store[0])}55`;
  }
  code += stop ? "00" : "5f5260205ff3"; // mstore(0, sum) return(0, 32)
  return hexToBytes(`0x${code}`);
}

/** the stock EVM; ours on a plain state manager; ours with the executor's storage layer */
async function evmWith(replaced: boolean, layered = false): Promise<EVM> {
  const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
  const ops = replaced ? [...entryOpcodes(common), ...storageOpcodes(common)] : [];
  let stateManager: EngineState | undefined;
  if (layered) stateManager = new EngineState(new MerkleStateManager({ caches: new Caches() }));
  const evm = await createEVM({
    common,
    stateManager,
    customOpcodes: replaced ? [...ops, ...watchedOpcodes(common, new Watchdog(), ops)] : undefined,
  });
  return evm;
}

async function run(evm: EVM, code: Uint8Array, gasLimit: bigint, isStatic = false) {
  const sm = evm.stateManager;
  await sm.putAccount(CALLER, new Account(0n, 10n ** 18n));
  await sm.putAccount(CONTRACT, new Account());
  await sm.putCode(CONTRACT, code);
  for (const [k, v] of PRE)
    await sm.putStorage(CONTRACT, word32(k), hexToBytes(`0x${v.toString(16).padStart(64, "0")}`));
  await sm.checkpoint();
  await sm.commit();
  // a new transaction: original values are the pre-state, no slot warm
  sm.originalStorageCache.clear();
  evm.journal.cleanJournal();
  evm.journal.startReportingAccessList?.();
  const r = await evm.runCall({ caller: CALLER, to: CONTRACT, gasLimit, isStatic });
  const storage: Record<string, string> = {};
  for (const k of [0n, 1n, 2n, 3n, BIG_KEY, 5n])
    storage[k.toString(16)] = bytesToHex(await sm.getStorage(CONTRACT as Address, word32(k)));
  return {
    value: bytesToHex(r.execResult.returnValue),
    gas: r.execResult.executionGasUsed,
    refund: r.execResult.gasRefund,
    error: r.execResult.exceptionError?.error,
    storage,
  };
}

async function both(ops: Op[], gasLimit = 1_000_000n, isStatic = false, stop = false) {
  const code = program(ops, stop);
  const a = await run(await evmWith(false), code, gasLimit, isStatic);
  const b = await run(await evmWith(true), code, gasLimit, isStatic);
  expect(b).toEqual(a);
  // a MerkleStateManager stores values without leading zeros (EVMs' default one keeps them)
  const words = (r: typeof a) => ({
    ...r,
    storage: Object.fromEntries(Object.entries(r.storage).map(([k, v]) => [k, BigInt(v === "0x" ? 0 : v)])),
  });
  const c = await run(await evmWith(true, true), code, gasLimit, isStatic);
  expect(words(c), "with the storage layer").toEqual(words(a));
  return a;
}

describe("SLOAD/SSTORE replacements: equal to the stock opcodes", () => {
  it("installs on the dev chain's rules", () => {
    const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
    expect(storageOpcodes(common).map((o) => o.opcode)).toEqual([0x54, 0x55]);
    // before EIP-2929 (and on Constantinople's EIP-1283) the stock opcodes stay
    for (const fork of [Hardfork.Istanbul, Hardfork.Constantinople, Hardfork.Byzantium]) {
      const old = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
      old.setHardfork(fork);
      expect(storageOpcodes(old)).toEqual([]);
    }
  });

  it("word32 is the 32-byte big-endian word", () => {
    for (const v of [0n, 1n, 0xfn, 0x10n, 0x100n, BIG_KEY, MAX, 0xdeadbeefn, 1n << 128n])
      expect(bytesToHex(word32(v))).toBe(`0x${v.toString(16).padStart(64, "0")}`);
  });

  const cases: [string, Op[]][] = [
    [
      "cold then warm SLOADs, empty and set slots",
      [{ load: 1n }, { load: 1n }, { load: 0n }, { load: BIG_KEY }],
    ],
    ["create a slot (0 -> x)", [{ store: [0n, 5n] }, { load: 0n }]],
    ["no-op writes, cold and warm", [{ store: [1n, 7n] }, { store: [1n, 7n] }, { store: [5n, 0n] }]],
    ["no-op after a warming SLOAD", [{ load: 1n }, { store: [1n, 7n] }]],
    ["clean write then dirty writes", [{ store: [1n, 8n] }, { store: [1n, 9n] }, { store: [1n, 10n] }]],
    ["delete a slot (refund)", [{ store: [1n, 0n] }]],
    ["delete then recreate (refund taken back)", [{ store: [1n, 0n] }, { store: [1n, 4n] }]],
    ["delete then restore (clean refund)", [{ store: [1n, 0n] }, { store: [1n, 7n] }]],
    ["change then restore (clean refund)", [{ store: [BIG_KEY, 1n] }, { store: [BIG_KEY, MAX] }]],
    ["create then clear (init refund)", [{ store: [2n, 1n] }, { store: [2n, 0n] }]],
    ["dirty set then delete", [{ store: [3n, 1n] }, { store: [3n, 0n] }, { store: [3n, 0x100n] }]],
    ["full-width keys and values", [{ store: [MAX, MAX] }, { load: MAX }, { store: [BIG_KEY, 0n] }]],
    ["warm slot written after SLOAD", [{ load: 3n }, { store: [3n, 2n] }, { load: 3n }]],
  ];
  for (const [name, ops] of cases) {
    it(name, async () => {
      const r = await both(ops);
      expect(r.error).toBeUndefined();
    });
  }

  it("SSTORE in a static frame fails as the stock one", async () => {
    const r = await both([{ load: 1n }, { store: [1n, 2n] }], 1_000_000n, true);
    expect(r.error).toBe("static state change");
    const loads = await both([{ load: 1n }, { load: BIG_KEY }], 1_000_000n, true);
    expect(loads.error).toBeUndefined();
  });

  it("out of gas: the EIP-2200 sentry, the cold access and the write itself", async () => {
    const ops: Op[] = [{ store: [1n, 8n] }];
    const ok = await both(ops);
    // PUSH0 + 2 PUSH32: 8 gas before the SSTORE; every limit around the sentry and the cost
    for (const limit of [8n + 2300n, 8n + 2301n, ok.gas - 1n, ok.gas, 2100n, 2199n]) {
      await both(ops, limit);
    }
    const short = await both(ops, 8n + 2300n);
    expect(short.error).toBe("out of gas");
    const load = await both([{ load: BIG_KEY }]);
    await both([{ load: BIG_KEY }], load.gas - 1n);
  });

  it("out of gas at every limit around each opcode's cost, cold and warm, loads and writes", async () => {
    const ops: Op[] = [
      { load: 1n },
      { load: 1n },
      { store: [1n, 8n] },
      { store: [1n, 9n] },
      { store: [5n, 0n] },
      { store: [3n, 0n] },
      { load: BIG_KEY },
    ];
    // each prefix stops right after its last opcode, the last to charge: equal to the stock at
    // its exact need and around it (for a load, or a write of more than the sentry's 2,300 gas:
    // the exact need succeeds, one gas less fails)
    for (let i = 1; i <= ops.length; i++) {
      const prefix = ops.slice(0, i);
      const last = ops[i - 1];
      const used = (await both(prefix, 1_000_000n, false, true)).gas;
      const cost = used - (i === 1 ? 0n : (await both(ops.slice(0, i - 1), 1_000_000n, false, true)).gas);
      for (const limit of [used - 2n, used - 1n, used, used + 1n]) {
        const r = await both(prefix, limit, false, true);
        if ("load" in last || cost > 2300n + 6n)
          expect(r.error, `prefix ${i}, limit ${limit}`).toBe(limit < used ? "out of gas" : undefined);
      }
    }
    // the 4th, a warm dirty write (100 gas), with 2,299-2,301 gas left: the sentry fails it to 2,300
    const prefix = ops.slice(0, 4);
    const used = (await both(prefix, 1_000_000n, false, true)).gas;
    for (const left of [2299n, 2300n, 2301n]) {
      const r = await both(prefix, used - 100n + left, false, true);
      expect(r.error, `${left} gas left`).toBe(left <= 2300n ? "out of gas" : undefined);
    }
  });
});
