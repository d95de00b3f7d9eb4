// The plain-transfer path (src/engine/frames/plain-transfer.ts) against EthereumJS's own runTx:
// random transactions, most of them transfers that may take it and many that must not (data,
// access lists, recipients with code, precompiles, the sender or the coinbase as recipient, zero
// values to empty accounts, wrong nonces, fees or balances), run in one block on an engine VM
// (the plain path, else runTx) and on a stock VM with the stock engine. After every transaction
// the result, or the error, and the state root must be the same.
import { createBlock } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import {
  createAccessList2930Tx,
  createFeeMarket1559Tx,
  createLegacyTx,
  type TypedTransaction,
} from "@ethereumjs/tx";
import {
  Account,
  type Address,
  bytesToHex,
  concatBytes,
  createAddressFromPrivateKey,
  createAddressFromString,
  hexToBytes,
} from "@ethereumjs/util";
import { createVM, type RunTxResult, runTx, type VM } from "@ethereumjs/vm";
import { describe, expect, it } from "vitest";
import { type CommonOptions, makeCommon } from "../../src/chain/config/common.js";
import { createStateManager } from "../../src/chain/state.js";
import { TrieDb } from "../../src/chain/store/trie-db.js";
import {
  createEngineVm,
  onBeforeMessageKeepingNothing,
  onInnerMessagesKeepingNothing,
  runPlainTransfer,
  withStockEngine,
} from "../../src/engine/index.js";
import { keccak256 } from "../../src/lib/keccak/keccak.js";
import { rng } from "../helpers/rng.js";
import { rulesUpTo } from "./helpers/frames.js";

const GWEI = 10n ** 9n;
const KEYS = [1, 2, 3, 4].map((i) => hexToBytes(`0x${i.toString(16).padStart(2, "0").repeat(32)}`));
const SENDERS = KEYS.map((k) => createAddressFromPrivateKey(k));
const at = (byte: string) => createAddressFromString(`0x${byte.repeat(20)}`);
const EOA = at("e0");
const EMPTY = at("e1"); // in the state, nonce 0 and no balance: EIP-161 deletes it when touched
const CONTRACT = at("c0");
const DELEGATED = at("d0"); // EIP-7702's 0xef0100 ‖ address
const PRECOMPILES = [1, 4, 9, 0x100].map((n) =>
  createAddressFromString(`0x${n.toString(16).padStart(40, "0")}`),
);

interface RuleCase {
  name: string;
  rules: Partial<CommonOptions>;
}

const CASES: RuleCase[] = [
  { name: "the dev chain's rules", rules: {} },
  { name: "Prague's", rules: { devRules: "prague" } },
  { name: "Osaka's", rules: { devRules: "osaka" } },
  { name: "Berlin's (no fee market)", rules: rulesUpTo("berlin") },
  { name: "Ethereum Classic's", rules: { classic: true } },
];

async function writePre(sm: MerkleStateManager | ReturnType<typeof createStateManager>): Promise<void> {
  await sm.checkpoint();
  for (const a of SENDERS) await sm.putAccount(a, new Account(0n, 10n ** 18n));
  await sm.putAccount(EOA, new Account(3n, 5n));
  await sm.putAccount(EMPTY, new Account());
  await sm.putAccount(CONTRACT, new Account());
  await sm.putCode(CONTRACT, hexToBytes("0x600160005500")); // SSTORE(0, 1)
  await sm.putAccount(DELEGATED, new Account(1n, 7n));
  await sm.putCode(DELEGATED, concatBytes(hexToBytes("0xef0100"), CONTRACT.bytes));
  await sm.commit();
  await sm.getStateRoot();
}

/** What a caller of runTx can see of a result, as comparable values. */
function outcome(r: RunTxResult) {
  const e = r.execResult;
  return {
    totalGasSpent: r.totalGasSpent,
    gasRefund: r.gasRefund,
    blockGasSpent: r.blockGasSpent,
    amountSpent: r.amountSpent,
    minerValue: r.minerValue,
    bloom: bytesToHex(r.bloom.bitvector),
    receipt: { ...r.receipt, bitvector: bytesToHex(r.receipt.bitvector) },
    createdAddress: r.createdAddress?.toString(),
    exec: {
      gasUsed: e.executionGasUsed,
      refund: e.gasRefund ?? 0n,
      error: e.exceptionError?.error,
      returned: bytesToHex(e.returnValue),
      logs: e.logs ?? [],
    },
  };
}

