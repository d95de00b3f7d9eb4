#!/usr/bin/env node
import { ForkConfigError, ForkRemoteError } from "./chain/fork/errors.js";
import { DatabaseLockedError, DatabaseOpenError, DifferentChainError } from "./chain/store/db.js";
import { UsageError, usageMessage } from "./cli/args.js";
import { bannerFacts, bannerJson, bannerText } from "./cli/banner.js";
import { fail, HELP, parseCli } from "./cli-args.js";
import { lowerDeferredHelperThreads } from "./lib/helper-threads.js";
import { startNode } from "./node.js";
import { packageVersion } from "./paths.js";

const SUBCOMMANDS: Record<string, (argv: string[]) => Promise<void>> = {
  devnet: async (argv) => (await import("./devnet.js")).runDevnet(argv),
  mine: async (argv) => (await import("./mine/cli.js")).runMine(argv),
  conformance: async (argv) => (await import("./conformance/cli.js")).runConformanceCli(argv),
  gateway: async (argv) => (await import("./gateway/cli.js")).runGateway(argv),
  export: async (argv) => (await import("./chain-cli.js")).runExport(argv),
  import: async (argv) => (await import("./chain-cli.js")).runImport(argv),
};

async function main(): Promise<void> {
  // `powgate --help | head`: a closed pipe ends the output, not with a stack trace
  process.stdout.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(0);
    throw err;
  });
  const [command, ...rest] = process.argv.slice(2);
  const sub = command === undefined ? undefined : SUBCOMMANDS[command];
  const name = sub ? `powgate ${command}` : "powgate";
  try {
    if (sub) return await sub(rest);
    await runNode(process.argv.slice(2));
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(usageMessage(err, name));
      process.exit(2);
    }
    fail((err as Error).message);
  }
}

/** What to do when the data directory holds another chain than the flags make. */
function differentChain({ dir, stored, wanted }: DifferentChainError): string {
  const differences: string[] = [];
  const flags: string[] = [];
  if (stored.chainId !== wanted.chainId) {
    differences.push(`chain id ${stored.chainId} there, ${wanted.chainId} here`);
    flags.push(`--chain-id ${stored.chainId}`);
  }
  if (stored.genesis !== wanted.genesis) {
    differences.push(`genesis ${stored.genesis} there, ${wanted.genesis} here`);
    flags.push(
      "the same --chain, --genesis, --difficulty, --gas-limit, --mnemonic, --accounts and --balance",
    );
  }
  return (
    `${dir} holds another chain than these flags make: ${differences.join("; ")}.\n` +
    `  To resume it, start with the flags it was made with (${flags.join(", ")}).\n` +
    `  For a new chain, leave out --data-dir (a new chain in memory), give another --data-dir, or delete ${dir}.`
  );
}

async function runNode(argv: string[]): Promise<void> {
  const opts = parseCli(argv);
  if (opts === "help") return void process.stdout.write(HELP);
  if (opts === "version") return void process.stdout.write(`${packageVersion()}\n`);
  let node: Awaited<ReturnType<typeof startNode>>;
  // A failed write to the data directory: stop (bounded) and exit; a restart recovers the directory.
  const onStorageFailure = (err: Error) => {
    const deadline = new Promise((resolve) => setTimeout(resolve, 5000).unref());
    void Promise.race([node?.close(), deadline])
      .catch(() => undefined)
      .then(() =>
        fail(`${err.message}\nThe data directory is consistent; restart powgate once the disk is fixed.`),
      );
  };
  try {
    node = await startNode({ ...opts, onStorageFailure });
  } catch (err) {
    if (err instanceof DifferentChainError) fail(differentChain(err));
    if (err instanceof DatabaseLockedError || err instanceof DatabaseOpenError) fail(err.message);
    if (err instanceof ForkRemoteError || err instanceof ForkConfigError)
      fail(err instanceof ForkConfigError ? `--fork-url: ${err.message}` : err.message);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") fail(`port ${opts.port} is in use: pick another with --port`);
    if (code === "EACCES") fail(`not allowed to bind ${opts.host}:${opts.port}`);
    throw err;
  }
  // the launcher left V8's helper threads at the main thread's priority for the warm-up
  void (node.warmUp?.served ?? Promise.resolve()).then(lowerDeferredHelperThreads);
  if (opts.logging !== false) {
    const facts = await bannerFacts(node, opts, packageVersion());
    process.stdout.write(opts.logFormat === "json" ? bannerJson(facts) : bannerText(facts));
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${signal}: finishing in-flight requests and closing the database\n`);
    await node.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

void main();
