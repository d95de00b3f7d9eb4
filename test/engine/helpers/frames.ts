// Shared by the differential tests of the interpreter loop and the call frames (run-loop.test.ts,
// call-frames.test.ts): random programs, the accounts they reach, an EVM with EthereumJS's loop,
// frame, entry and opcodes or with powgate's, a run that reports everything a frame can change
// (return data, gas, refund, error, logs, storage, created addresses, the journal, the accounts
// before and after EIP-161's cleanup, the state root), and both runs over the same pre-state.
import { createBlock } from "@ethereumjs/block";
import { createEVM, EVM, type ExecResult, Message } from "@ethereumjs/evm";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, type Address, bytesToHex, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { expect } from "vitest";
import { Watchdog } from "../../../src/chain/call/watchdog.js";
import { type CommonOptions, makeCommon } from "../../../src/chain/config/common.js";
import { FORK_NAMES, type ForkName } from "../../../src/chain/config/forks.js";
import { stockExecuteCall } from "../../../src/engine/frames/execute-call.js";
import { stockRunInterpreter } from "../../../src/engine/frames/frame.js";
import { frameInterpreters } from "../../../src/engine/frames/frame-interpreter.js";
import { innerFrames } from "../../../src/engine/frames/inner-call.js";
import { installEngine } from "../../../src/engine/install.js";
import { callOpcodes } from "../../../src/engine/instructions/calls.js";
import { entryOpcodes } from "../../../src/engine/instructions/replaced.js";
import { storageOpcodes } from "../../../src/engine/instructions/storage/storage.js";
import { watchedOpcodes } from "../../../src/engine/instructions/watched.js";
import { word32 } from "../../../src/engine/instructions/words.js";
import { stockRun } from "../../../src/engine/interpreter/run-loop.js";
import { withStockEngine } from "../../../src/engine/patch.js";
import { EngineState } from "../../../src/engine/state/engine-state.js";
import { probeInterpreter } from "./evm.js";

export const CONTRACT = createAddressFromString(`0x${"c0".repeat(20)}`);
const CALLER = createAddressFromString(`0x${"ca".repeat(20)}`);

export const hex1 = (n: number) => n.toString(16).padStart(2, "0");
const SIMPLE = [
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16,
  0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x30, 0x32, 0x33, 0x34, 0x35, 0x36, 0x38, 0x3a, 0x3d, 0x41, 0x42,
  0x43, 0x45, 0x46, 0x47, 0x48, 0x50, 0x58, 0x59, 0x5a, 0x5f, 0x80, 0x81, 0x82, 0x90, 0x91,
];

/** Call targets: both contracts, an empty and a funded account without code, one never created, precompiles. */
export const CALLEE = createAddressFromString(`0x${"c1".repeat(20)}`);
const EMPTY = createAddressFromString(`0x${"e0".repeat(20)}`);
const FUNDED = createAddressFromString(`0x${"e1".repeat(20)}`);
const ABSENT = createAddressFromString(`0x${"d0".repeat(20)}`);
const PRECOMPILES = [1, 2, 3, 4, 5, 6, 8, 9].map((n) =>
  createAddressFromString(`0x${hex1(n).padStart(40, "0")}`),
);
export const TARGETS = [CONTRACT, CALLEE, CALLEE, EMPTY, FUNDED, ABSENT, ...PRECOMPILES];
/** every account a program can reach (the result compares their states) */
const WATCHED = [CALLER, ...TARGETS];
/** the second contract's code when a test gives none: returns its calldata's first word */
export const CALLEE_CODE = hexToBytes("0x60003560005260206000f3");

/** CALL, CALLCODE, DELEGATECALL or STATICCALL of a target, some gas, value 0, 1 or more than any balance */
function callPiece(next: () => number): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const small = () => `60${hex1(Math.floor(next() * 64))}`;
  const op = pick(["f1", "f1", "f2", "f4", "fa"]);
  const value = op === "f1" || op === "f2" ? pick(["6000", "6000", "6001", "64ffffffffff"]) : "";
  const gas = pick([
    "5a",
    "5a",
    `61${Math.floor(next() * 4000)
      .toString(16)
      .padStart(4, "0")}`,
    "6000",
  ]);
  const to = pick(TARGETS).toString().slice(2);
  return `${small()}${small()}${small()}${small()}${value}73${to}${gas}${op}${pick(["50", ""])}`;
}

