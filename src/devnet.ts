import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { DEFAULT_MNEMONIC, deriveAccounts } from "./chain/config/accounts.js";
import { devRulesFor } from "./chain/config/dev-hardforks.js";
import { choiceFlag, integerFlag, parseCommand, positiveFlag, UsageError } from "./cli/args.js";
import { userCacheDir } from "./paths.js";

export const DEVNET_HELP = `powgate devnet: N peered nodes on this machine

Usage: powgate devnet --nodes N [--miners M] [--difficulty D] [options]

  --nodes <n>          nodes to start (default 3, at most 32)
  --miners <m>         how many of them mine (the first m; default 1). A miner seals a block every
                       --block-time seconds at --difficulty, so that miners race (stale blocks,
                       uncles, reorganizations); the others run --mining none and follow. Miner i's
                       coinbase is dev account i of the test mnemonic (its blocks' "miner")
  --difficulty <d>     the chain's genesis and minimum difficulty (default 300: one miner's CPU
                       sealer, ~300 light hashes a second on this project's 2-core test machine,
                       takes ~1 s a block, so blocks race on hashing; below 2048 the Ethash formula
                       keeps it constant, above it moves it). 1 makes every seal one hash: blocks
                       then come on --block-time alone
  --block-time <s>     a miner starts a block every s seconds (default 1); a tick that comes while
                       it still hashes starts the next block as soon as that one is sealed
  --ethash-dag <mode>  full: the miners seal with the full Ethash dataset (~100x the light hash
                       rate, for difficulties where blocks take seconds): miner 0 generates it once
                       into --ethash-dir (minutes at low priority; light until then), the other
                       miners use the file when it is there. 1 GiB in memory per miner and on disk.
                       light or auto (default): as the node's flag
  --ethash-dir <dir>   the dataset files shared by the miners (default ~/.cache/powgate/ethash)
  --port <n>           RPC port of the first node; node i uses port + i (default 8545)
  --p2p-port <n>       devp2p port of the first node; node i uses p2p-port + i (default 30303)
  --data-dir <dir>     keep node i's chain in <dir>/node-<i> (default: in memory)
  --chain-id <n>       chain id (default 1337)
  --hardfork <name>    every node's EVM rules (powgate --hardfork: london ... prague, osaka,
                       latest; default: the dev chain's default); nodes under different rules
                       would fork apart, so all get the same

Prints each node's URL and enode, and stops them all on Ctrl-C (SIGINT or SIGTERM).
`;

/**
 * The devnet's default difficulty: measured, one node's CPU sealer (WebAssembly hashimoto) makes
 * ~300 hashes a second on the 2-core test machine under load, so a block takes ~1 s of hashing.
 */
export const DEVNET_DIFFICULTY = 300n;

export interface DevnetOptions {
  nodes: number;
  miners: number;
  difficulty: string;
  blockTime: string;
  port: number;
  p2pPort: number;
  dataDir?: string;
  chainId?: string;
  /** the name as given (checked by devRulesFor), passed on to every node */
  hardfork?: string;
  ethashDag?: "full" | "light" | "auto";
  ethashDir?: string;
}

const DEVNET_OPTIONS = {
  nodes: { type: "string" },
  miners: { type: "string" },
  difficulty: { type: "string" },
  "block-time": { type: "string" },
  port: { type: "string" },
  "p2p-port": { type: "string" },
  "data-dir": { type: "string" },
  "chain-id": { type: "string" },
  hardfork: { type: "string" },
  "ethash-dag": { type: "string" },
  "ethash-dir": { type: "string" },
} as const;