function randomTx(next: () => number, common: Common, nonces: bigint[], coinbase: Address): TypedTransaction {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const s = Math.floor(next() * KEYS.length);
  const london = common.isActivatedEIP(1559);
  const berlin = common.isActivatedEIP(2930);
  const type = pick(london ? [0, 1, 2, 2, 2, 2] : berlin ? [0, 0, 1] : [0]);
  const fresh = createAddressFromString(
    bytesToHex(keccak256(Uint8Array.of(Math.floor(next() * 1e6)))).slice(0, 42),
  );
  const r = next();
  const to =
    r < 0.45
      ? fresh
      : pick([
          EOA,
          EMPTY,
          CONTRACT,
          DELEGATED,
          coinbase,
          SENDERS[s] as Address,
          SENDERS[(s + 1) % 4] as Address,
          ...PRECOMPILES,
        ]);
  const nonce = (nonces[s] as bigint) + (next() < 0.05 ? 1n : 0n);
  const value = pick([0n, 1n, 10n ** 15n, 10n ** 15n, 10n ** 15n, 10n ** 19n]);
  const gasLimit = pick([21_000n, 21_000n, 21_000n, 20_999n, 60_000n, 40_000_000n]);
  const data = next() < 0.15 ? hexToBytes("0x00") : new Uint8Array(0);
  const accessList = next() < 0.15 ? [{ address: to.toString(), storageKeys: [] }] : [];
  const fee = pick([7n, 5n * GWEI, 5n * GWEI]); // the base fee is 1 gwei under London's rules
  const tip = pick([0n, GWEI, GWEI, fee].filter((t) => t <= fee));
  const key = KEYS[s] as Uint8Array;
  const base = { nonce, to, value, gasLimit, data };
  if (type === 2)
    return createFeeMarket1559Tx(
      { ...base, accessList, maxFeePerGas: fee, maxPriorityFeePerGas: tip },
      { common },
    ).sign(key);
  if (type === 1) return createAccessList2930Tx({ ...base, accessList, gasPrice: fee }, { common }).sign(key);
  return createLegacyTx({ ...base, gasPrice: fee }, { common }).sign(key);
}

async function openVms(common: Common): Promise<{ ours: VM; stock: VM }> {
  const ourState = createStateManager(new TrieDb(null), common);
  const stockState = new MerkleStateManager({ common, caches: new Caches() });
  await writePre(ourState);
  await writePre(stockState);
  const blockchain = { getBlock: () => Promise.reject(new Error("no blocks")) } as never;
  const ours = await createEngineVm({ kind: "block", common, stateManager: ourState, blockchain });
  const stock = await createVM({ common: common.copy(), stateManager: stockState, blockchain });
  return { ours, stock };
}

/** A run of `tx`: its outcome or its error, and whether the plain path took it. */
async function runOurs(
  vm: VM,
  tx: TypedTransaction,
  block: Parameters<typeof runTx>[1]["block"],
  used: bigint,
) {
  const plain = await runPlainTransfer(vm, { tx, block: block as never, blockGasUsed: used });
  if (plain) return { plain: true, result: plain };
  try {
    return {
      plain: false,
      result: await runTx(vm, { tx, block, blockGasUsed: used, skipHardForkValidation: true }),
    };
  } catch (e) {
    return { plain: false, error: (e as Error).message };
  }
}

async function runStock(
  vm: VM,
  tx: TypedTransaction,
  block: Parameters<typeof runTx>[1]["block"],
  used: bigint,
) {
  return withStockEngine(async () => {
    try {
      return { result: await runTx(vm, { tx, block, blockGasUsed: used, skipHardForkValidation: true }) };
    } catch (e) {
      return { error: (e as Error).message };
    }
  });
}

