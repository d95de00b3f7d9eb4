// OpenEthereum's trace shapes (trace_* methods) as domain values: the callTracer's frame tree
// flattened depth-first with traceAddress/subtraces, and prestateTracer's diff as a stateDiff.
// Decisions follow Anvil 1.7.1 (revm-inspectors) where it serves the method, else OpenEthereum /
// core-geth: precompile calls are traces, a creation names its `creationMethod`, the top frame's
// gas and gasUsed leave out the intrinsic gas, a failed frame keeps its `result` only on a revert.
import type { Address } from "@ethereumjs/util";
import type { CallFrame, PrestateAccount, PrestateResult } from "./types.js";

/** geth's error words → OpenEthereum's (geth's flatCallTracer's table, as Anvil words them too). */
const PARITY_ERRORS: Record<string, string> = {
  "contract creation code storage out of gas": "Out of gas",
  "out of gas": "Out of gas",
  "gas uint64 overflow": "Out of gas",
  "max code size exceeded": "Out of gas",
  "invalid jump destination": "Bad jump destination",
  "execution reverted": "Reverted",
  "return data out of bounds": "Out of bounds",
  "write protection": "Mutable Call In Static Context",
  "precompiled failed": "Built-in failed",
  "invalid input length": "Built-in failed",
  "max call depth exceeded": "Out of stack",
  "insufficient balance for transfer": "Insufficient balance",
  "contract address collision": "Contract address collision",
};

export function parityError(gethError: string): string {
  const known = PARITY_ERRORS[gethError];
  if (known) return known;
  if (gethError.startsWith("invalid opcode")) return "Bad instruction";
  if (gethError.startsWith("stack underflow")) return "Stack underflow";
  if (gethError.startsWith("stack limit reached")) return "Out of stack";
  return gethError;
}

export type ParityAction =
  | {
      kind: "call";
      from: Address;
      callType: string;
      gas: bigint;
      input: Uint8Array;
      to: Address;
      value: bigint;
    }
  | {
      kind: "create";
      from: Address;
      gas: bigint;
      init: Uint8Array;
      value: bigint;
      creationMethod: "create" | "create2";
    }
  | { kind: "suicide"; address: Address; balance: bigint; refundAddress: Address }
  | { kind: "reward"; author: Address; rewardType: "block" | "uncle"; value: bigint };

export type ParityResult =
  | { kind: "call"; gasUsed: bigint; output: Uint8Array }
  | { kind: "create"; address?: Address; code: Uint8Array; gasUsed: bigint };

/** One flat trace of a transaction (its block and transaction fields are the codec's). */
export interface ParityTrace {
  action: ParityAction;
  /** null: a selfdestruct, a reward, or a failure other than a revert */
  result: ParityResult | null;
  error?: string;
  subtraces: number;
  traceAddress: number[];
}

/** A trace placed in its block: reward traces have no transaction. */
export interface LocatedParityTrace extends ParityTrace {
  blockHash: Uint8Array;
  blockNumber: bigint;
  transactionHash: Uint8Array | null;
  transactionPosition: number | null;
}

const EMPTY = new Uint8Array(0);

/** The frame tree depth-first; `intrinsicGas` comes off the top frame's gas and gasUsed. */
export function flattenFrames(top: CallFrame, intrinsicGas: bigint): ParityTrace[] {
  const out: ParityTrace[] = [];
  const visit = (frame: CallFrame, address: number[], isTop: boolean) => {
    const gas = isTop ? frame.gas - intrinsicGas : frame.gas;
    const gasUsed = isTop ? frame.gasUsed - intrinsicGas : frame.gasUsed;
    out.push(flatFrame(frame, address, clamp(gas), clamp(gasUsed)));
    for (const [i, call] of frame.calls.entries()) visit(call, [...address, i], false);
  };
  visit(top, [], true);
  return out;
}

function clamp(n: bigint): bigint {
  return n < 0n ? 0n : n;
}

