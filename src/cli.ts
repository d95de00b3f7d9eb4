#!/usr/bin/env node
import { bytesToHex } from "@ethereumjs/util";
import { DatabaseLockedError, DatabaseOpenError } from "./chain/store/db.js";
import { fail, HELP, parseCli } from "./cli-args.js";
import { startNode } from "./node.js";
import { packageVersion } from "./paths.js";

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === "devnet") return (await import("./devnet.js")).runDevnet(rest);
  if (command === "mine") return (await import("./mine/cli.js")).runMine(rest);
  if (command === "conformance") return (await import("./conformance/cli.js")).runConformanceCli(rest);
  if (command === "export" || command === "import") {
    const { runExport, runImport } = await import("./chain-cli.js");
    try {
      return await (command === "export" ? runExport(rest) : runImport(rest));
    } catch (err) {
      fail((err as Error).message);
    }
  }
  const opts = parseCli(process.argv.slice(2));
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
    if (err instanceof DatabaseLockedError || err instanceof DatabaseOpenError) fail(err.message);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") fail(`port ${opts.port} is in use: pick another with --port`);
    if (code === "EACCES") fail(`not allowed to bind ${opts.host}:${opts.port}`);
    fail((err as Error).message);
  }
  const lines = [
    `powgate v${packageVersion()}`,
    `HTTP       ${node.url}`,
    `WebSocket  ${node.wsUrl}`,
    `Chain id   ${node.config.chainId}`,
    `Data       ${opts.dataDir ?? "in memory"}`,
    ...(node.network ? [`Enode      ${node.network.enode}`] : []),
    `Mining     ${opts.noMining ? "none (follows its peers)" : opts.externalMining ? "external (eth_getWork / eth_submitWork)" : opts.blockTime ? `a block every ${opts.blockTime} s` : "automine"} (Ethash${node.config.consensus.ecip1099Block === undefined ? "" : `, Etchash from block ${node.config.consensus.ecip1099Block}`}, difficulty ${node.config.difficulty})`,
    "",
    "Accounts (test keys: never use them on a real network)",
    ...node.config.devAccounts.map(
      (a, i) =>
        `(${i}) ${a.address.toString()}  ${bytesToHex(a.privateKey)}  ${Number(node.config.alloc.get(a.address.toString())?.balance ?? 0n) / 1e18} ETH`,
    ),
    "",
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
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
