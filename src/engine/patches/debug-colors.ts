// The `debug` package (EthereumJS's logger) asks isatty(stderr), a system call, each time a logger is
// made unless its colour setting is fixed: EthereumJS makes several per trie and state view (views
// of the head, storage tries), ~2% of a one-transaction block. The same answer, asked once.
import { isatty } from "node:tty";
import createDebug from "debug";

/** Fixes the colour setting of every logger to stderr's, asked once (engine install). */
export function fixDebugColours(): void {
  const opts = (createDebug as unknown as { inspectOpts?: Record<string, unknown> }).inspectOpts;
  if (opts && !("colors" in opts)) opts.colors = isatty(process.stderr.fd);
}
