/**
 * What a fork starts from, asked of the remote once: its chain id, its rules, the fork block's header
 * and total difficulty. Kept as facts (the remote's own answers) in the data directory, so that a
 * restart derives the same chain without asking again.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseGenesisJson } from "../block/genesis-file.js";
import { classicMainnetConfig, mordorConfig } from "../classic/profiles.js";
import { DEFAULT_MNEMONIC, deriveAccounts } from "../config/accounts.js";
import { type ChainConfig, DEFAULTS, devChainConfig } from "../config/config.js";
import type { DevRules } from "../config/dev-hardforks.js";
import { ForkCache } from "./cache.js";
import { ForkConfigError, ForkRemoteError } from "./errors.js";
import { MAINNET_GENESIS, MAINNET_PARIS_BLOCK, mainnetForkBase, mainnetRulesAt } from "./mainnet.js";
import { lacksMethod, Remote, type RemoteOptions, redact } from "./remote.js";
import { RemoteStateSource } from "./state-source.js";

const ETC_GENESIS = "0xd4e56740f876aef8c010b86a40d5f56745a118d0906a34e69aec8c0db1cb8fa3";
const MORDOR_GENESIS = "0xa68ebde7932eccb177d38d55dcc6461a019dd795a681e59b5a3e4f3a7259a3f1";

export interface ForkOptions extends Omit<RemoteOptions, "urls"> {
  urls: readonly string[];
  /** the fork block; negative: that many blocks below the remote's latest; default latest */
  blockNumber?: bigint;
  /** fork at the block before this transaction's, then replay its block's transactions before it */
  transactionHash?: string;
  /** the chain id without asking the remote (Anvil's --fork-chain-id) */
  chainId?: bigint;
  /** the local blocks' EVM rules where the fork runs the dev chain's (--hardfork) */
  hardfork?: DevRules;
  /** every local block's difficulty (a dev difficulty on top of a real chain's) */
  difficulty?: bigint;
  mnemonic?: string;
  accounts?: number;
  /** dev accounts' balance on a new fork, wei */
  balance?: bigint;
  /** false: nothing read from the remote is kept on disk beyond the chain's own state (--no-storage-caching) */
  storageCaching?: boolean;
  /** where forks without a data directory keep what they read (<cache>/fork/<chain id>-<block>-<hash>) */
  cacheRoot?: string;
}

/** A remote block as eth_getBlockByNumber answers (hex strings). */
export type BlockJson = Record<string, unknown> & { number: string; hash: string; stateRoot: string };

/** The remote's answers a fork is derived from (stored as fork.json in the data directory). */
export interface ForkFacts {
  chainId: string;
  genesisHash: string | null;
  clientVersion: string | null;
  /** admin_nodeInfo's protocols.eth.config, where the remote serves it */
  chainConfig: Record<string, unknown> | null;
  block: BlockJson;
  /** --fork-transaction-hash: the transactions before it in its block (eth_getBlockByNumber's objects) */
  replay?: Record<string, unknown>[];
  /** false: the remote does not serve eth_getProof (state read unverified); absent: it does */
  proofs?: false;
}

/** Where a fork's rules came from (the banner says it). */
export interface ForkPoint {
  facts: ForkFacts;
  blockNumber: bigint;
  totalDifficulty: bigint;
  remote: Remote;
  state: RemoteStateSource;
  /** the remote's URLs without keys, for messages */
  urls: string[];
  rulesFrom: string;
  /** every local block's difficulty, when fixed by --difficulty */
  fixedDifficulty?: bigint;
  /** whether this start asked the remote for the facts (false: read from the data directory) */
  asked: boolean;
  /** dev accounts' balance on a new fork */
  devBalance: bigint;
  /** what was read from the remote, on disk per chain and fork block */
  cache: ForkCache;
  /** the remote lacks eth_getProof: state is read with eth_getBalance ... eth_getStorageAt, unchecked */
  unverified: boolean;
}

const FACTS_FILE = "fork.json";