/** devnet's options; "help" when asked. Throws UsageError. */
export function parseDevnet(argv: string[]): DevnetOptions | "help" {
  const parsed = parseCommand(DEVNET_OPTIONS, argv);
  if (parsed === "help") return "help";
  const { values } = parsed;
  const nodes = integerFlag("nodes", values.nodes, { min: 1, max: 32 }) ?? 3;
  const miners = integerFlag("miners", values.miners, { min: 0, max: nodes }) ?? 1;
  const port = integerFlag("port", values.port, { min: 1, max: 65535 - nodes }) ?? 8545;
  const p2pPort = integerFlag("p2p-port", values["p2p-port"], { min: 1, max: 65535 - nodes }) ?? 30303;
  const difficulty = integerFlag("difficulty", values.difficulty, { min: 1 }) ?? Number(DEVNET_DIFFICULTY);
  positiveFlag("block-time", values["block-time"]);
  if (values.hardfork !== undefined)
    try {
      devRulesFor(values.hardfork);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
  return {
    nodes,
    miners,
    difficulty: String(difficulty),
    blockTime: values["block-time"] ?? "1",
    port,
    p2pPort,
    dataDir: values["data-dir"],
    chainId: values["chain-id"],
    hardfork: values.hardfork,
    ethashDag: choiceFlag("ethash-dag", values["ethash-dag"], ["full", "light", "auto"] as const),
    ethashDir: values["ethash-dir"],
  };
}

/** A miner's dataset flags: with full, miner 0 generates and the others wait for its file. */
export function dagArgs(opts: DevnetOptions, miner: number): string[] {
  if (opts.ethashDag === undefined) return [];
  const dir = opts.ethashDir ?? join(userCacheDir(), "ethash");
  const mode = opts.ethashDag === "full" && miner > 0 ? "auto" : opts.ethashDag;
  return ["--ethash-dag", mode, "--ethash-dir", dir];
}

/** Node `i`'s command line: its ports, the shared chain settings, mining or following, its peers. */
export function nodeArgs(
  opts: DevnetOptions,
  i: number,
  coinbase: string | undefined,
  enodes: string[],
): string[] {
  const mining =
    i < opts.miners && coinbase !== undefined
      ? ["--block-time", opts.blockTime, "--coinbase", coinbase]
      : ["--mining", "none"];
  return [
    "--port",
    String(opts.port + i),
    "--p2p-port",
    String(opts.p2pPort + i),
    "--difficulty",
    opts.difficulty,
    "--log-level",
    "warn",
    ...(opts.chainId ? ["--chain-id", opts.chainId] : []),
    ...(opts.hardfork ? ["--hardfork", opts.hardfork] : []),
    ...(opts.dataDir ? ["--data-dir", `${opts.dataDir}/node-${i}`] : ["--in-memory"]),
    ...mining,
    ...(i < opts.miners ? dagArgs(opts, i) : []),
    // every node dials the ones started before it: a full mesh without waiting for discovery
    ...(enodes.length > 0 ? ["--bootnodes", enodes.join(",")] : []),
  ];
}

/** Starts one node as a child process of this same command; resolves with its enode. */
function startChild(args: string[], index: number): Promise<{ child: ChildProcess; enode: string }> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Enode\s+(enode:\/\/\S+)/.exec(out);
      if (m) {
        child.stdout?.off("data", onData);
        child.stdout?.resume();
        resolve({ child, enode: m[1]! });
      } else if (out.length > 1_000_000) out = out.slice(-10_000);
    };
    child.stdout?.on("data", onData);
    // warnings and errors of every node, prefixed (each child logs at --log-level warn)
    child.stderr?.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n"))
        if (line.trim()) process.stderr.write(`[node ${index}] ${line}\n`);
    });
    child.once("exit", (code) => reject(new Error(`node ${index} exited (code ${code}) before it started`)));
  });
}

/** `powgate devnet`: N nodes peered with each other on consecutive ports. */
export async function runDevnet(argv: string[]): Promise<void> {
  const opts = parseDevnet(argv);
  if (opts === "help") return void process.stdout.write(DEVNET_HELP);
  const children: ChildProcess[] = [];
  let stopping = false;
  const stopAll = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once("exit", () => resolve());
            c.kill(signal === "SIGTERM" ? "SIGTERM" : "SIGINT");
          }),
      ),
    );
    process.exit(0);
  };
  process.on("SIGINT", () => void stopAll("SIGINT"));
  process.on("SIGTERM", () => void stopAll("SIGTERM"));
  const enodes: string[] = [];
  process.stdout.write(
    `powgate devnet: ${opts.nodes} nodes, ${opts.miners} mining (difficulty ${opts.difficulty}, a block every ${opts.blockTime} s per miner${opts.hardfork ? `, --hardfork ${opts.hardfork}` : ""})\n`,
  );
  // each miner its own coinbase (dev account i), so whose block won shows in every block's miner
  const coinbases = deriveAccounts(DEFAULT_MNEMONIC, opts.miners).map((a) => a.address.toString());
  for (let i = 0; i < opts.nodes; i++) {
    const args = nodeArgs(opts, i, coinbases[i], enodes);
    try {
      const { child, enode } = await startChild(args, i);
      children.push(child);
      enodes.push(enode);
      child.once("exit", (code) => {
        if (!stopping) process.stderr.write(`[node ${i}] exited (code ${code})\n`);
      });
      process.stdout.write(
        `node ${i}  ${i < opts.miners ? `miner (coinbase ${coinbases[i]})` : "replica"}  http://127.0.0.1:${opts.port + i}  ws://127.0.0.1:${opts.port + i}  ${enode}\n`,
      );
    } catch (err) {
      process.stderr.write(`powgate devnet: ${(err as Error).message}\n`);
      await stopAll("SIGINT");
    }
  }
  process.stdout.write("Ctrl-C stops every node.\n");
}
