import { type Common, Hardfork } from "@ethereumjs/common";
import { EVMError, getOpcodesForHF } from "@ethereumjs/evm";
import { perRuleSet, verified } from "../../rules.js";
import { NO_ACCOUNT } from "../../state/engine-state.js";
import { layerOf } from "../../state/reads.js";
import { type AccountSlots, adoptJournal, type Slot, type StorageLayer } from "../../state/storage-layer.js";
import { markNumberOp, OUT_OF_GAS_LEFT, TAKE_ENTRY } from "../number-ops.js";
import {
  type CustomOpcode,
  type GasFunction,
  type Logic,
  type RunState,
  underflow,
  words,
} from "../words.js";
import { plainSload, plainSloadGas, plainSstore, plainSstoreGas } from "./storage-plain.js";
import { eip2200, type Params, params, sentry } from "./storage-rules.js";

/**
 * SLOAD and SSTORE with the stock rules (EIP-2200 metering with EIP-2929 warm/cold slots and the
 * fork's refunds, all amounts from `common.param`). Two ways:
 * - with a StorageLayer on the state manager (storage-layer.ts: the executor's, the live state's
 *   and the pending block's), slots are found
 *   by their key as a bigint and answered from the layer, synchronously once a slot was read;
 *   such a slot's opcode also has a number variant (gas and handler in one call on the
 *   interpreter core's number gas counter: interpreter-table.ts's NumberOp);
 * - without one (or while a tracer listens to steps: see `frameOf`), through the interpreter's
 *   storageLoad/storageStore as the stock opcodes, minus EthereumJS's `setLengthLeft` padding
 *   (a typed-array spread, ~28% of a storage loop): storage-plain.ts.
 * The amounts and EIP-2200's metering are storage-rules.ts's.
 * Only where the stock opcodes take exactly this path: verified rules (rules.ts), Istanbul or later
 * but not Constantinople's EIP-1283, EIP-2929 on. Elsewhere `storageOpcodes` returns nothing, or
 * (the Common moved to other rules under a running VM) the stock handlers run. The VM asks for its
 * custom opcodes again on every fork change (index.ts): each carries its fork's base fee.
 * test/chain/storage-opcodes.test.ts, storage-layer.test.ts and block-opcodes.test.ts compare
 * result, gas, refund, warm slots and storage (and blocks) with the stock ones.
 */
export function storageOpcodes(common: Common): CustomOpcode[] {
  if (!applies(common)) return [];
  const stock = getOpcodesForHF(common);
  const entry = (
    code: number,
    gasFunction: OurGas,
    logicFunction: OurLogic,
    run: NumberRun,
  ): CustomOpcode[] => {
    const op = stock.opcodes.get(code);
    const stockGas = stock.dynamicGasHandlers.get(code) as GasFunction | undefined;
    const stockLogic = stock.handlers.get(code) as Logic | undefined;
    if (op === undefined || stockGas === undefined || stockLogic === undefined) return [];
    const fallback = { gas: stockGas, logic: stockLogic };
    // not async: the run loop awaits only a promise
    const gas = ((runState: RunState, g: bigint, c: Common) =>
      gasFunction(runState, g, c, fallback)) as GasFunction;
    const logic: Logic = (runState, c) => logicFunction(runState, c, fallback);
    markNumberOp(logic, gas, run);
    return [{ opcode: code, opcodeName: op.name, baseFee: op.fee, gasFunction: gas, logicFunction: logic }];
  };
  return [...entry(0x54, sloadGas, sload, sloadNumber), ...entry(0x55, sstoreGas, sstore, sstoreNumber)];
}

interface Stock {
  gas: GasFunction;
  logic: Logic;
}
type OurGas = (rs: RunState, gas: bigint, common: Common, stock: Stock) => bigint | Promise<bigint>;
type OurLogic = (rs: RunState, common: Common, stock: Stock) => void | Promise<void>;
/** gas and handler in one (interpreter-table.ts's NumberOp) */
type NumberRun = (rs: RunState, gasLeft: number, baseFee: number) => number;

/** Whether these rules hold, per rule set (a stock-only EIP or an older fork: the stock opcodes). */
const applies = perRuleSet(
  (common) =>
    verified(common) &&
    common.gteHardfork(Hardfork.Istanbul) &&
    common.hardfork() !== Hardfork.Constantinople &&
    common.isActivatedEIP(2929),
  () => false,
);

/** A frame's way to its slots: the account's slots in the layer, the rules' amounts. */
interface Frame {
  env: object;
  layer: StorageLayer;
  acct: AccountSlots;
  params: Params;
}

interface Internals {
  env: { address: RunState["env"]["address"]; isStatic: boolean };
  stateManager: object;
  interpreter: RunState["interpreter"] & {
    _evm: { events: { listenerCount(event: string): number } };
  };
}

