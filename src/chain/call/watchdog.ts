import type { Common } from "@ethereumjs/common";
import { EVMError, type EVMOpts, getOpcodesForHF } from "@ethereumjs/evm";
import { installEnginePatches } from "../../engine/install.js";
import { markNumberOp, numberOpOf } from "../../engine/interpreter/table.js";

// JUMP, JUMPI, CREATE, CALL, CALLCODE, DELEGATECALL, CREATE2, STATICCALL
const WATCHED_OPCODES = [0x56, 0x57, 0xf0, 0xf1, 0xf2, 0xf4, 0xf5, 0xfa];
const JUMPS = new Set([0x56, 0x57]);
/**
 * Opcodes whose outcome can depend on the transaction's gas limit: GAS, BALANCE and SELFBALANCE
 * (the sender paid gasLimit * price up front), and the calls and creates (they forward all but
 * 1/64th of what is left). An execution that ran none of them takes the same path under any gas
 * limit that suffices (see `observedGas`). SELFDESTRUCT is counted too: before London it earns a
 * refund. SSTORE depends on it only through EIP-2200's sentry (it fails with 2,300 gas left or
 * less): in the top frame that is one more bound on the limit, known from the gas it had left
 * (`lowSstoreGasLeft`); in an inner frame (reached through a call anyway) it counts as observing.
 */
const GAS_OBSERVING = [0x5a, 0x31, 0x47, 0xf0, 0xf1, 0xf2, 0xf4, 0xf5, 0xfa, 0xff];
const SSTORE = 0x55;
/** Jumps look at the clock every 64th time; calls and creates every 16th (each is a frame: ~1 µs or more). */
const JUMPS_PER_CHECK = 64;
const CALLS_PER_CHECK = 16;
/** The exceptional halt of an aborted frame (never on the wire: CallTimeoutError is). */
const ABORTED = "execution aborted" as ConstructorParameters<typeof EVMError>[0];
type CustomOpcode = NonNullable<EVMOpts["customOpcodes"]>[number];
type GasFunction = NonNullable<Extract<CustomOpcode, { logicFunction: unknown }>["gasFunction"]>;
/** What SSTORE's watch reads of the run state. */
interface SentryState {
  env: { depth: number };
  gasLeft: bigint;
}
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
  /** the execution in progress ran an opcode of GAS_OBSERVING (or an SSTORE in an inner frame) */
  observedGas = false;
  /** the least gas the top frame had left at an SSTORE (before its charge) in the execution in progress */
  lowSstoreGasLeft = Number.POSITIVE_INFINITY;

  arm(deadline: number): void {
    this.deadline = deadline;
    this.tripped = false;
    this.observedGas = false;
    this.lowSstoreGasLeft = Number.POSITIVE_INFINITY;
  }

  /** An SSTORE is about to be charged with `gasLeft` left in a frame at `depth`. */
  private sawSstore(depth: number, gasLeft: number | bigint): void {
    if (depth > 0 || gasLeft > Number.MAX_SAFE_INTEGER) this.observedGas = true;
    else if (gasLeft < this.lowSstoreGasLeft) this.lowSstoreGasLeft = Number(gasLeft);
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

  /** A gas-observing opcode's handler that says so. */
  private observing<L extends (runState: never, c: Common) => unknown>(logic: L): L {
    return ((runState: never, c: Common) => {
      this.observedGas = true;
      return logic(runState, c);
    }) as L;
  }

  /**
   * SSTORE's gas function telling `sawSstore` the gas left before the charge (the sentry's
   * operand), its handler as it is (a new function, so that its number variant, if it has one,
   * is registered with the new gas function and does the same).
   */
  private sentryWatched<L extends object>(gasFunction: GasFunction, logic: L): [GasFunction, L] {
    const stockGas = gasFunction as unknown as (rs: SentryState, gas: bigint, c: Common) => bigint;
    const gas = ((rs: SentryState, g: bigint, c: Common) => {
      this.sawSstore(rs.env.depth, rs.gasLeft);
      return stockGas(rs, g, c);
    }) as unknown as GasFunction;
    const handler = ((rs: never, c: Common) => (logic as (rs: never, c: Common) => unknown)(rs, c)) as L;
    const variant = numberOpOf(logic);
    if (variant !== undefined && variant.gasHandler === gasFunction) {
      const run = variant.run;
      markNumberOp(handler, gas, (rs: SentryState, gasLeft: number, baseFee: number) => {
        this.sawSstore(rs.env.depth, gasLeft);
        return run(rs as never, gasLeft, baseFee);
      });
    }
    return [gas, handler];
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
    const codes = [...new Set([...WATCHED_OPCODES, ...GAS_OBSERVING, SSTORE])];
    return codes.flatMap((code): CustomOpcode[] => {
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
      if (code === SSTORE && gasFunction !== undefined) {
        const [watchedGas, watchedLogic] = this.sentryWatched(gasFunction, logic);
        return [
          {
            opcode: code,
            opcodeName: op.name,
            baseFee: op.fee,
            gasFunction: watchedGas,
            logicFunction: watchedLogic,
          },
        ];
      }
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
              : this.observing(logic),
        },
      ];
    });
  }
}