/** A program of `n` pieces; jumps target a JUMPDEST at 0 or a random (mostly invalid) offset. */
export function program(next: () => number, n: number): Uint8Array {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const small = () => `60${hex1(Math.floor(next() * 64))}`; // PUSH1 0..63
  let code = "5b"; // JUMPDEST at 0: loops end by gas or by a bad jump
  for (let i = 0; i < n; i++) {
    const r = next();
    if (r < 0.3) code += `${small()}${small()}${hex1(pick(SIMPLE))}`;
    else if (r < 0.38) {
      const width = 1 + Math.floor(next() * 32); // PUSH1..PUSH32 of any bytes
      code += `${hex1(0x5f + width)}${Array.from({ length: width }, () => hex1(Math.floor(next() * 256))).join("")}`;
    } else if (r < 0.46)
      code += `${small()}${small()}${small()}${pick(["52", "53", "51", "20", "5e"])}`; // memory, KECCAK, MCOPY
    else if (r < 0.52)
      code += `${small()}${small()}${small()}${pick(["37", "39", "3e"])}`; // copies
    else if (r < 0.58)
      code += `${small()}${small()}${pick(["55", "54", "5d", "5c"])}`; // storage, transient
    else if (r < 0.62)
      code += `${small()}${small()}${pick(["a0", "a1"])}`; // LOG0/LOG1
    else if (r < 0.67)
      code += `${small()}${pick(["56", "57"])}`.replace(/^60../, next() < 0.5 ? "6000" : "$&");
    else if (r < 0.7)
      code += `${small()}${small()}${small()}${small()}600461fffffa`; // STATICCALL identity
    else if (r < 0.72)
      code += `${small()}${small()}60206000${pick(["6000", "6001"])}305af150`; // CALL itself (depth and gas bound it), with value too
    else if (r < 0.74)
      code += `6005600060f050`; // CREATE of 5 zero bytes
    else if (r < 0.76) code += pick(["fe", "0c", "ef", "60206000f3", "60206000fd", "00", "6000ff"]);
    else if (r < 0.84) code += callPiece(next);
    else if (r < 0.8)
      code += pick(["50", "50", "01", "80"]); // stack underflows
    else code += hex1(Math.floor(next() * 256)); // any byte
  }
  return hexToBytes(`0x${code}`);
}

/** The chain's rules: its forks (default all from genesis) and whether the dev chain's EVM additions apply */
export type Rules = Pick<CommonOptions, "forks" | "devEvm" | "devRules">;

/** Older rules: every fork up to `last` from genesis (Frontier alone without one), no dev EVM additions. */
export function rulesUpTo(last?: ForkName): Rules {
  const forks = last === undefined ? [] : FORK_NAMES.slice(0, FORK_NAMES.indexOf(last) + 1);
  return { forks: Object.fromEntries(forks.map((f) => [f, 0n])), devEvm: false };
}

/** powgate's EVM (replaced opcodes, watchdog) or, `stock`, one with only the watchdog's stock-based opcodes */
export async function newEvm(stock: boolean, merkle: boolean, rules: Rules = {}): Promise<EVM> {
  const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, ...rules });
  const ops = stock ? [] : [...entryOpcodes(common), ...storageOpcodes(common), ...callOpcodes(common)];
  // the node's states are Merkle ones with caches (the executor's reads memoized); EthereumJS's default is simple
  let stateManager: MerkleStateManager | EngineState | undefined;
  if (merkle) {
    stateManager = new MerkleStateManager({ caches: new Caches() });
    if (!stock) stateManager = new EngineState(stateManager, { memoizedReads: true, lazyCheckpoints: true });
  }
  return createEVM({
    common,
    stateManager,
    customOpcodes: [...ops, ...watchedOpcodes(common, new Watchdog(), ops)],
  });
}

const accountState = (a: Account | undefined) =>
  a === undefined ? "absent" : `${a.nonce} ${a.balance} ${bytesToHex(a.codeHash)} ${a.isEmpty()}`;

/** Everything a run can change, as comparable values. */
export interface Outcome {
  value: string;
  gas: bigint;
  refund: bigint | undefined;
  error: string | undefined;
  logs: unknown[];
  created: unknown[];
  destructed: string[];
  fields: string[];
  storage: string[];
  journal: unknown;
  accounts: string[];
  root: string | undefined;
  events?: string[];
}