/** The facts stored in `dataDir` (a restart), else the remote's; throws ForkRemoteError when it cannot ask. */
export async function forkFacts(
  remote: Remote,
  opts: ForkOptions,
  dataDir: string | null,
): Promise<{ facts: ForkFacts; asked: boolean }> {
  const file = dataDir === null ? null : join(dataDir, FACTS_FILE);
  if (file !== null && existsSync(file)) {
    const facts = JSON.parse(readFileSync(file, "utf8")) as ForkFacts;
    const stored = BigInt(facts.block.number);
    if (opts.blockNumber !== undefined && opts.blockNumber >= 0n && opts.blockNumber !== stored)
      throw new ForkConfigError(
        `data directory ${dataDir} holds a fork of block ${stored}, not of --fork-block-number ${opts.blockNumber}`,
      );
    if (opts.chainId !== undefined && BigInt(facts.chainId) !== opts.chainId)
      throw new Error(
        `data directory ${dataDir} holds a fork of chain ${BigInt(facts.chainId)}, not of --fork-chain-id ${opts.chainId}`,
      );
    return { facts, asked: false };
  }
  const facts = await askRemote(remote, opts);
  if (file !== null) {
    mkdirSync(dataDir!, { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(facts, null, 1));
    renameSync(`${file}.tmp`, file);
  }
  return { facts, asked: true };
}

async function askRemote(remote: Remote, opts: ForkOptions): Promise<ForkFacts> {
  const [chainId, latest, nodeInfo, clientVersion, genesis] = await remote.batch([
    { method: "eth_chainId", params: [] },
    { method: "eth_blockNumber", params: [] },
    { method: "admin_nodeInfo", params: [] },
    { method: "web3_clientVersion", params: [] },
    { method: "eth_getBlockByNumber", params: ["0x0", false] },
  ]);
  if (latest instanceof Error) throw latest;
  if (chainId instanceof Error && opts.chainId === undefined) throw chainId;
  const head = BigInt(latest as string);
  const replay =
    opts.transactionHash === undefined ? undefined : await transactionsBefore(remote, opts.transactionHash);
  let number = replay?.number ?? opts.blockNumber ?? head;
  if (number < 0n) number = head + number;
  if (number < 0n)
    throw new ForkRemoteError(
      "bad-reply",
      `--fork-block-number ${opts.blockNumber} is below the remote's block 0 (its latest is ${head})`,
    );
  if (number > head)
    throw new ForkRemoteError(
      "bad-reply",
      `the fork's remote has no block ${number} yet (its latest is ${head})`,
    );
  const block = await remote.call<BlockJson | null>("eth_getBlockByNumber", [
    `0x${number.toString(16)}`,
    false,
  ]);
  if (block === null) throw new ForkRemoteError("bad-reply", `the fork's remote has no block ${number}`);
  const remoteId = chainId instanceof Error ? undefined : BigInt(chainId as string);
  if (opts.chainId !== undefined && remoteId !== undefined && remoteId !== opts.chainId)
    throw new ForkRemoteError(
      "mismatch",
      `--fork-chain-id ${opts.chainId} but the fork's remote is chain ${remoteId}`,
    );
  const config =
    nodeInfo instanceof Error
      ? undefined
      : (nodeInfo as { protocols?: { eth?: { config?: unknown } } })?.protocols?.eth?.config;
  const proofs = await servesProofs(remote, `0x${number.toString(16)}`);
  return {
    ...(proofs ? {} : { proofs: false as const }),
    chainId: `0x${(remoteId ?? opts.chainId!).toString(16)}`,
    genesisHash: genesis instanceof Error || genesis === null ? null : ((genesis as BlockJson).hash ?? null),
    clientVersion: clientVersion instanceof Error ? null : String(clientVersion),
    chainConfig: typeof config === "object" && config !== null ? (config as Record<string, unknown>) : null,
    block: { ...block, transactions: [] } as BlockJson,
    ...(replay === undefined ? {} : { replay: replay.before }),
  };
}

/**
 * Whether the remote serves eth_getProof at the fork block (asked once per fork, kept in its facts):
 * a method it does not have means no; any other failure (pruned state, no answer) is the fork's error.
 */
async function servesProofs(remote: Remote, block: string): Promise<boolean> {
  try {
    await remote.call("eth_getProof", [`0x${"0".repeat(40)}`, [], block]);
    return true;
  } catch (err) {
    if (err instanceof ForkRemoteError && lacksMethod(err)) return false;
    throw err;
  }
}

/** The block before `hash`'s block, and the transactions of its block before it (Anvil's --fork-transaction-hash). */
async function transactionsBefore(
  remote: Remote,
  hash: string,
): Promise<{ number: bigint; before: Record<string, unknown>[] }> {
  const tx = await remote.call<{ blockNumber?: string | null } | null>("eth_getTransactionByHash", [hash]);
  if (tx === null || tx.blockNumber == null)
    throw new ForkRemoteError("bad-reply", `the fork's remote has no mined transaction ${hash}`);
  const block = await remote.call<{ transactions: Record<string, unknown>[] } | null>(
    "eth_getBlockByNumber",
    [tx.blockNumber, true],
  );
  const all = block?.transactions ?? [];
  const at = all.findIndex((t) => String(t.hash).toLowerCase() === hash.toLowerCase());
  if (at < 0)
    throw new ForkRemoteError(
      "bad-reply",
      `the fork's remote's block ${BigInt(tx.blockNumber)} lacks ${hash}`,
    );
  return { number: BigInt(tx.blockNumber) - 1n, before: all.slice(0, at) };
}

/** The remote client and the facts of a fork: everything the chain needs to start on it. */
export async function openFork(opts: ForkOptions, dataDir: string | null): Promise<ForkPoint> {
  const remote = new Remote(opts);
  try {
    const { facts, asked } = await forkFacts(remote, opts, dataDir);
    const block = facts.block;
    const blockNumber = BigInt(block.number);
    const td =
      block.totalDifficulty === undefined || block.totalDifficulty === null
        ? undefined
        : BigInt(block.totalDifficulty as string);
    const cache = await ForkCache.open(cacheDir(opts, dataDir, facts));
    return {
      cache,
      facts,
      blockNumber,
      totalDifficulty: td ?? BigInt((block.difficulty as string | undefined) ?? "0x0"),
      remote,
      state: new RemoteStateSource(remote, `0x${blockNumber.toString(16)}`, cache, {
        proofs: facts.proofs !== false,
      }),
      unverified: facts.proofs === false,
      urls: opts.urls.map(redact),
      rulesFrom: rulesSource(facts),
      fixedDifficulty: opts.difficulty,
      asked,
      devBalance: opts.balance ?? DEFAULTS.balance,
    };
  } catch (err) {
    remote.close();
    throw err;
  }
}

/** The fork cache's directory: in the data directory, else per chain and block under the cache root. */
function cacheDir(opts: ForkOptions, dataDir: string | null, facts: ForkFacts): string | null {
  if (opts.storageCaching === false) return null;
  if (dataDir !== null) return join(dataDir, "fork-cache");
  if (opts.cacheRoot === undefined) return null;
  const name = `${BigInt(facts.chainId)}-${BigInt(facts.block.number)}-${String(facts.block.hash).slice(2, 10)}`;
  return join(opts.cacheRoot, "fork", name);
}

/** Ethereum mainnet: chain id 1 and its genesis (recognised even where the remote describes it). */
function isMainnet(facts: ForkFacts): boolean {
  return BigInt(facts.chainId) === 1n && facts.genesisHash === MAINNET_GENESIS;
}

function rulesSource(facts: ForkFacts): string {
  const id = BigInt(facts.chainId);
  if (isMainnet(facts)) {
    const number = BigInt(facts.block.number);
    const after =
      number < MAINNET_PARIS_BLOCK
        ? "its proof-of-work forks"
        : `${mainnetRulesAt(BigInt((facts.block.timestamp as string | undefined) ?? "0x0"))}'s EVM on proof of work`;
    return `Ethereum mainnet's (chain id 1, its genesis; ${after})`;
  }
  if (facts.chainConfig !== null) return "the remote's chain config (admin_nodeInfo)";
  if (id === 61n && facts.genesisHash === ETC_GENESIS) return "Ethereum Classic's (chain id 61, its genesis)";
  if (id === 63n && facts.genesisHash === MORDOR_GENESIS) return "Mordor's (chain id 63, its genesis)";
  return "the dev chain's (a chain the remote does not describe)";
}

/**
 * The chain config of a fork: the remote's chain id and rules (its chain config, else a chain
 * recognised by chain id and genesis hash, else the dev chain's), the dev accounts of the mnemonic,
 * no genesis alloc (the state is the remote's), and the fork point.
 */
export function forkChainConfig(fork: ForkPoint, opts: ForkOptions): ChainConfig {
  const { facts } = fork;
  const chainId = BigInt(facts.chainId);
  const devAccounts = deriveAccounts(opts.mnemonic ?? DEFAULT_MNEMONIC, opts.accounts ?? DEFAULTS.accounts);
  const difficulty = BigInt((facts.block.difficulty as string | undefined) ?? "0x0");
  const dev = devChainConfig({ chainId, create2Deployer: false });
  let base: ChainConfig;
  if (isMainnet(facts)) base = mainnetForkBase(facts.block, opts.hardfork);
  else if (facts.chainConfig !== null) {
    base = parseGenesisJson({ config: { ...facts.chainConfig, chainId: Number(chainId) } });
    // powgate's dev chain serves its forks all at 0, with the post-merge EVM additions on top
    const powgateDev =
      facts.clientVersion?.includes("powgate/") === true &&
      base.consensus.classic === undefined &&
      Object.values(base.consensus.forks).every((at) => at === 0n);
    base.devEvm = powgateDev;
  } else if (chainId === 61n && facts.genesisHash === ETC_GENESIS) base = classicMainnetConfig();
  else if (chainId === 63n && facts.genesisHash === MORDOR_GENESIS) base = mordorConfig();
  else base = dev;
  // a dev chain's difficulty is below geth's floor: its own difficulty is its floor then
  const floor = base.consensus.minimumDifficulty;
  const minimumDifficulty = opts.difficulty ?? (difficulty > 0n && difficulty < floor ? difficulty : floor);
  if (base.devEvm && opts.hardfork !== undefined) base.devRules = opts.hardfork;
  return {
    ...base,
    chainId,
    networkId: base.networkId,
    alloc: new Map(),
    devAccounts,
    consensus: {
      ...base.consensus,
      minimumDifficulty: difficulty === 0n && opts.difficulty === undefined ? 1n : minimumDifficulty,
      ...(opts.difficulty === undefined ? {} : { fixedDifficulty: opts.difficulty }),
    },
    fork,
  };
}
