import { EVMError } from "@ethereumjs/evm";
import { NO_BYTES } from "../frames/frame-interpreter.js";
import { type Logic, type RunState, underflow, words } from "./words.js";

/**
 * What STOP and RETURN hand back to powgate's run loop (run-loop.ts), which passes them a third
 * argument, `true`: the frame ends there, as the stock loop ends it on the STOP error. EthereumJS
 * ends every successful frame by throwing that error (`trap(STOP)`): ~1.4 µs per throw here, ~4% of
 * a loop of calls. Called with two arguments (EthereumJS's own loop: tracing, debug), they throw it.
 */
export const HALT = Symbol("halt");

const STOP = EVMError.errorMessages.STOP;

const stop = (_rs: RunState, _common: unknown, fastLoop?: boolean) => {
  if (fastLoop === true) return HALT;
  throw new EVMError(STOP);
};

/** The stock RETURN (popN(2), a copy of the memory area, Interpreter.finish) on the stack in place. */
const ret = (rs: RunState, _common: unknown, fastLoop?: boolean) => {
  const s = words(rs);
  const n = s._len;
  if (n < 2) underflow();
  const offset = s._store[n - 1];
  const length = s._store[n - 2];
  s._len = n - 2;
  // (a sub-call's empty return data: the one shared empty array, which its caller only reads; a
  // new Uint8Array(0) is ~0.3 µs)
  const data =
    length !== 0n
      ? rs.memory.read(Number(offset), Number(length))
      : (rs.env as { depth: number }).depth > 0
        ? NO_BYTES
        : new Uint8Array(0);
  (rs.interpreter as unknown as { _result: { returnValue?: Uint8Array } })._result.returnValue = data;
  if (fastLoop === true) return HALT;
  throw new EVMError(STOP);
};

export const haltOpcodes: [number, Logic][] = [
  [0x00, stop as Logic],
  [0xf3, ret as Logic],
];