describe("a plain transfer without the EVM", () => {
  for (const { name, rules } of CASES) {
    it(`leaves what runTx leaves, under ${name}`, async () => {
      const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, ...rules });
      const { ours, stock } = await openVms(common);
      const next = rng(name.length * 7919);
      let plainRuns = 0;
      let stockRuns = 0;
      for (let b = 1; b <= 6; b++) {
        const coinbase = [at("cb"), SENDERS[0] as Address, EOA, at(`a${b}`)][b % 4] as Address;
        const london = common.isActivatedEIP(1559);
        const block = createBlock(
          {
            header: {
              number: BigInt(b),
              coinbase,
              gasLimit: 30_000_000n,
              timestamp: BigInt(b * 12),
              baseFeePerGas: london ? GWEI : undefined,
            },
          },
          { common, setHardfork: false },
        );
        for (const vm of [ours, stock]) await vm.evm.journal.checkpoint();
        const nonces = await Promise.all(
          SENDERS.map(async (a) => (await ours.stateManager.getAccount(a))?.nonce ?? 0n),
        );
        let used = 0n;
        for (let i = 0; i < 40; i++) {
          const tx = randomTx(next, common, nonces, coinbase);
          const a = await runOurs(ours, tx, block, used);
          const s = await runStock(stock, tx, block, used);
          const where = `block ${b} tx ${i} (${tx.type}, to ${tx.to?.toString()}, value ${tx.value})`;
          expect(a.error, where).toBe(s.error);
          if (a.result && s.result) {
            expect(outcome(a.result), where).toEqual(outcome(s.result));
            used += s.result.totalGasSpent;
            nonces[SENDERS.findIndex((x) => x.equals(tx.getSenderAddress()))]! += 1n;
          }
          if (a.plain) plainRuns++;
          else stockRuns++;
          expect(bytesToHex(await ours.stateManager.getStateRoot()), where).toBe(
            bytesToHex(await stock.stateManager.getStateRoot()),
          );
        }
        for (const vm of [ours, stock]) await vm.evm.journal.commit();
      }
      // both paths ran: the comparison covered the plain one
      expect(plainRuns).toBeGreaterThan(25);
      expect(stockRuns).toBeGreaterThan(40);
    });
  }

  it("is not taken by a VM the engine did not make, nor with a listener of every message", async () => {
    const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
    const { ours, stock } = await openVms(common);
    const block = createBlock(
      { header: { number: 1n, coinbase: at("cb"), gasLimit: 30_000_000n, baseFeePerGas: GWEI } },
      { common, setHardfork: false },
    );
    const tx = (nonce: bigint) =>
      createFeeMarket1559Tx(
        { nonce, to: EOA, value: 1n, gasLimit: 21_000n, maxFeePerGas: 2n * GWEI, maxPriorityFeePerGas: GWEI },
        { common },
      ).sign(KEYS[0] as Uint8Array);
    const evm = ours.evm.events as unknown as Parameters<typeof onBeforeMessageKeepingNothing>[0];
    expect(await runPlainTransfer(stock, { tx: tx(0n), block, blockGasUsed: 0n })).toBeUndefined();
    // the address index's listener (touched.ts) hears every message
    const unlisten = onBeforeMessageKeepingNothing(evm, () => {});
    expect(await runPlainTransfer(ours, { tx: tx(0n), block, blockGasUsed: 0n })).toBeUndefined();
    // the console recorder's hears inner frames only: a transfer has none
    const unlistenInner = onInnerMessagesKeepingNothing(evm, () => {});
    expect(await runPlainTransfer(ours, { tx: tx(0n), block, blockGasUsed: 0n })).toBeUndefined();
    unlisten();
    const result = await runPlainTransfer(ours, { tx: tx(0n), block, blockGasUsed: 0n });
    unlistenInner();
    expect(result?.totalGasSpent).toBe(21_000n);
    expect((await ours.stateManager.getAccount(EOA))?.balance).toBe(6n);
  });
});
