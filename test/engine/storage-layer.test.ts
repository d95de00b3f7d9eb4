// SLOAD/SSTORE through the executor's storage layer (src/engine/state/storage-layer.ts,
// storage-opcodes.ts) against stock EthereumJS (its loop, frame, opcodes and state manager):
// seeded random transactions over three contracts that load and store a few slots (written back
// to their originals, zero to nonzero and back, full-width keys and values), use transient
// storage, call each other (CALL, CALLCODE, DELEGATECALL, STATICCALL, with little gas so that
// children run out of it after their writes), revert at random depths and create contracts whose
// init code stores and may revert; sent with access lists (prewarmed slots) at random gas limits,
// some committed one after another (as blocks run them) and some reverted after (as calls are).
// Return data, gas, refund, error, the access list report, every slot of the three contracts and
// the state root must be equal after each transaction.
import { createBlock } from "@ethereumjs/block";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import type { AccessList } from "@ethereumjs/tx";
import {
  Account,
  type Address,
  bigIntToBytes,
  bytesToHex,
  createAddressFromString,
  hexToBytes,
} from "@ethereumjs/util";
import { createVM, runTx, type VM } from "@ethereumjs/vm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTx, impersonate } from "../../src/chain/call/call-tx.js";
import { Watchdog } from "../../src/chain/call/watchdog.js";
import { makeCommon } from "../../src/chain/config/common.js";
import { installEngine } from "../../src/engine/install.js";
import { entryOpcodes } from "../../src/engine/instructions/replaced.js";
import { storageOpcodes } from "../../src/engine/instructions/storage/storage.js";
import { watchedOpcodes } from "../../src/engine/instructions/watched.js";
import { type CustomOpcode, word32 } from "../../src/engine/instructions/words.js";
import { withStockEngine } from "../../src/engine/patch.js";
import { EngineState } from "../../src/engine/state/engine-state.js";
import { rng } from "../helpers/rng.js";

const MAX = (1n << 256n) - 1n;
const BIG_KEY = (1n << 255n) + 0x1234n;
const KEYS = [0n, 1n, 2n, 3n, BIG_KEY, MAX];
/** pre-state of every contract: slot 1 = 7, slot 3 = 0x100, BIG_KEY = MAX */
const PRE: [bigint, bigint][] = [
  [1n, 7n],
  [3n, 0x100n],
  [BIG_KEY, MAX],
];
const VALUES = [0n, 1n, 7n, 0x100n, MAX, 0x5an];
const CONTRACTS = [0xc0, 0xc1, 0xc2].map((b) => createAddressFromString(`0x${b.toString(16).repeat(20)}`));
const SENDER = createAddressFromString(`0x${"ca".repeat(20)}`);

const hex = (v: bigint, bytes: number) => v.toString(16).padStart(bytes * 2, "0");
const push = (v: bigint) => {
  const n = v === 0n ? 1 : Math.ceil(v.toString(16).length / 2);
  return `${(0x5f + n).toString(16)}${hex(v, n)}`;
};

/**
 * A contract's code from random pieces. Calldata word 0 is the call depth: calls pass depth + 1 and
 * are skipped from depth 3 on; memory word 0 holds the depth passed on, word 1 a running sum of
 * what SLOAD and TLOAD read (the return data: words 0-1).
 */
