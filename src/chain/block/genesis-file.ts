import { readFileSync } from "node:fs";
import { Address, hexToBytes, isHexString, setLengthLeft } from "@ethereumjs/util";
import { coreGethConsensus, isCoreGethConfig } from "../classic/genesis-json.js";
import { deriveAccounts } from "../config/accounts.js";
import { type ChainConfig, DEFAULTS, type GenesisAccount, GWEI, validate } from "../config/config.js";
import { LEFT_OUT } from "../config/dev-hardforks.js";
import { checkForkOrder, FORK_NAMES, type ForkSchedule, GETH_FORK_KEYS, isActive } from "../config/forks.js";
import { GETH_MINIMUM_DIFFICULTY } from "./difficulty.js";

/** geth's defaults for a genesis without gasLimit or difficulty (params.GenesisGasLimit, GenesisDifficulty). */
const GETH_GENESIS_GAS_LIMIT = 4_712_388n;
const GETH_INITIAL_BASE_FEE = GWEI;

/** Config keys of features a proof-of-work node cannot run; geth's fork keys are read, others ignored. */
const UNSUPPORTED = [
  "terminalTotalDifficulty",
  "mergeNetsplitBlock",
  "shanghaiTime",
  "cancunTime",
  "pragueTime",
  "osakaTime",
  "clique",
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface GenesisFileOptions {
  mnemonic?: string;
  accounts?: number;
}

/** A geth genesis.json: its chain config (fork blocks) and every header field, as geth reads them. */
export function genesisFileConfig(path: string, opts: GenesisFileOptions = {}): ChainConfig {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new Error(`cannot read genesis file ${path}: ${(err as Error).message}`);
  }
  return parseGenesisJson(json, opts);
}

export function parseGenesisJson(json: unknown, opts: GenesisFileOptions = {}): ChainConfig {
  const genesis = object(json, "the genesis file");
  const config = object(genesis.config ?? {}, "config");
  if (config.chainId === undefined || config.chainId === null)
    throw new Error("genesis file: config.chainId is required");
  for (const key of UNSUPPORTED) {
    if (config[key] === undefined || config[key] === null) continue;
    const fork = /^(shanghai|cancun|prague|osaka)Time$/.exec(key)?.[1];
    // timestamp forks come after the merge in geth's configs: their chains need a beacon chain
    if (fork)
      throw new Error(
        `genesis file: config.${key} is not supported: ${fork} follows the merge on geth's chains and needs a beacon chain for ${LEFT_OUT[fork]}; powgate runs proof-of-work chains only. The dev chain runs ${fork}'s EVM on Ethash without them: --hardfork ${fork}`,
      );
    throw new Error(`genesis file: config.${key} is not supported: powgate runs proof-of-work chains only`);
  }
  if (config.daoForkSupport === true)
    throw new Error("genesis file: config.daoForkSupport is not supported (the DAO fork's state change)");
  // core-geth's format (Ethereum Classic): its EIP-by-EIP schedule and ECIPs
  const coreGeth = isCoreGethConfig(config) ? coreGethConsensus(config, quantity) : undefined;
  const forks = coreGeth ? coreGeth.consensus.forks : forkSchedule(config);
  const mixHash = fixedBytes(genesis.mixHash, 32, "mixHash");
  const london = !coreGeth && isActive(forks, "london", 0n);
  const difficulty =
    genesis.difficulty !== undefined
      ? quantity(genesis.difficulty, "difficulty")
      : mixHash.some((b) => b !== 0)
        ? 0n
        : GETH_MINIMUM_DIFFICULTY;
  if (!london && genesis.baseFeePerGas !== undefined)
    throw new Error("genesis file: baseFeePerGas is given but London is not active at block 0");
  const number = quantity(genesis.number ?? 0, "number");
  if (number !== 0n) throw new Error(`genesis file: number ${number}: powgate chains start at block 0`);
  const gasLimit = quantity(genesis.gasLimit ?? 0, "gasLimit");
  return validate({
    chainId: quantity(config.chainId, "config.chainId"),
    networkId: coreGeth?.networkId,
    gasLimit: gasLimit === 0n ? GETH_GENESIS_GAS_LIMIT : gasLimit,
    difficulty,
    baseFeePerGas: !london
      ? undefined
      : genesis.baseFeePerGas === undefined
        ? GETH_INITIAL_BASE_FEE
        : quantity(genesis.baseFeePerGas, "baseFeePerGas"),
    extraData: bytes(genesis.extraData ?? "0x", "extraData"),
    timestamp: quantity(genesis.timestamp ?? 0, "timestamp"),
    coinbase: new Address(fixedBytes(genesis.coinbase, 20, "coinbase")),
    nonce: setLengthLeft(bigintBytes(quantity(genesis.nonce ?? 0, "nonce"), 8, "nonce"), 8),
    mixHash,
    parentHash: fixedBytes(genesis.parentHash, 32, "parentHash"),
    number,
    gasUsed: quantity(genesis.gasUsed ?? 0, "gasUsed"),
    consensus: { minimumDifficulty: GETH_MINIMUM_DIFFICULTY, forks, ...coreGeth?.consensus },
    devEvm: false,
    alloc: allocation(object(genesis.alloc ?? {}, "alloc")),
    devAccounts: opts.mnemonic ? deriveAccounts(opts.mnemonic, opts.accounts ?? DEFAULTS.accounts) : [],
  });
}

