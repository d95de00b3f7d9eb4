/**
 * The node's own output, as log records at info level (a terminal line each in text format, the same
 * fields as JSON with --log-format json; src/log.ts draws the lines): one per block this node's
 * miner inserts, one per transaction in it with its console.log lines under it, and the console.log
 * lines of calls. A burst of empty blocks (hardhat_mine 1000) is one line for the whole run.
 */
import type { Block } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import { decodeRevertReason } from "./chain/call/revert.js";
import type {
  ChainEventBus,
  ConsoleLogOutput,
  ConsoleLogSource,
  MinedTransactionOutcome,
} from "./chain/node/events.js";
import type { Logger } from "./log.js";

/** Empty blocks closer together than this join one run (hardhat_mine's, fast interval mining). */
export const EMPTY_RUN_GAP_MS = 100;
/** Longest revert reason printed; a longer one ends with "…". */
const MAX_REASON_CHARS = 200;

const CALL_SOURCES: Record<ConsoleLogSource["kind"], string> = {
  call: "eth_call",
  estimateGas: "eth_estimateGas",
  traceCall: "debug_traceCall",
};

/** The error and its details as the transaction record carries them. */
export function failureFields(outcome: Pick<MinedTransactionOutcome, "error" | "returnValue">): {
  error?: string;
  reason?: string;
  selector?: string;
} {
  if (outcome.error === undefined) return {};
  if (outcome.error !== "revert") return { error: outcome.error };
  const data = outcome.returnValue;
  const reason = decodeRevertReason(data);
  if (reason !== undefined)
    return {
      error: "execution reverted",
      reason: reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS)}…` : reason,
    };
  // a custom error: its selector names it (the data stays in the receipt's trace, not here)
  if (data.length >= 4) return { error: "execution reverted", selector: bytesToHex(data.subarray(0, 4)) };
  return { error: "execution reverted" };
}

interface EmptyRun {
  first: bigint;
  last: Block;
  count: number;
  timer: NodeJS.Timeout;
}

/** Starts logging the chain's activity; the returned function stops it (and prints what is held). */
export function logActivity(
  events: ChainEventBus,
  logger: Logger,
  opts: { consoleLog: boolean },
): () => void {
  let run: EmptyRun | undefined;

  const endRun = () => {
    if (!run) return;
    clearTimeout(run.timer);
    const { first, last, count } = run;
    run = undefined;
    if (count === 0) return;
    logger.info(
      {
        event: "blocks",
        from: Number(first),
        to: Number(last.header.number),
        count,
        hash: bytesToHex(last.hash()),
      },
      "empty blocks",
    );
  };

  const onBlock = (block: Block, txs: MinedTransactionOutcome[], outcome: "head" | "side" | "reorg") => {
    // switched off (--silent, hardhat_setLoggingEnabled, --log-level warn): no records to build
    if (!logger.isLevelEnabled("info")) return endRun();
    const number = block.header.number;
    const empty = txs.length === 0 && outcome === "head";
    if (empty && run && number === run.last.header.number + 1n) {
      // the first block of a run is printed at once; the rest wait to be counted
      run.count++;
      run.last = block;
      run.timer.refresh();
      return;
    }
    endRun();
    const gasUsed = txs.reduce((sum, t) => sum + t.gasUsed, 0n);
    logger.info(
      {
        event: "block",
        number: Number(number),
        hash: bytesToHex(block.hash()),
        transactions: txs.length,
        gasUsed: Number(gasUsed),
        ...(outcome === "head" ? {} : { chain: outcome === "side" ? "side" : "reorg" }),
      },
      "block",
    );
    for (const t of txs) logTransaction(logger, block, t);
    if (empty) {
      run = { first: number + 1n, last: block, count: 0, timer: setTimeout(endRun, EMPTY_RUN_GAP_MS) };
      run.timer.unref();
    }
  };

  const onConsole = (source: ConsoleLogSource, output: ConsoleLogOutput) =>
    logConsole(logger, { console: CALL_SOURCES[source.kind] }, output);

  events.on("blockMined", onBlock);
  if (opts.consoleLog) events.on("consoleLog", onConsole);
  return () => {
    events.off("blockMined", onBlock);
    events.off("consoleLog", onConsole);
    endRun();
  };
}

function logTransaction(logger: Logger, block: Block, t: MinedTransactionOutcome): void {
  const hash = bytesToHex(t.tx.hash());
  const creation = t.tx.to === undefined;
  logger.info(
    {
      event: "transaction",
      hash,
      block: Number(block.header.number),
      from: t.tx.getSenderAddress().toString(),
      to: creation ? null : t.tx.to!.toString(),
      ...(creation && t.createdAddress && t.error === undefined
        ? { contractAddress: t.createdAddress.toString() }
        : {}),
      gasUsed: Number(t.gasUsed),
      status: t.error === undefined ? 1 : 0,
      ...failureFields(t),
    },
    "transaction",
  );
  if (t.console)
    logConsole(logger, { console: "transaction", tx: hash, block: Number(block.header.number) }, t.console);
}

/** One record per console.log call, the message as is, tagged with where it ran. */
function logConsole(logger: Logger, tags: Record<string, unknown>, output: ConsoleLogOutput): void {
  for (const message of output.messages) logger.info(tags, message);
  if (output.dropped > 0)
    logger.warn(
      { ...tags, dropped: output.dropped },
      "console.log: later messages past the limit were dropped",
    );
}
