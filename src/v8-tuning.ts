import { setFlagsFromString } from "node:v8";

/**
 * V8 settings of the node's process (the CLI's, not a library user's), set once it has started.
 *
 * Allocation-site pretenuring off: V8 allocates an object straight in the old generation once
 * objects from the same place in the code have survived young collections. A long call (a loop of
 * EXPs, ~7 ms) keeps its frame's objects alive across collections, so their places get marked; a
 * loop of STATICCALLs afterwards makes those objects 6,000 times a call and they die young, but
 * now land in the old generation: every young collection walks their pointers and the old
 * generation fills (GC 25% of the time, STATICCALL's eth_call 1.8x slower after EXP's than on a
 * fresh node; with it off, as fast as on a fresh node). V8 reads it at each collection, so it takes
 * effect when set at run time. Not before the node has started: start-up's long-lived objects
 * gain from pretenuring (~10 ms of start-up without it).
 */
export function tuneV8(): void {
  setFlagsFromString("--no-allocation-site-pretenuring");
  (globalThis as Record<symbol, unknown>)[TUNED] = true;
}

/** Shared by the launcher's copy of this module and the bundle's. */
const TUNED = Symbol.for("powgate.v8Tuned");

/**
 * `make()` under V8's default flags: a code cache records a hash of the flags it was made under and
 * V8 rejects it under others, and the next start reads it before tuneV8 runs.
 */
export function withDefaultV8Flags<T>(make: () => T): T {
  const tuned = (globalThis as Record<symbol, unknown>)[TUNED] === true;
  if (tuned) setFlagsFromString("--allocation-site-pretenuring");
  try {
    return make();
  } finally {
    if (tuned) setFlagsFromString("--no-allocation-site-pretenuring");
  }
}
