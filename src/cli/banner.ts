/**
 * What `powgate` prints once it listens: where to connect, which chain, whether it is new or
 * resumed from a data directory (and what stopping the node keeps), how it mines, and the dev
 * accounts with their balances as the head's state holds them. Text for a terminal, or one JSON
 * object with the same facts (--log-format json).
 */
import { bytesToHex } from "@ethereumjs/util";
import type { ChainConfig } from "../chain/config/config.js";
import { DEFAULT_DEV_RULES, describeRules, leftOut } from "../chain/config/dev-hardforks.js";
import type { NodeOptions, RunningNode } from "../node.js";

export interface BannerFacts {
  version: string;
  http: string;
  ws: string;
  chain: string;
  chainId: string;
  /** the EVM rules in force */
  rules: string;
  /** what the chosen fork (--hardfork) has that needs a beacon chain, left out; one line per fork */
  leftOut: string[];
  /** null: in memory */
  dataDir: string | null;
  /** "resumed": the data directory held this chain; "new": its genesis was made at this start */
  state: "new" | "resumed";
  head: { number: number; hash: string };
  /** transactions the pool kept from the last run (a resumed data directory) */
  pooled: number;
  loadedState?: string;
  enode?: string;
  mining: string;
  coinbase: string;
  /** "ETH", or "ETC" on Ethereum Classic's rules */
  unit: string;
  accounts: { address: string; privateKey: string; balance: string }[];
}

/** The facts the banner shows, balances read from the head's state (dev edits included). */
export async function bannerFacts(
  node: RunningNode,
  opts: NodeOptions,
  version: string,
): Promise<BannerFacts> {
  const { chain } = node.chain;
  const head = chain.head;
  const state = await chain.stateAt(head);
  const accounts = await Promise.all(
    node.config.devAccounts.map(async (a) => ({
      address: a.address.toString(),
      privateKey: bytesToHex(a.privateKey),
      balance: ((await state.getAccount(a.address))?.balance ?? 0n).toString(),
    })),
  );
  const consensus = node.config.consensus;
  const fork = node.config.fork;
  const etchash =
    consensus.ecip1099Block === undefined ? "" : `, Etchash from block ${consensus.ecip1099Block}`;
  const how = opts.noMining
    ? "none (follows its peers)"
    : opts.externalMining
      ? "external (eth_getWork / eth_submitWork; powgate mine)"
      : opts.blockTime
        ? `a block every ${opts.blockTime} s`
        : "automine";
  return {
    version,
    http: node.url,
    ws: node.wsUrl,
    chain: fork
      ? `fork of ${fork.urls.join(", ")} at block ${fork.blockNumber} (${fork.rulesFrom} rules${fork.unverified ? "; state unverified: the remote lacks eth_getProof" : ""})`
      : opts.genesisFile
        ? `genesis file ${opts.genesisFile}`
        : (opts.chain ?? "dev"),
    chainId: node.config.chainId.toString(),
    rules: rulesLine(node.config),
    // when --hardfork asks for a fork (the default's line says "no beacon-chain parts")
    leftOut:
      node.config.devEvm && node.config.devRules !== undefined && opts.hardfork !== undefined
        ? leftOut(node.config.devRules)
        : [],
    dataDir: opts.dataDir,
    state: chain.resumed ? "resumed" : "new",
    head: { number: Number(head.header.number), hash: bytesToHex(head.hash()) },
    pooled: node.chain.pool.size,
    loadedState: opts.loadState,
    enode: node.network?.enode,
    mining: `${how} (Ethash${etchash}, ${difficultyWords(node)})`,
    coinbase: node.chain.miner.coinbase.toString(),
    unit: consensus.classic ? "ETC" : "ETH",
    accounts,
  };
}

/** The difficulty local blocks get: the dev chain's, a fork's fixed dev difficulty, or the formula's. */
function difficultyWords(node: RunningNode): string {
  const { fork, consensus } = node.config;
  if (fork === undefined) return `difficulty ${node.config.difficulty}`;
  if (consensus.fixedDifficulty !== undefined)
    return `difficulty ${consensus.fixedDifficulty} on every local block (--difficulty: a dev difficulty, not the remote's)`;
  return `difficulty by the formula from the fork block's ${BigInt((fork.facts.block.difficulty as string | undefined) ?? "0x0")}, at least ${consensus.minimumDifficulty}`;
}

/** The EVM rules: the dev chain's rule set (--hardfork), else the fork schedule's newest fork. */
function rulesLine(config: ChainConfig): string {
  if (config.devEvm) return describeRules(config.devRules ?? DEFAULT_DEV_RULES, config.txGasLimit);
  const forks = Object.entries(config.consensus.forks).filter(([, block]) => block !== undefined);
  const [name, block] = forks.at(-1) ?? ["frontier", 0n];
  const classic = config.consensus.classic ? "Ethereum Classic's forks, " : "";
  return `${classic}${name} from block ${block} on Ethash`;
}

/** `wei` in whole units with the fraction it has, trailing zeros dropped: "10000", "9999.99979". */
export function formatUnits(wei: bigint): string {
  const whole = wei / 10n ** 18n;
  const fraction = (wei % 10n ** 18n).toString().padStart(18, "0").replace(/0+$/, "");
  return fraction === "" ? whole.toString() : `${whole}.${fraction}`;
}

/** The chain's line: new or resumed, and what a stop keeps. */
function stateLine(f: BannerFacts): string {
  const loaded = f.loadedState ? `, accounts loaded from ${f.loadedState}` : "";
  if (f.dataDir === null)
    return `new chain in memory${loaded}: a stop discards it (--data-dir <dir> keeps a chain)`;
  if (f.state === "new")
    return `new chain in ${f.dataDir}${loaded}: kept there; starting again with --data-dir ${f.dataDir} resumes it`;
  const pooled = f.pooled > 0 ? `, ${f.pooled} pooled transaction${f.pooled === 1 ? "" : "s"}` : "";
  return `resumed from ${f.dataDir} at block ${f.head.number} (${f.head.hash})${pooled}${loaded}`;
}

export function bannerText(f: BannerFacts): string {
  const lines = [
    `powgate v${f.version}`,
    `HTTP       ${f.http}`,
    `WebSocket  ${f.ws}`,
    `Chain      ${f.chain}, chain id ${f.chainId}`,
    `Rules      ${f.rules}`,
    ...f.leftOut.map((line) => `  left out (needs a beacon chain) ${line}`),
    `State      ${stateLine(f)}`,
    ...(f.enode ? [`Enode      ${f.enode}`] : []),
    `Mining     ${f.mining}`,
    `Coinbase   ${f.coinbase}`,
    "",
  ];
  if (f.accounts.length === 0) {
    lines.push(
      "Accounts   none: this chain's genesis funds no test keys (--mnemonic gives signing accounts)",
    );
  } else {
    lines.push(`Accounts (test keys: never use them on a real network), balances at block ${f.head.number}`);
    for (const [i, a] of f.accounts.entries())
      lines.push(`(${i}) ${a.address}  ${a.privateKey}  ${formatUnits(BigInt(a.balance))} ${f.unit}`);
  }
  return `${lines.join("\n")}\n\n`;
}

export function bannerJson(f: BannerFacts): string {
  return `${JSON.stringify({ event: "started", ...f })}\n`;
}