export async function run(
  evm: EVM,
  code: Uint8Array,
  callee: Uint8Array,
  gasLimit: bigint,
  data: Uint8Array,
): Promise<Outcome> {
  const sm = evm.stateManager;
  await sm.putAccount(CALLER, new Account(0n, 10n ** 18n));
  await sm.putAccount(CONTRACT, new Account(1n, 10n ** 9n));
  await sm.putCode(CONTRACT, code);
  await sm.putStorage(CONTRACT, word32(3n), word32(7n));
  await sm.putAccount(CALLEE, new Account(1n, 0n));
  await sm.putCode(CALLEE, callee);
  await sm.putAccount(EMPTY, new Account(0n, 0n));
  await sm.putAccount(FUNDED, new Account(0n, 5n));
  await sm.checkpoint();
  await sm.commit();
  sm.originalStorageCache.clear();
  evm.journal.cleanJournal();
  const block = createBlock(
    {
      header: {
        number: 5n,
        gasLimit: 30_000_000n,
        ...(evm.common.isActivatedEIP(1559) ? { baseFeePerGas: 7n } : {}),
      },
    },
    { common: evm.common },
  );
  const r = await evm.runCall({ caller: CALLER, to: CONTRACT, gasLimit, value: 1n, block, data });
  const storage: string[] = [];
  for (const at of [CONTRACT, CALLEE])
    for (let k = 0n; k < 64n; k++) storage.push(bytesToHex(await sm.getStorage(at as Address, word32(k))));
  // the journal: touched accounts, warm addresses and slots, its checkpoint diffs
  const j = evm.journal as unknown as {
    touched: Set<string>;
    journal: Map<string, Set<string>>;
    journalHeight: number;
    journalDiff: [number, Diff][];
  };
  const sorted = (xs: Iterable<string>) => [...xs].sort();
  const journal = {
    touched: sorted(j.touched),
    warm: sorted([...j.journal].map(([a, slots]) => `${a}:${sorted(slots).join(",")}`)),
    height: j.journalHeight,
    // what reverting each open level would undo (its records are laid out differently when lazy)
    undo: undoByLevel(j).map(([addrs, slots, touched]) => [
      sorted(addrs),
      sorted([...slots].map(([a, ss]) => `${a}:${sorted(ss).join(",")}`)),
      sorted(touched),
    ]),
  };
  const accounts: string[] = [];
  for (const at of WATCHED) accounts.push(accountState(await sm.getAccount(at)));
  await evm.journal.cleanup(); // the end of a transaction: touched empty accounts deleted (EIP-161)
  for (const at of WATCHED) accounts.push(accountState(await sm.getAccount(at)));
  const root =
    sm instanceof MerkleStateManager || sm instanceof EngineState
      ? bytesToHex(await sm.getStateRoot())
      : undefined;
  return {
    value: bytesToHex(r.execResult.returnValue),
    gas: r.execResult.executionGasUsed,
    refund: r.execResult.gasRefund,
    error: r.execResult.exceptionError?.error as string | undefined,
    logs: (r.execResult.logs ?? []).map((l) =>
      l.map((x) => (Array.isArray(x) ? x.map(bytesToHex) : bytesToHex(x))),
    ),
    created: [...(r.execResult.createdAddresses ?? [])].sort(),
    destructed: [...(r.execResult.selfdestruct ?? [])].map(([a, b]) => `${a} ${b}`),
    fields: Object.keys(r.execResult)
      .filter((k) => k !== "runState")
      .sort(),
    storage,
    journal,
    accounts,
    root,
  };
}

type Diff = [Set<string>, Map<string, Set<string>>, Set<string>];

/**
 * Per open level (0 to the journal's height), what EthereumJS's `revert` there would take back:
 * the union of the trailing records of that height or above (lazy-journal.ts keeps fewer records
 * than the stock journal, with the same meaning).
 */
export function undoByLevel(j: { journalHeight?: number; journalDiff: [number, Diff][] }): Diff[] {
  const out: Diff[] = [];
  for (let level = 0; level <= (j.journalHeight ?? 0); level++) {
    const union: Diff = [new Set(), new Map(), new Set()];
    for (let i = j.journalDiff.length - 1; i >= 0 && j.journalDiff[i][0] >= level; i--) {
      const [addrs, slots, touched] = j.journalDiff[i][1];
      for (const a of addrs) union[0].add(a);
      for (const [a, ss] of slots) {
        const into = union[1].get(a) ?? new Set<string>();
        for (const x of ss) into.add(x);
        union[1].set(a, into);
      }
      for (const a of touched) union[2].add(a);
    }
    out.push(union);
  }
  return out;
}

