import type { Common } from "@ethereumjs/common";
import { EVMError, type EVMOpts, getOpcodesForHF } from "@ethereumjs/evm";
import { installEnginePatches } from "./engine-patches.js";

// JUMP, JUMPI, CREATE, CALL, CALLCODE, DELEGATECALL, CREATE2, STATICCALL
const WATCHED_OPCODES = [0x56, 0x57, 0xf0, 0xf1, 0xf2, 0xf4, 0xf5, 0xfa];
const JUMPS = new Set([0x56, 0x57]);
/**
 * Opcodes whose outcome can depend on the transaction's gas limit: GAS, SSTORE (EIP-2200 fails it
 * at 2,300 gas left), BALANCE and SELFBALANCE (the sender paid gasLimit * price up front), and the
 * calls and creates (they forward all but 1/64th of what is left). An execution that ran none of
 * them takes the same path under any gas limit that suffices (see `observedGas`). SELFDESTRUCT is
 * counted too: before London it earns a refund, and the search's shortcut assumes none.
 */
const GAS_OBSERVING = [0x5a, 0x55, 0x31, 0x47, 0xf0, 0xf1, 0xf2, 0xf4, 0xf5, 0xfa, 0xff];
/** Jumps look at the clock every 64th time; calls and creates every 16th (each is a frame: ~1 µs or more). */
const JUMPS_PER_CHECK = 64;
const CALLS_PER_CHECK = 16;
/** The exceptional halt of an aborted frame (never on the wire: CallTimeoutError is). */
const ABORTED = "execution aborted" as ConstructorParameters<typeof EVMError>[0];
/** The watchdog behind each JUMP and JUMPI handler it made (the interpreter core runs jumps itself). */
const jumpWatchers = new WeakMap<object, Watchdog>();

/** The watchdog whose JUMP or JUMPI `handler` is, if it is one. */
export function watchdogOfJump(handler: unknown): Watchdog | undefined {
  return typeof handler === "function" ? jumpWatchers.get(handler) : undefined;
}

/**
 * Stops an execution past its deadline from inside the EVM. EthereumJS runs the EVM on this
 * thread and yields only microtasks, so no timer can fire while a loop runs: instead every 16th
 * CALL, CALLCODE, DELEGATECALL, STATICCALL, CREATE or CREATE2 looks at the clock (each one at once
 * after a trip), and every 64th JUMP or JUMPI (every loop jumps and every recursion calls;
 * straight-line code is bounded by the code size). Past the
 * deadline the opcode fails as an exceptional halt: its frame ends and its journal checkpoint is
 * reverted by the EVM as for any other failure, and each enclosing frame halts at its next such
 * opcode. `tripped` then tells the executor that the result is a timeout, not the call's outcome.
 */
export class Watchdog {
  private deadline = Number.POSITIVE_INFINITY;
  private countdown = JUMPS_PER_CHECK;
  private callCountdown = CALLS_PER_CHECK;
  /** the execution in progress was aborted */
  tripped = false;
  /** the execution in progress ran an opcode of GAS_OBSERVING */
  observedGas = false;

  arm(deadline: number): void {
    this.deadline = deadline;
    this.tripped = false;
    this.observedGas = false;
  }

  disarm(): void {
    this.deadline = Number.POSITIVE_INFINITY;
  }

  /** A JUMP or JUMPI ran: reading the clock at every jump costs ~8% of a tight loop; every 64th costs nothing. */
  jumped(interpreter: unknown): void {
    if (--this.countdown === 0) {
      this.countdown = JUMPS_PER_CHECK;
      this.check();
      installEnginePatches(interpreter);
    }
  }

  /**
   * A call or create ran: the clock every 16th time (Date.now() at each was ~2% of a loop of
   * calls), and at once once tripped (the enclosing frames halt at their next one, as before).
   */
  called(): void {
    if (this.tripped) throw new EVMError(ABORTED);
    if (--this.callCountdown === 0) {
      this.callCountdown = CALLS_PER_CHECK;
      this.check();
    }
  }

  private watchedJump<F extends object>(handler: F): F {
    jumpWatchers.set(handler, this);
    return handler;
  }

  private check(): void {
    if (Date.now() > this.deadline) {
      this.tripped = true;
      throw new EVMError(ABORTED);
    }
  }

  /**
   * The stock opcodes above, each looking at the clock first (EVMOpts.customOpcodes, which the EVM
   * keeps across opcode-table rebuilds). Taken from `common`'s hardfork at creation: the Executor
   * makes a new VM when a fork after genesis changes it (fees and handlers change with forks).
   */
  opcodes(
    common: Common,
    /** replacements of stock opcodes (fast-opcodes.ts): a watched one is wrapped instead of the stock one */
    replaced: NonNullable<EVMOpts["customOpcodes"]> = [],
  ): NonNullable<EVMOpts["customOpcodes"]> {
    const stock = getOpcodesForHF(common);
    const codes = [...new Set([...WATCHED_OPCODES, ...GAS_OBSERVING])];
    return codes.flatMap((code) => {
      const op = stock.opcodes.get(code);
      const replacement = replaced.find((r) => r.opcode === code && "logicFunction" in r);
      const logic =
        replacement !== undefined && "logicFunction" in replacement
          ? (replacement.logicFunction as NonNullable<ReturnType<typeof stock.handlers.get>>)
          : stock.handlers.get(code);
      if (op === undefined || logic === undefined) return [];
      const gasFunction =
        replacement !== undefined && "gasFunction" in replacement
          ? replacement.gasFunction
          : stock.dynamicGasHandlers.get(code);
      return [
        {
          opcode: code,
          opcodeName: op.name,
          baseFee: op.fee,
          ...(gasFunction === undefined ? {} : { gasFunction }),
          logicFunction: JUMPS.has(code)
            ? this.watchedJump((runState: Parameters<typeof logic>[0], c: Common) => {
                this.jumped(runState.interpreter);
                return logic(runState, c);
              })
            : WATCHED_OPCODES.includes(code)
              ? (runState: Parameters<typeof logic>[0], c: Common) => {
                  this.called();
                  this.observedGas = true;
                  return logic(runState, c);
                }
              : (runState: Parameters<typeof logic>[0], c: Common) => {
                  this.observedGas = true;
                  return logic(runState, c);
                },
        },
      ];
    });
  }
}