function flatFrame(frame: CallFrame, traceAddress: number[], gas: bigint, gasUsed: bigint): ParityTrace {
  const subtraces = frame.calls.length;
  const value = frame.value ?? 0n;
  if (frame.type === "SELFDESTRUCT") {
    return {
      action: { kind: "suicide", address: frame.from, balance: value, refundAddress: frame.to! },
      result: null,
      subtraces,
      traceAddress,
    };
  }
  const error = frame.error === undefined ? undefined : parityError(frame.error);
  // a revert's output and gas are worth showing; any other failure has no result
  const keepResult = frame.error === undefined || frame.error === "execution reverted";
  if (frame.type === "CREATE" || frame.type === "CREATE2") {
    return {
      action: {
        kind: "create",
        from: frame.from,
        gas,
        init: frame.input,
        value,
        creationMethod: frame.type === "CREATE2" ? "create2" : "create",
      },
      result: keepResult
        ? {
            kind: "create",
            address: frame.to,
            code: frame.error === undefined ? (frame.output ?? EMPTY) : EMPTY,
            gasUsed,
          }
        : null,
      ...(error === undefined ? {} : { error }),
      subtraces,
      traceAddress,
    };
  }
  return {
    action: {
      kind: "call",
      from: frame.from,
      callType: frame.type.toLowerCase(),
      gas,
      input: frame.input,
      to: frame.to!,
      value,
    },
    result: keepResult ? { kind: "call", gasUsed, output: frame.output ?? EMPTY } : null,
    ...(error === undefined ? {} : { error }),
    subtraces,
    traceAddress,
  };
}

/** A value before and after: unchanged, born, died, or changed (OpenEthereum's Diff). */
export type Diff<T> =
  | { kind: "same" }
  | { kind: "born"; value: T }
  | { kind: "died"; value: T }
  | { kind: "changed"; from: T; to: T };

export interface AccountDiff {
  balance: Diff<bigint>;
  code: Diff<Uint8Array>;
  nonce: Diff<bigint>;
  /** by 32-byte hex slot */
  storage: Map<string, Diff<Uint8Array>>;
}

/** by lowercase hex address */
export type StateDiff = Map<string, AccountDiff>;

const ZERO_WORD = new Uint8Array(32);

function diff<T>(before: T, after: T, same: (a: T, b: T) => boolean): Diff<T> {
  return same(before, after) ? { kind: "same" } : { kind: "changed", from: before, to: after };
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * prestateTracer's diff mode as OpenEthereum's stateDiff: an account only in `post` was born, one
 * only in `pre` died (self-destructed), one in both changed; unchanged fields are "=".
 */
export function stateDiffOf(result: Extract<PrestateResult, { diffMode: true }>): StateDiff {
  const out: StateDiff = new Map();
  const keys = new Set([...result.pre.keys(), ...result.post.keys()]);
  for (const key of [...keys].sort()) {
    const pre = result.pre.get(key);
    const post = result.post.get(key);
    if (!pre && post) out.set(key, bornOrDied(post, "born"));
    else if (pre && !post) out.set(key, bornOrDied(pre, "died"));
    else if (pre && post) out.set(key, changed(pre, post));
  }
  return out;
}

function bornOrDied(account: PrestateAccount, kind: "born" | "died"): AccountDiff {
  const storage = new Map<string, Diff<Uint8Array>>();
  for (const [slot, value] of account.storage ?? []) {
    if (!sameBytes(value, ZERO_WORD)) storage.set(slot, { kind, value });
  }
  return {
    balance: { kind, value: account.balance ?? 0n },
    code: { kind, value: account.code ?? EMPTY },
    nonce: { kind, value: account.nonce ?? 0n },
    storage,
  };
}

function changed(pre: PrestateAccount, post: PrestateAccount): AccountDiff {
  const storage = new Map<string, Diff<Uint8Array>>();
  const slots = new Set([...(pre.storage?.keys() ?? []), ...(post.storage?.keys() ?? [])]);
  for (const slot of [...slots].sort()) {
    const from = pre.storage?.get(slot) ?? ZERO_WORD;
    const to = post.storage?.get(slot) ?? ZERO_WORD;
    if (!sameBytes(from, to)) storage.set(slot, { kind: "changed", from, to });
  }
  const preCode = pre.code ?? EMPTY;
  return {
    balance: diff(pre.balance ?? 0n, post.balance ?? pre.balance ?? 0n, (a, b) => a === b),
    code: diff(preCode, post.code ?? preCode, sameBytes),
    nonce: diff(pre.nonce ?? 0n, post.nonce ?? pre.nonce ?? 0n, (a, b) => a === b),
    storage,
  };
}