/** Installs powgate's engine (call from a beforeAll); its replaced methods are not EthereumJS's own. */
export async function installOurs(): Promise<void> {
  await installEngine();
  const interpreter = (await probeInterpreter()) as { run: unknown };
  const evmProto = EVM.prototype as unknown as { runInterpreter: unknown; _executeCall: unknown };
  expect(stockRun).toBeDefined();
  expect(interpreter.run).not.toBe(stockRun);
  expect(evmProto.runInterpreter).not.toBe(stockRunInterpreter);
  expect(evmProto._executeCall).not.toBe(stockExecuteCall);
}

const kindOf = (a: Address) => {
  const i = TARGETS.findIndex((t) => t.equals(a));
  return i < 0
    ? "other"
    : i > 5
      ? "precompile"
      : ["self", "callee", "callee", "empty", "funded", "absent"][i];
};

/** What an EVM's message events show, as text at the moment each is emitted (a message's data is a view). */
function recordEvents(evm: EVM): string[] {
  const out: string[] = [];
  evm.events.on("beforeMessage", (m: Message) => {
    const code = m._codeAddress?.toString();
    const sets = `${m.selfdestruct?.size} ${m.createdAddresses?.size}`;
    // the message as built: its class and its fields in order
    out.push(`${Object.getPrototypeOf(m) === Message.prototype} ${Object.keys(m).join(",")}`);
    out.push(
      `before ${m.depth} ${m.caller} ${m.to} ${code} ${m.value} ${bytesToHex(m.data)} ${m.gasLimit} ${m.isStatic} ${m.delegatecall} ${m.gasRefund} ${sets}`,
    );
  });
  evm.events.on("afterMessage", (r: { execResult: ExecResult; createdAddress?: Address }) => {
    const x = r.execResult;
    out.push(
      `after ${x.executionGasUsed} ${x.exceptionError?.error} ${bytesToHex(x.returnValue)} ${x.gasRefund} ${x.logs?.length} ${r.createdAddress}`,
    );
  });
  return out;
}

export interface BothOptions {
  /** message events listened to on both EVMs, and compared */
  listen?: boolean;
  /** powgate's inner frames (inner-call.ts) and frame interpreters (frame-interpreter.ts), on by default */
  lean?: boolean;
  direct?: boolean;
  /** the rules both EVMs run under */
  rules?: Rules;
}

/** EthereumJS's loop, frame and opcodes against powgate's; `frames` collects the stock run's frame kinds and outcomes */
export async function both(
  code: Uint8Array,
  gasLimit: bigint,
  data = new Uint8Array(0),
  callee = CALLEE_CODE,
  merkle = false,
  frames?: Set<string>,
  opts: BothOptions = {},
): Promise<{ stock: Outcome; fast: Outcome }> {
  let stock: Outcome | undefined;
  await withStockEngine(async () => {
    const evm = await newEvm(true, merkle, opts.rules);
    const events = opts.listen ? recordEvents(evm) : undefined;
    if (frames) {
      const stack: string[] = [];
      evm.events.on("beforeMessage", (m: Message) => {
        const kind = m.delegatecall
          ? "delegate"
          : m._codeAddress
            ? "callcode"
            : m.isStatic
              ? "static"
              : "call";
        const target = m.to ? `${kindOf(m.codeAddress)}` : "create";
        stack.push(`${kind} ${target}${m.value > 0n ? " value" : ""}${m.depth >= 3 ? " deep" : ""}`);
      });
      evm.events.on("afterMessage", (r: { execResult: { exceptionError?: { error: string } } }) => {
        frames.add(`${stack.pop()}: ${r.execResult.exceptionError?.error.replace(/ at .*/, "") ?? "ok"}`);
      });
    }
    stock = { ...(await run(evm, code, callee, gasLimit, data)), events };
  });
  innerFrames.lean = opts.lean ?? true;
  frameInterpreters.direct = opts.direct ?? true;
  let fast: Outcome;
  try {
    const evm = await newEvm(false, merkle, opts.rules);
    const events = opts.listen ? recordEvents(evm) : undefined;
    fast = { ...(await run(evm, code, callee, gasLimit, data)), events };
  } finally {
    innerFrames.lean = true;
    frameInterpreters.direct = true;
  }
  return { stock: stock as Outcome, fast };
}
