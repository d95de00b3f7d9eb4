import type { Common } from "@ethereumjs/common";
import { EVMError } from "@ethereumjs/evm";
import type { RunState } from "../words.js";

// SSTORE's and SLOAD's amounts and EIP-2200's metering, shared by storage-opcodes.ts's paths.

/** The amounts of these opcodes under one set of rules (common.param per SSTORE was ~1% of a loop). */
export interface Params {
  warmRead: bigint;
  coldSload: bigint;
  sentry: bigint;
  noop: bigint;
  init: bigint;
  clean: bigint;
  dirty: bigint;
  reset: bigint;
  clearRefund: bigint;
  initRefund: bigint;
  cleanRefund: bigint;
  /** the sentry as a number (the number variants) */
  sentryGas: number;
}

/** per parameter table (Common builds a new one on every fork or EIP change) */
const paramsOf = new WeakMap<object, Params>();

export function params(common: Common): Params {
  const table = (common as unknown as { _paramsCache: object })._paramsCache;
  let p = paramsOf.get(table);
  if (p === undefined) {
    p = {
      warmRead: common.param("warmstoragereadGas"),
      coldSload: common.param("coldsloadGas"),
      sentry: common.param("sstoreSentryEIP2200Gas"),
      noop: common.param("sstoreNoopEIP2200Gas"),
      init: common.param("sstoreInitEIP2200Gas"),
      clean: common.param("sstoreCleanEIP2200Gas"),
      dirty: common.param("sstoreDirtyEIP2200Gas"),
      reset: common.param("sstoreResetGas"),
      clearRefund: common.param("sstoreClearRefundEIP2200Gas"),
      initRefund: common.param("sstoreInitRefundEIP2200Gas"),
      cleanRefund: common.param("sstoreCleanRefundEIP2200Gas"),
      sentryGas: Number(common.param("sstoreSentryEIP2200Gas")),
    };
    paramsOf.set(table, p);
  }
  return p;
}

/** EIP-2200: an SSTORE with no more than the sentry's gas left fails before anything else. */
export function sentry(reached: boolean): void {
  if (reached) throw new EVMError(EVMError.errorMessages.OUT_OF_GAS);
}

/**
 * EIP-2200's SSTORE cost and refunds (after the sentry) with EIP-2929's warm-slot adjustments, as EthereumJS applies
 * them (the adjustments look at the slot's warmth before this SSTORE warms it). Words as bigints:
 * EthereumJS compares the stored bytes, empty for zero and else 32, which is comparing the words.
 */
export function eip2200(
  rs: RunState,
  p: Params,
  current: bigint,
  original: bigint,
  value: bigint,
  warm: boolean,
): bigint {
  const interpreter = rs.interpreter;
  if (current === value) return warm ? p.warmRead : p.noop;
  if (original === current) {
    if (original === 0n) return p.init;
    if (value === 0n) interpreter.refundGas(p.clearRefund);
    return p.clean;
  }
  if (original !== 0n) {
    if (current === 0n) interpreter.subRefund(p.clearRefund);
    else if (value === 0n) interpreter.refundGas(p.clearRefund);
  }
  if (original === value) {
    if (original === 0n) interpreter.refundGas(warm ? p.init - p.warmRead : p.initRefund);
    else interpreter.refundGas(warm ? p.reset - p.coldSload - p.warmRead : p.cleanRefund);
  }
  return p.dirty;
}