/** the last frame asked about (an opcode's gas function and handler ask in turn) */
let memo: Frame | undefined;
/** the last slot looked at: the handler after its gas function, the SSTORE after its SLOAD */
let lastSlot: Slot | undefined;

/**
 * The frame's slots in the state manager's layer; undefined: the stock opcodes (other rules) or
 * the plain path (no layer). A tracer listening to steps takes the plain path: it sees
 * `env.contract` re-read after each SSTORE, as in the stock storageStore (the layer leaves it:
 * see `sstore`). The memo holds for the frame: its rules and its layer do not change under it.
 */
function frameOf(rs: RunState): Frame | undefined {
  const m = memo;
  return m !== undefined && m.env === rs.env && m.acct.live ? m : undefined;
}

function newFrame(rs: RunState, common: Common): Frame | undefined {
  const r = rs as unknown as Internals;
  const layer = layerOf(r.stateManager);
  if (layer === undefined || r.interpreter._evm.events.listenerCount("step") > 0) return undefined;
  adoptJournal(layer, r.interpreter.journal);
  memo = { env: rs.env, layer, acct: layer.account(r.env.address), params: params(common) };
  return memo;
}

/** The frame's slot at `key`: most often the last one looked at. */
function slotAt(f: Frame, key: bigint): Slot {
  const s = lastSlot;
  if (s !== undefined && s.key === key && s.account === f.acct) return s;
  const slot = f.layer.slot(f.acct, key);
  lastSlot = slot;
  return slot;
}

/** a + b without a new BigInt when either is zero (these opcodes' base fee is 0 since Berlin) */
function plus(a: bigint, b: bigint): bigint {
  return a === 0n ? b : b === 0n ? a : a + b;
}

/** EIP-2929: whether the journal has the slot warm (asked only for a slot not known warm here). */
function journalWarm(f: Frame, slot: Slot): boolean {
  return f.layer.journalWarm(slot);
}

/** EIP-2929's access: warms the slot; cold costs coldsloadGas (the caller charges a warm one). */
function access(f: Frame, slot: Slot, warm: boolean): bigint {
  if (slot.warm) return 0n;
  if (warm) {
    f.layer.warm(slot);
    return 0n;
  }
  f.layer.warmCold(slot);
  return f.params.coldSload;
}

const sloadGas = (rs: RunState, gas: bigint, common: Common, stock: Stock): bigint | Promise<bigint> => {
  const f = frameOf(rs) ?? (applies(common) ? newFrame(rs, common) : undefined);
  if (f === undefined) return applies(common) ? plainSloadGas(rs, gas, common) : stock.gas(rs, gas, common);
  const s = words(rs);
  if (s._len < 1) underflow();
  return plus(gas, sloadCharge(f, slotAt(f, s._store[s._len - 1])));
};

/** SLOAD's charge for `slot` (EIP-2929: warm, or cold and warmed now). */
function sloadCharge(f: Frame, slot: Slot): bigint {
  if (slot.warm) return f.params.warmRead;
  const warm = journalWarm(f, slot);
  return access(f, slot, warm) + (warm ? f.params.warmRead : 0n);
}

const sload = (rs: RunState, common: Common, stock: Stock): void | Promise<void> => {
  const f = frameOf(rs) ?? (applies(common) ? newFrame(rs, common) : undefined);
  if (f === undefined)
    return applies(common) ? plainSload(rs) : (stock.logic(rs, common) as void | Promise<void>);
  const s = words(rs);
  if (s._len < 1) underflow();
  const slot = slotAt(f, s._store[s._len - 1]);
  // the stock handler pops the key and pushes the value: the same word replaced
  if (slot.value !== undefined) s._store[s._len - 1] = slot.value;
  else return loadInto(f, slot, s);
};

async function loadInto(f: Frame, slot: Slot, s: ReturnType<typeof words>): Promise<void> {
  const at = s._len - 1;
  s._store[at] = await f.layer.load(slot);
}

const sstoreGas = (rs: RunState, gas: bigint, common: Common, stock: Stock): bigint | Promise<bigint> => {
  const f = frameOf(rs) ?? (applies(common) ? newFrame(rs, common) : undefined);
  if (f === undefined) return applies(common) ? plainSstoreGas(rs, gas, common) : stock.gas(rs, gas, common);
  if ((rs as unknown as Internals).env.isStatic)
    throw new EVMError(EVMError.errorMessages.STATIC_STATE_CHANGE);
  const s = words(rs);
  if (s._len < 2) underflow();
  const slot = slotAt(f, s._store[s._len - 1]);
  const value = s._store[s._len - 2];
  // first SSTORE of the slot: its current and original values are read (the stock order)
  if (slot.value === undefined || slot.original === undefined)
    return sstoreGasLoading(rs, gas, f, slot, value);
  return plus(gas, sstoreCost(rs, f, slot, value));
};

