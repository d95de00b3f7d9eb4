/**
 * Keeps V8's young generation at its size while the node idles.
 *
 * At a scavenge, V8 shrinks the young generation to its minimum (and gives its pages back) when
 * the allocation rate since the scavenge before was below 1 MB/s: always so for the first scavenge
 * after an idle node's first request. The burst that follows then grows it back one doubling at a
 * time, with ~3x the scavenges and a page fault for every page touched again. A small allocation
 * of garbage twice a second keeps the rate V8 measures above its threshold; an idle node then
 * scavenges every few seconds (under a millisecond each: nothing survives). The figures are in
 * docs/design/young-generation.md. V8 takes `--min-semi-space-size` only at start-up, so a user's
 * own setting of it, or POWGATE_YOUNG_GENERATION=default, leaves V8's sizing alone.
 */
import { givenToNode } from "./v8-flags.js";

/** Elements of one allocated array: a 64 KiB backing store, below V8's large-object size (128 KiB). */
const ARRAY_ELEMENTS = 8192;
/** Arrays a tick: ~1.3 MB, 2.6 MB/s at TICK_MS, 2.6x the rate below which V8 shrinks. */
const ARRAYS_PER_TICK = 20;
const TICK_MS = 500;

const SIZING_FLAGS = ["--min-semi-space-size", "--max-semi-space-size"];

/** Holds the last array, so that no compiler may drop the allocation as unused. */
const held: { array?: number[] } = {};

function allocate(): void {
  for (let i = 0; i < ARRAYS_PER_TICK; i++) held.array = new Array<number>(ARRAY_ELEMENTS).fill(0);
}

/**
 * Starts the allocation timer (unref'd: it keeps no process alive), unless the user sized the young
 * generation on node's command line or set POWGATE_YOUNG_GENERATION=default. Returns its stop
 * function, or undefined when it was not started.
 */
export function keepYoungGeneration(
  execArgv: readonly string[] = process.execArgv,
  env: NodeJS.ProcessEnv = process.env,
): (() => void) | undefined {
  if (env.POWGATE_YOUNG_GENERATION === "default") return undefined;
  if (givenToNode(execArgv, SIZING_FLAGS)) return undefined;
  const timer = setInterval(allocate, TICK_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    held.array = undefined;
  };
}