function program(next: () => number): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  let code = "60015f35015f52"; // mstore(0, calldataload(0) + 1)
  /** `body` with its PUSH2 placeholder aimed at the JUMPDEST appended after it */
  const skipping = (body: string) => {
    const target = code.length / 2 + body.length / 2;
    code += `${body.replace("XXXX", hex(BigInt(target), 2))}5b`;
  };
  const n = 6 + Math.floor(next() * 24);
  for (let i = 0; i < n; i++) {
    const r = next();
    if (r < 0.3)
      code += `${push(pick(KEYS))}5460205101602052`; // sum += sload(k)
    else if (r < 0.6)
      code += `${push(pick(VALUES))}${push(pick(KEYS))}55`; // sstore(k, v)
    else if (r < 0.66)
      code += `${push(pick(VALUES))}${push(pick(KEYS))}5d`; // tstore(k, v)
    else if (r < 0.7)
      code += `${push(pick(KEYS))}5c60205101602052`; // sum += tload(k)
    else if (r < 0.72)
      code += `${push(pick(VALUES))}${push(pick(KEYS))}0c`; // a write behind the EVM (POKE)
    else if (r < 0.75)
      code += "0d"; // FORGET: the original values forgotten (the layer forgets every slot)
    else if (r < 0.86) {
      // unless depth >= 3: call a contract with some gas (in: memory word 0, the depth; out: none)
      const kind = pick(["f1", "f2", "f4", "fa"]);
      const gas = pick([3_000n, 9_000n, 30_000n, 120_000n, 0n]);
      let body = "5f3560031115" + "61XXXX57"; // jumpi(skip, iszero(gt(3, depth)))
      body += "5f5f60205f"; // out size, out offset, in size, in offset
      if (kind === "f1" || kind === "f2") body += "5f"; // value 0
      body += `73${bytesToHex(pick(CONTRACTS).bytes).slice(2)}${gas === 0n ? "5a" : push(gas)}${kind}50`;
      skipping(body);
    } else if (r < 0.9) {
      // revert at one depth: jumpi(skip, iszero(eq(depth, d))) revert(0, 64)
      skipping(`${push(BigInt(Math.floor(next() * 4)))}5f35141561XXXX5760405ffd`);
    } else if (r < 0.95) {
      // create a contract whose init code stores, loads and returns or reverts (12 bytes at 0x40)
      const small = [0n, 1n, 2n, 3n];
      const init = `60${hex(pick(VALUES.filter((v) => v < 256n)), 1)}60${hex(pick(small), 1)}5560${hex(pick(small), 1)}5450${pick(["5f5ff3", "5f5ffd"])}`;
      code += `7f${init.padEnd(64, "0")}604052600c60405ff050`;
    } else code += pick(["5b", "5850", `${push(pick(KEYS))}5450`]);
  }
  code += pick(["60405ff3", "60405ff3", "60405ffd", "fe"]); // return, revert or an invalid opcode
  return code;
}

/**
 * POKE (0x0c): pops a key and a value and writes them to the running account's storage through
 * the state manager's putStorage, as code outside the EVM could (a storage change the layer does
 * not make, inside a frame that may revert).
 */
const POKE: CustomOpcode = {
  opcode: 0x0c,
  opcodeName: "POKE",
  baseFee: 2,
  logicFunction: async (rs) => {
    const [key, value] = rs.stack.popN(2);
    const bytes = value === 0n ? new Uint8Array(0) : bigIntToBytes(value);
    await rs.stateManager.putStorage(rs.interpreter.getAddress(), word32(key), bytes);
  },
};

/** FORGET (0x0d): clears the original-value cache mid-transaction (what a transaction's end does) */
const FORGET: CustomOpcode = {
  opcode: 0x0d,
  opcodeName: "FORGET",
  baseFee: 2,
  logicFunction: (rs) => {
    rs.stateManager.originalStorageCache.clear();
  },
};

async function newVm(stock: boolean): Promise<VM> {
  const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
  const merkle = new MerkleStateManager({ caches: new Caches() });
  // as the executor's
  const sm = stock ? merkle : new EngineState(merkle, { memoizedReads: true, lazyCheckpoints: true });
  const ops = stock ? [] : [...entryOpcodes(common), ...storageOpcodes(common)];
  const customOpcodes = [
    POKE,
    FORGET,
    ...(stock ? [] : [...ops, ...watchedOpcodes(common, new Watchdog(), ops)]),
  ];
  const vm = await createVM({ common, stateManager: sm, evmOpts: { customOpcodes } });
  return vm;
}

