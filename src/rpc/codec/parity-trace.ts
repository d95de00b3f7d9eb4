// OpenEthereum's trace JSON (trace_* methods): field names and order as Anvil 1.7.1 writes them,
// block numbers and positions as JSON numbers, the rest as hex.
import { InvalidParamsError } from "../../../generated/errors.js";
import type {
  AccountDiff,
  Diff,
  LocatedParityTrace,
  ParityAction,
  ParityResult,
  ParityTrace,
  StateDiff,
} from "../../chain/trace/parity.js";
import type { ParityTraceResult, TracerChoice } from "../../chain/trace/types.js";
import { address, data, quantity } from "./hex.js";
import { vmTraceJson } from "./vm-trace.js";

export type TraceType = "trace" | "stateDiff" | "vmTrace";

/** `["trace", "stateDiff", "vmTrace"]`: which parts a replay computes. */
export function parseTraceTypes(types: readonly string[]): { choice: TracerChoice; types: Set<TraceType> } {
  const set = new Set<TraceType>();
  for (const t of types) {
    if (t !== "trace" && t !== "stateDiff" && t !== "vmTrace") {
      throw new InvalidParamsError(
        `invalid trace type ${JSON.stringify(t)}: want trace, stateDiff or vmTrace`,
      );
    }
    set.add(t);
  }
  return {
    choice: { kind: "parity", stateDiff: set.has("stateDiff"), vmTrace: set.has("vmTrace") },
    types: set,
  };
}

function actionJson(a: ParityAction): Record<string, unknown> {
  switch (a.kind) {
    case "call":
      return {
        from: address(a.from),
        callType: a.callType,
        gas: quantity(a.gas),
        input: data(a.input),
        to: address(a.to),
        value: quantity(a.value),
      };
    case "create":
      return {
        from: address(a.from),
        gas: quantity(a.gas),
        init: data(a.init),
        value: quantity(a.value),
        creationMethod: a.creationMethod,
      };
    case "suicide":
      return {
        address: address(a.address),
        balance: quantity(a.balance),
        refundAddress: address(a.refundAddress),
      };
    case "reward":
      return { author: address(a.author), rewardType: a.rewardType, value: quantity(a.value) };
  }
}

function resultJson(r: ParityResult | null): Record<string, unknown> | null {
  if (!r) return null;
  if (r.kind === "call") return { gasUsed: quantity(r.gasUsed), output: data(r.output) };
  return {
    ...(r.address ? { address: address(r.address) } : {}),
    code: data(r.code),
    gasUsed: quantity(r.gasUsed),
  };
}

function traceType(t: ParityTrace): string {
  return t.action.kind;
}

/** A trace inside trace_replay* / trace_call: no block or transaction fields. */
export function traceJson(t: ParityTrace): Record<string, unknown> {
  return {
    action: actionJson(t.action),
    ...(t.error === undefined ? {} : { error: t.error }),
    result: resultJson(t.result),
    subtraces: t.subtraces,
    traceAddress: t.traceAddress,
    type: traceType(t),
  };
}

/** A trace of trace_transaction / trace_block / trace_filter / trace_get. */
export function locatedTraceJson(t: LocatedParityTrace): Record<string, unknown> {
  return {
    action: actionJson(t.action),
    blockHash: data(t.blockHash),
    blockNumber: Number(t.blockNumber),
    ...(t.error === undefined ? {} : { error: t.error }),
    result: resultJson(t.result),
    subtraces: t.subtraces,
    traceAddress: t.traceAddress,
    transactionHash: t.transactionHash ? data(t.transactionHash) : null,
    transactionPosition: t.transactionPosition,
    type: traceType(t),
  };
}

function diffJson<T>(d: Diff<T>, enc: (v: T) => string): unknown {
  switch (d.kind) {
    case "same":
      return "=";
    case "born":
      return { "+": enc(d.value) };
    case "died":
      return { "-": enc(d.value) };
    case "changed":
      return { "*": { from: enc(d.from), to: enc(d.to) } };
  }
}

function accountDiffJson(a: AccountDiff): Record<string, unknown> {
  const storage: Record<string, unknown> = {};
  for (const [slot, d] of a.storage) storage[slot] = diffJson(d, data);
  return {
    balance: diffJson(a.balance, quantity),
    code: diffJson(a.code, data),
    nonce: diffJson(a.nonce, quantity),
    storage,
  };
}

export function stateDiffJson(diff: StateDiff): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, account] of diff) out[key] = accountDiffJson(account);
  return out;
}

/** trace_replayTransaction / trace_call: output, and each part asked for (null otherwise). */
export function replayJson(result: ParityTraceResult, types: Set<TraceType>): Record<string, unknown> {
  return {
    output: data(result.output),
    stateDiff: types.has("stateDiff") && result.stateDiff ? stateDiffJson(result.stateDiff) : null,
    trace: types.has("trace") ? result.trace.map(traceJson) : [],
    vmTrace: types.has("vmTrace") && result.vmTrace ? vmTraceJson(result.vmTrace) : null,
  };
}
