import { EVMError } from "@ethereumjs/evm";
import type { Watch } from "../../engine/index.js";

/** Jumps look at the clock every 64th time; calls and creates every 16th (each is a frame: ~1 µs or more). */
const JUMPS_PER_CHECK = 64;
const CALLS_PER_CHECK = 16;
/** The exceptional halt of an aborted frame (never on the wire: CallTimeoutError is). */
const ABORTED = "execution aborted" as ConstructorParameters<typeof EVMError>[0];

/**
 * Stops an execution past its deadline from inside the EVM. EthereumJS runs the EVM on this
 * thread and yields only microtasks, so no timer can fire while a loop runs: instead the engine
 * tells this watch of every jump and call (engine/watch.ts), and every 16th CALL, CALLCODE,
 * DELEGATECALL, STATICCALL, CREATE or CREATE2 looks at the clock (each one at once after a trip),
 * and every 64th JUMP or JUMPI (every loop jumps and every recursion calls; straight-line code is
 * bounded by the code size). Past the deadline the opcode fails as an exceptional halt: its frame
 * ends and its journal checkpoint is reverted by the EVM as for any other failure, and each
 * enclosing frame halts at its next such opcode. `tripped` then tells the executor that the result
 * is a timeout, not the call's outcome. It also records what the gas search needs to know of the
 * execution's use of its gas limit (gas-search.ts).
 */
export class Watchdog implements Watch {
  private deadline = Number.POSITIVE_INFINITY;
  private countdown = JUMPS_PER_CHECK;
  private callCountdown = CALLS_PER_CHECK;
  /** the execution in progress was aborted */
  tripped = false;
  /** the execution in progress ran an opcode that observes the gas limit (or an SSTORE in an inner frame) */
  observedGas = false;
  /** the least gas the top frame had left at an SSTORE (before its charge) in the execution in progress */
  lowSstoreGasLeft = Number.POSITIVE_INFINITY;

  arm(deadline: number): void {
    this.deadline = deadline;
    this.tripped = false;
    this.observedGas = false;
    this.lowSstoreGasLeft = Number.POSITIVE_INFINITY;
  }

  disarm(): void {
    this.deadline = Number.POSITIVE_INFINITY;
  }

  /**
   * An SSTORE depends on the gas limit only through EIP-2200's sentry: in the top frame that is one
   * more bound on the limit, known from the gas it had left; in an inner frame (reached through a
   * call anyway) it counts as observing.
   */
  sawSstore(depth: number, gasLeft: number | bigint): void {
    if (depth > 0 || gasLeft > Number.MAX_SAFE_INTEGER) this.observedGas = true;
    else if (gasLeft < this.lowSstoreGasLeft) this.lowSstoreGasLeft = Number(gasLeft);
  }

  gasObserved(): void {
    this.observedGas = true;
  }

  /** Reading the clock at every jump costs ~8% of a tight loop; every 64th costs nothing. */
  jumped(): void {
    if (--this.countdown === 0) {
      this.countdown = JUMPS_PER_CHECK;
      this.check();
    }
  }

  /** The clock every 16th call (Date.now() at each was ~2% of a loop of calls), and at once once tripped. */
  called(): void {
    if (this.tripped) throw new EVMError(ABORTED);
    if (--this.callCountdown === 0) {
      this.callCountdown = CALLS_PER_CHECK;
      this.check();
    }
  }

  private check(): void {
    if (Date.now() > this.deadline) {
      this.tripped = true;
      throw new EVMError(ABORTED);
    }
  }
}
