import { setFlagsFromString } from "node:v8";

/**
 * V8 settings of the node's process (the CLI's, not a library user's), set before it starts.
 *
 * Allocation-site pretenuring off: V8 allocates an object straight in the old generation once
 * objects from the same place in the code have survived young collections. A long call (a loop of
 * EXPs, ~7 ms) keeps its frame's objects alive across collections, so their places get marked; a
 * loop of STATICCALLs afterwards makes those objects 6,000 times a call and dies young, but they
 * now land in the old generation: every young collection then walks their pointers and the old
 * generation fills (GC 25% of the time, STATICCALL's eth_call 1.8x slower after EXP's than on a
 * fresh node; with it off, both as fast as on a fresh node). Read by V8 at each collection, so it
 * takes effect when set at run time.
 */
export function tuneV8(): void {
  setFlagsFromString("--no-allocation-site-pretenuring");
}
