// geth's 4byteTracer (eth/tracers/native/4byte.go): the selectors a transaction called, with the size
// of their arguments, counted.
import { bytesToHex } from "@ethereumjs/util";
import type { Enter, Tracer } from "./hooks.js";
import type { FourByteResult } from "./types.js";

const CALL_TYPES = new Set(["CALL", "CALLCODE", "DELEGATECALL", "STATICCALL"]);

export class FourByteTracer implements Tracer {
  readonly steps = false;
  private readonly ids = new Map<string, number>();

  /** `isPrecompile`: calls to precompiles are opcodes in disguise and are not counted */
  constructor(private readonly isPrecompile: (enter: Enter) => boolean) {}

  onEnter(e: Enter): void {
    if (e.input.length < 4 || !CALL_TYPES.has(e.type) || this.isPrecompile(e)) return;
    const id = `${bytesToHex(e.input.subarray(0, 4))}-${e.input.length - 4}`;
    this.ids.set(id, (this.ids.get(id) ?? 0) + 1);
  }

  result(): FourByteResult {
    return { kind: "4byteTracer", ids: this.ids };
  }
}

/** geth's noopTracer: runs the transaction and answers {}. */
export class NoopTracer implements Tracer {
  readonly steps = false;
  result() {
    return { kind: "noopTracer" as const };
  }
}