function sstoreGasLoading(rs: RunState, gas: bigint, f: Frame, slot: Slot, value: bigint) {
  if (slot.value === undefined) return sstoreGasReading(rs, gas, f, slot, value);
  f.layer.loadOriginal(slot);
  return plus(gas, sstoreCost(rs, f, slot, value));
}

async function sstoreGasReading(rs: RunState, gas: bigint, f: Frame, slot: Slot, value: bigint) {
  await f.layer.load(slot);
  if (slot.original === undefined) f.layer.loadOriginal(slot);
  return plus(gas, sstoreCost(rs, f, slot, value));
}

function sstoreCost(rs: RunState, f: Frame, slot: Slot, value: bigint): bigint {
  sentry(rs.gasLeft <= f.params.sentry);
  return sstoreCharge(rs, f, slot, value);
}

/** SSTORE's charge for writing `value` to `slot` (its values known), past the sentry; refunds recorded. */
function sstoreCharge(rs: RunState, f: Frame, slot: Slot, value: bigint): bigint {
  const warm = slot.warm || journalWarm(f, slot);
  const cost = eip2200(rs, f.params, slot.value as bigint, slot.original as bigint, value, warm);
  // after the EIP-2200 sentry: charging the cold access first could fail it early
  return plus(cost, access(f, slot, warm));
}

/**
 * SLOAD's gas function and handler in one call on the core's number gas counter (NumberOp in
 * interpreter-table.ts), for a slot whose value is known here; any other case takes the entry,
 * nothing done. The same steps in the same order: the slot warmed (a cold one charged), the
 * charge, the word replaced.
 */
const sloadNumber = (rs: RunState, gasLeft: number, baseFee: number): number => {
  const f = frameOf(rs);
  if (f === undefined) return TAKE_ENTRY;
  const s = words(rs);
  const n = s._len;
  if (n < 1) return TAKE_ENTRY;
  const slot = slotAt(f, s._store[n - 1]);
  const value = slot.value;
  if (value === undefined) return TAKE_ENTRY;
  const cost = baseFee + Number(sloadCharge(f, slot));
  if (gasLeft < cost) return OUT_OF_GAS_LEFT;
  s._store[n - 1] = value;
  return gasLeft - cost;
};

/**
 * SSTORE's, the same way: for a slot whose current and original values are known here, in a
 * frame that may write, of an account known to exist, with more than the sentry's gas left.
 */
const sstoreNumber = (rs: RunState, gasLeft: number, baseFee: number): number => {
  const f = frameOf(rs);
  if (f === undefined || !f.acct.exists || gasLeft <= f.params.sentryGas) return TAKE_ENTRY;
  if ((rs as unknown as Internals).env.isStatic) return TAKE_ENTRY;
  const s = words(rs);
  const n = s._len;
  if (n < 2) return TAKE_ENTRY;
  const slot = slotAt(f, s._store[n - 1]);
  if (slot.value === undefined || slot.original === undefined) return TAKE_ENTRY;
  const value = s._store[n - 2];
  const total = baseFee + Number(sstoreCharge(rs, f, slot, value));
  if (gasLeft < total) return OUT_OF_GAS_LEFT;
  s._len = n - 2;
  f.layer.write(slot, value);
  return gasLeft - total;
};

/**
 * The stock handler also re-reads the account into `env.contract` after the write: its fields
 * cannot have changed since the frame read them (every change to the running account happens in
 * a nested frame, re-read when it succeeds, reverted when it fails; CREATE edits the object
 * itself), and cache-only SSTOREs leave its storage root alone, so that only renews the object,
 * which only a step listener could tell (they take the plain path).
 */
const sstore = (rs: RunState, common: Common, stock: Stock): void | Promise<void> => {
  const f = frameOf(rs) ?? (applies(common) ? newFrame(rs, common) : undefined);
  if (f === undefined)
    return applies(common) ? plainSstore(rs) : (stock.logic(rs, common) as void | Promise<void>);
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const slot = slotAt(f, s._store[n - 1]);
  const value = s._store[n - 2];
  s._len = n - 2;
  if (f.acct.exists) f.layer.write(slot, value);
  else return writeChecked(rs, f, slot, value);
};

/** The stock putStorage's check, once per account and transaction: the account exists. */
async function writeChecked(rs: RunState, f: Frame, slot: Slot, value: bigint): Promise<void> {
  if ((await rs.stateManager.getAccount(f.acct.address)) === undefined) throw new Error(NO_ACCOUNT);
  f.acct.exists = true;
  f.layer.write(slot, value);
}
