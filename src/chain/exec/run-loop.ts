import type { Common } from "@ethereumjs/common";
import { EVMError } from "@ethereumjs/evm";
import { HALT } from "./opcodes/halt.js";
import { perRuleSet } from "./rule-set.js";

/** An opcode entry as EthereumJS keeps it (its opcode map and its jump analysis' per-byte cache). */
interface OpEntry {
  opcodeInfo: {
    code: number;
    feeBigInt: bigint;
    dynamicGas: boolean;
    isAsync: boolean;
    isInvalid: boolean;
  };
  opHandler: (runState: RunState, common: unknown, fastLoop?: boolean) => unknown;
  gasHandler: (runState: RunState, gas: bigint, common: unknown) => bigint | Promise<bigint>;
}

interface RunState {
  programCounter: number;
  gasLeft: bigint;
  opCode: number;
  code: Uint8Array;
  validJumps: Uint8Array;
  cachedPushes: Record<number, bigint>;
  shouldDoJumpAnalysis: boolean;
}

interface InterpreterLike {
  _runState: RunState;
  _evm: { _opcodeMap: OpEntry[]; DEBUG: boolean; events: { listenerCount(event: string): number } };
  common: { isActivatedEIP(eip: number): boolean };
  profilerOpts?: { enabled?: boolean };
  _getValidJumpDestinations(code: Uint8Array): {
    jumps: Uint8Array;
    pushes: Record<number, bigint>;
    opcodesCached: OpEntry[];
  };
  run(code: Uint8Array, opts?: { pc?: number }): Promise<{ runState: RunState; exceptionError?: unknown }>;
}

/** EIPs whose per-step work the loop below leaves out: with any of them active, the stock loop runs. */
const STOCK_ONLY_EIPS = [
  6800, // verkle: code chunks charged per step
  7864, // binary tree: the same, and missing chunks in witnesses
  7928, // block-level access lists: a call's out-of-gas consumed after the step
  8037, // state gas: a frame's leftover burned after its loop
];
const EOF_MAGIC = 0xef;
const STOP = EVMError.errorMessages.STOP;
const OUT_OF_GAS = EVMError.errorMessages.OUT_OF_GAS;

let installed = false;
/** EthereumJS's own `run`, once replaced (tests compare with it). */
export let stockRun: InterpreterLike["run"] | undefined;

function usesStockLoop(it: InterpreterLike, code: Uint8Array): boolean {
  if (it.profilerOpts?.enabled === true || it._evm.DEBUG) return true;
  if (it._evm.events.listenerCount("step") > 0) return true; // tracers see every step
  const rules = rulesOf(it.common as unknown as Common);
  return rules.stockOnly || (code[0] === EOF_MAGIC && rules.eof);
}

/** Per rule set: ~0.5 µs a frame when asked each time. */
const rulesOf = perRuleSet((common) => ({
  stockOnly: STOCK_ONLY_EIPS.some((eip) => common.isActivatedEIP(eip)),
  eof: common.isActivatedEIP(3540),
}));

/**
 * EthereumJS runs every opcode as an awaited async step (`await this.runStep()`, which awaits the
 * gas handler too), a few microtask turns per opcode even when nothing in it is asynchronous: most
 * of the ~0.17 µs an opcode costs in a tight loop. This loop does the same step (gas, the
 * invalid-opcode check, the program counter, the handler) and awaits only what returns a promise
 * (EthereumJS marks every custom opcode asynchronous; the watchdog's JUMP and JUMPI are custom).
 * The stock loop still runs whatever it does more: tracing (`step` listeners), debug and profiler
 * modes, EOF code and the EIPs of STOCK_ONLY_EIPS. Installed on EthereumJS's Interpreter class (not
 * exported) from the first interpreter one of our opcodes sees.
 */
export function installRunLoop(interpreter: unknown): void {
  if (installed) return;
  installed = true;
  const proto = Object.getPrototypeOf(interpreter) as InterpreterLike;
  const stock = proto.run;
  if (typeof stock !== "function") return;
  stockRun = stock;
  proto.run = function (this: InterpreterLike, code, opts = {}) {
    if (usesStockLoop(this, code)) return stock.call(this, code, opts);
    return runLegacy(this, code, opts.pc);
  };
}

async function runLegacy(it: InterpreterLike, code: Uint8Array, pc?: number) {
  const rs = it._runState;
  rs.code = code;
  rs.programCounter = pc ?? rs.programCounter;
  const start = rs.programCounter;
  if (start !== 0 && (start < 0 || start >= code.length))
    throw new Error("Internal error: program counter not in range");
  const common = it.common;
  const opcodeMap = it._evm._opcodeMap;
  let analysed: OpEntry[] | undefined;
  let err: unknown;
  while (rs.programCounter < code.length) {
    const at = rs.programCounter;
    let entry: OpEntry;
    if (analysed === undefined) {
      const op = code[at];
      // the analysis runs before the first jump, as in the stock loop (JUMP, JUMPI, JUMPSUB)
      if (op === 0x56 || op === 0x57 || op === 0x5e) {
        const analysis = it._getValidJumpDestinations(code);
        rs.validJumps = analysis.jumps;
        rs.cachedPushes = analysis.pushes;
        rs.shouldDoJumpAnalysis = false;
        analysed = analysis.opcodesCached;
      }
      entry = opcodeMap[op];
      rs.opCode = op;
    } else {
      entry = analysed[at];
      rs.opCode = entry.opcodeInfo.code;
    }
    const info = entry.opcodeInfo;
    try {
      let gas = info.feeBigInt;
      if (info.dynamicGas) {
        const charged = entry.gasHandler(rs, gas, common);
        gas = charged instanceof Promise ? await charged : charged;
      }
      if (info.isInvalid) throw new EVMError(EVMError.errorMessages.INVALID_OPCODE);
      // Interpreter.useGas without its debug log (this loop never runs in debug mode): a call less per opcode
      rs.gasLeft -= gas;
      if (rs.gasLeft < 0n) {
        rs.gasLeft = 0n;
        throw new EVMError(OUT_OF_GAS);
      }
      rs.programCounter++;
      // custom opcodes count as asynchronous, ours never are: await only a promise; STOP and
      // RETURN (opcodes/halt.ts) end the frame by handing back HALT instead of throwing
      const done = entry.opHandler(rs, common, true);
      if (done !== undefined) {
        if (done === HALT) break;
        if (done instanceof Promise) await done;
      }
    } catch (e) {
      if (!(e instanceof Object && "errorType" in e && e.errorType === "EVMError")) throw e;
      if ((e as EVMError).error !== STOP) err = e;
      break;
    }
  }
  return { runState: rs, exceptionError: err };
}