function forkSchedule(config: Record<string, Json>): ForkSchedule {
  const block = (key: string) =>
    config[key] === undefined || config[key] === null ? undefined : quantity(config[key], `config.${key}`);
  const forks: ForkSchedule = {};
  for (const name of FORK_NAMES) {
    const at = block(GETH_FORK_KEYS[name]);
    if (at !== undefined) forks[name] = at;
  }
  // EthereumJS's spuriousDragon is EIP-155 and EIP-158 at once
  const eip155 = block("eip155Block");
  if (eip155 !== forks.spuriousDragon)
    throw new Error(
      `genesis file: config.eip155Block (${eip155 ?? "unset"}) and eip158Block (${forks.spuriousDragon ?? "unset"}) must be equal`,
    );
  // geth: no petersburgBlock means Petersburg with Constantinople
  if (forks.petersburg === undefined && forks.constantinople !== undefined)
    forks.petersburg = forks.constantinople;
  try {
    checkForkOrder(forks);
  } catch (err) {
    throw new Error(`genesis file: config.${(err as Error).message}`);
  }
  return forks;
}

function allocation(alloc: Record<string, Json>): Map<string, GenesisAccount> {
  const accounts = new Map<string, GenesisAccount>();
  for (const [rawAddress, raw] of Object.entries(alloc)) {
    const address = rawAddress.startsWith("0x") ? rawAddress : `0x${rawAddress}`;
    if (!/^0x[0-9a-fA-F]{40}$/.test(address))
      throw new Error(`genesis file: bad alloc address ${rawAddress}`);
    const account = object(raw, `alloc ${address}`);
    const storage = object(account.storage ?? {}, `alloc ${address} storage`);
    accounts.set(address.toLowerCase(), {
      balance: quantity(account.balance ?? 0, `alloc ${address} balance`),
      nonce: account.nonce === undefined ? undefined : quantity(account.nonce, `alloc ${address} nonce`),
      code: account.code === undefined ? undefined : bytes(account.code, `alloc ${address} code`),
      storage: Object.entries(storage).map(([k, v]) => [
        slot(k, `alloc ${address} storage key`),
        slot(v, `alloc ${address} storage value`),
      ]),
    });
  }
  return accounts;
}

function object(value: unknown, what: string): Record<string, Json> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(`genesis file: ${what} is not an object`);
  return value as Record<string, Json>;
}

/** geth's HexOrDecimal: "0x"-prefixed hex or decimal, as a string or a JSON number. */
function quantity(value: Json | undefined, what: string): bigint {
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new Error(`genesis file: ${what} ${value} is not exact as a JSON number: write it as a string`);
    return BigInt(value);
  }
  if (typeof value === "string") {
    if (value === "") return 0n;
    if (/^0[xX][0-9a-fA-F]+$/.test(value)) return BigInt(`0x${value.slice(2)}`);
    if (/^\d+$/.test(value)) return BigInt(value);
  }
  throw new Error(`genesis file: ${what} is not a number: ${JSON.stringify(value)}`);
}

function bytes(value: Json, what: string): Uint8Array {
  if (typeof value !== "string")
    throw new Error(`genesis file: ${what} is not hex: ${JSON.stringify(value)}`);
  const hex = value.startsWith("0x") ? value : `0x${value}`;
  if (!isHexString(hex) || hex.length % 2 !== 0)
    throw new Error(`genesis file: ${what} is not hex: ${value}`);
  return hexToBytes(hex);
}

/** A hash or address field: absent means zero, present must have its exact length. */
function fixedBytes(value: Json | undefined, length: number, what: string): Uint8Array {
  if (value === undefined || value === null) return new Uint8Array(length);
  const out = bytes(value, what);
  if (out.length !== length)
    throw new Error(`genesis file: ${what} must be ${length} bytes, got ${out.length}`);
  return out;
}

/** A storage key or value: hex of up to 32 bytes, left-padded (geth accepts "0x01"). */
function slot(value: Json, what: string): Uint8Array {
  const text = typeof value === "string" ? value.replace(/^0x/, "") : "";
  const out = bytes(text.length % 2 === 1 ? `0${text}` : text, what);
  if (out.length > 32) throw new Error(`genesis file: ${what} is longer than 32 bytes`);
  return setLengthLeft(out, 32);
}

function bigintBytes(value: bigint, length: number, what: string): Uint8Array {
  if (value >= 1n << BigInt(length * 8))
    throw new Error(`genesis file: ${what} does not fit in ${length} bytes`);
  const hex = value.toString(16);
  return hexToBytes(`0x${hex.length % 2 ? `0${hex}` : hex}`);
}
