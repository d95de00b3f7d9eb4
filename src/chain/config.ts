import { readFileSync } from "node:fs";
import { Address, hexToBytes, isHexString } from "@ethereumjs/util";
import { DEFAULT_MNEMONIC, type DevAccount, deriveAccounts } from "./accounts.js";

export interface GenesisAccount {
  balance: bigint;
  nonce?: bigint;
  code?: Uint8Array;
  storage?: [key: Uint8Array, value: Uint8Array][];
}

/** Everything that defines a chain: the same settings always give the same genesis hash. */
export interface ChainConfig {
  chainId: bigint;
  gasLimit: bigint;
  /** genesis difficulty, and the floor of the Ethash difficulty formula */
  difficulty: bigint;
  baseFeePerGas: bigint;
  extraData: Uint8Array;
  timestamp: bigint;
  coinbase: Address;
  /** prefunded accounts, by lowercase 0x address */
  alloc: Map<string, GenesisAccount>;
  /** dev accounts whose keys are known (from the mnemonic); empty for a genesis file without them */
  devAccounts: DevAccount[];
}

export interface DevChainOptions {
  chainId?: bigint;
  gasLimit?: bigint;
  difficulty?: bigint;
  mnemonic?: string;
  accounts?: number;
  /** balance of each dev account, in wei */
  balance?: bigint;
}

export const ETHER = 10n ** 18n;
export const GWEI = 10n ** 9n;

export const DEFAULTS = {
  chainId: 1337n,
  gasLimit: 30_000_000n,
  difficulty: 1n,
  baseFeePerGas: GWEI,
  accounts: 10,
  balance: 10_000n * ETHER,
} as const;

/** Differences of this size between difficulty 1 and the formula floor would make 2048+ blocks stall. */
export const MAX_DEV_DIFFICULTY = 2n ** 64n;

export function devChainConfig(opts: DevChainOptions = {}): ChainConfig {
  const devAccounts = deriveAccounts(opts.mnemonic ?? DEFAULT_MNEMONIC, opts.accounts ?? DEFAULTS.accounts);
  const balance = opts.balance ?? DEFAULTS.balance;
  const alloc = new Map<string, GenesisAccount>();
  for (const account of devAccounts) alloc.set(account.address.toString(), { balance });
  return validate({
    chainId: opts.chainId ?? DEFAULTS.chainId,
    gasLimit: opts.gasLimit ?? DEFAULTS.gasLimit,
    difficulty: opts.difficulty ?? DEFAULTS.difficulty,
    baseFeePerGas: DEFAULTS.baseFeePerGas,
    extraData: new Uint8Array(0),
    timestamp: 0n,
    coinbase: new Address(new Uint8Array(20)),
    alloc,
    devAccounts,
  });
}

/** A geth-style genesis.json: config.chainId, alloc, difficulty, gasLimit, extraData, timestamp. */
export function genesisFileConfig(
  path: string,
  opts: { mnemonic?: string; accounts?: number } = {},
): ChainConfig {
  let json: GenesisJson;
  try {
    json = JSON.parse(readFileSync(path, "utf8")) as GenesisJson;
  } catch (err) {
    throw new Error(`cannot read genesis file ${path}: ${(err as Error).message}`);
  }
  return parseGenesisJson(json, opts);
}

interface GenesisJson {
  config?: { chainId?: number | string };
  alloc?: Record<
    string,
    { balance?: string; nonce?: string; code?: string; storage?: Record<string, string> }
  >;
  difficulty?: string;
  gasLimit?: string;
  extraData?: string;
  timestamp?: string;
  coinbase?: string;
  baseFeePerGas?: string;
}

export function parseGenesisJson(json: GenesisJson, opts: { mnemonic?: string; accounts?: number } = {}) {
  const chainId = json.config?.chainId;
  if (chainId === undefined) throw new Error("genesis file: config.chainId is required");
  const alloc = new Map<string, GenesisAccount>();
  for (const [rawAddress, account] of Object.entries(json.alloc ?? {})) {
    const address = rawAddress.startsWith("0x") ? rawAddress : `0x${rawAddress}`;
    if (!/^0x[0-9a-fA-F]{40}$/.test(address))
      throw new Error(`genesis file: bad alloc address ${rawAddress}`);
    alloc.set(address.toLowerCase(), {
      balance: toBigInt(account.balance ?? "0", `alloc ${address} balance`),
      nonce: account.nonce === undefined ? undefined : toBigInt(account.nonce, `alloc ${address} nonce`),
      code: account.code === undefined ? undefined : toBytes(account.code, `alloc ${address} code`),
      storage: Object.entries(account.storage ?? {}).map(([k, v]) => [
        toBytes(k, "storage key"),
        toBytes(v, "storage value"),
      ]),
    });
  }
  const devAccounts = opts.mnemonic ? deriveAccounts(opts.mnemonic, opts.accounts ?? DEFAULTS.accounts) : [];
  return validate({
    chainId: toBigInt(chainId, "config.chainId"),
    gasLimit: toBigInt(json.gasLimit ?? DEFAULTS.gasLimit, "gasLimit"),
    difficulty: toBigInt(json.difficulty ?? DEFAULTS.difficulty, "difficulty"),
    baseFeePerGas: toBigInt(json.baseFeePerGas ?? DEFAULTS.baseFeePerGas, "baseFeePerGas"),
    extraData: toBytes(json.extraData ?? "0x", "extraData"),
    timestamp: toBigInt(json.timestamp ?? 0, "timestamp"),
    coinbase: new Address(toBytes(json.coinbase ?? `0x${"00".repeat(20)}`, "coinbase")),
    alloc,
    devAccounts,
  });
}

function validate(config: ChainConfig): ChainConfig {
  if (config.chainId <= 0n) throw new Error("chain id must be positive");
  if (config.difficulty < 1n || config.difficulty > MAX_DEV_DIFFICULTY) {
    throw new Error(`difficulty must be between 1 and 2^64, got ${config.difficulty}`);
  }
  if (config.gasLimit < 5000n) throw new Error("gas limit must be at least 5000");
  if (config.extraData.length > 32) throw new Error("extraData is limited to 32 bytes");
  return config;
}

function toBigInt(value: string | number | bigint, what: string): bigint {
  try {
    return BigInt(value);
  } catch {
    throw new Error(`genesis file: ${what} is not a number: ${String(value)}`);
  }
}

function toBytes(value: string, what: string): Uint8Array {
  const hex = value.startsWith("0x") ? value : `0x${value}`;
  if (!isHexString(hex) || hex.length % 2 !== 0)
    throw new Error(`genesis file: ${what} is not hex: ${value}`);
  return hexToBytes(hex);
}