async function setUp(vm: VM, codes: string[]): Promise<void> {
  const sm = vm.stateManager;
  await sm.putAccount(SENDER, new Account(0n, 10n ** 20n));
  for (let i = 0; i < CONTRACTS.length; i++) {
    await sm.putAccount(CONTRACTS[i], new Account(1n, 10n ** 9n));
    await sm.putCode(CONTRACTS[i], hexToBytes(`0x${codes[i]}`));
    for (const [k, v] of PRE) await sm.putStorage(CONTRACTS[i], word32(k), hexToBytes(`0x${hex(v, 32)}`));
  }
  await sm.checkpoint();
  await sm.commit();
  // storage from the tries, not from the caches the writes above filled
  await sm.getStateRoot();
  (sm as typeof sm & { clearCaches(): void }).clearCaches();
}

interface Tx {
  gas: bigint;
  accessList: AccessList;
  /** reverted after it ran, as the executor does */
  reverted: boolean;
}

async function runOne(vm: VM, tx: Tx, nonce: bigint) {
  const common = vm.common;
  const block = createBlock(
    { header: { number: 5n, baseFeePerGas: 7n, gasLimit: 30_000_000n, timestamp: 1000n } },
    { common },
  );
  const data = new Uint8Array(32);
  const built = impersonate(
    buildTx({ to: CONTRACTS[0], data, accessList: tx.accessList, maxFeePerGas: 10n }, nonce, tx.gas, common),
    SENDER,
  );
  if (tx.reverted) await vm.evm.journal.checkpoint();
  let out: unknown;
  try {
    const r = await runTx(vm, {
      tx: built,
      block,
      skipBalance: true,
      skipNonce: true,
      reportAccessList: true,
    });
    out = {
      value: bytesToHex(r.execResult.returnValue),
      gas: r.totalGasSpent,
      execGas: r.execResult.executionGasUsed,
      refund: r.gasRefund,
      error: r.execResult.exceptionError?.error,
      accessList: JSON.stringify(r.accessList),
    };
  } catch (e) {
    out = { thrown: (e as Error).message };
  }
  if (tx.reverted) await vm.evm.journal.revert();
  const storage: string[] = [];
  for (const c of CONTRACTS)
    for (const k of KEYS) storage.push(bytesToHex(await vm.stateManager.getStorage(c as Address, word32(k))));
  return { out, storage, root: bytesToHex(await vm.stateManager.getStateRoot()) };
}

beforeAll(installEngine);

/** runs `txs` on a fully stock VM (EthereumJS's loop and frame) and on ours; each outcome must be equal */
async function compare(codes: string[], txs: Tx[], label: string) {
  const stock = await newVm(true);
  const fast = await newVm(false);
  await setUp(stock, codes);
  await setUp(fast, codes);
  const outcomes: unknown[] = [];
  for (let i = 0; i < txs.length; i++) {
    const a = await withStockEngine(() => runOne(stock, txs[i], BigInt(i)));
    const b = await runOne(fast, txs[i], BigInt(i));
    expect(b, `${label}, transaction ${i}`).toEqual(a);
    outcomes.push(a.out);
  }
  return outcomes;
}

describe("SLOAD/SSTORE through the storage layer: equal to stock EthereumJS", () => {
  it("agrees on 150 seeded random transaction sequences", async () => {
    const seen = new Set<string>();
    const only = Number(process.env.SEED ?? 0);
    for (let seed = only || 1; seed <= (only || 150); seed++) {
      const next = rng(seed);
      const codes = CONTRACTS.map(() => program(next));
      const txs: Tx[] = Array.from({ length: 3 }, () => ({
        gas: next() < 0.3 ? 21_000n + BigInt(Math.floor(next() * 60_000)) : 1_500_000n,
        accessList:
          next() < 0.5
            ? []
            : CONTRACTS.filter(() => next() < 0.6).map((c) => ({
                address: c.toString(),
                storageKeys: KEYS.filter(() => next() < 0.4).map((k) => bytesToHex(word32(k))),
              })),
        reverted: next() < 0.5,
      }));
      const outs = await compare(codes, txs, `seed ${seed}: ${codes.join(" / ")}`);
      for (const o of outs)
        seen.add(String((o as { error?: string }).error ?? (o as { thrown?: string }).thrown));
    }
    // the corpus reaches success, reverts, exceptional halts and out of gas
    for (const e of ["undefined", "revert", "invalid opcode", "out of gas"]) expect([...seen]).toContain(e);
  }, 120_000);
});
