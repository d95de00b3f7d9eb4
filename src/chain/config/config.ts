import { Address, hexToBytes } from "@ethereumjs/util";
import type { EthashConsensus } from "../block/difficulty.js";
import { DEFAULT_MNEMONIC, type DevAccount, deriveAccounts } from "./accounts.js";
import { CREATE2_DEPLOYER_ADDRESS, CREATE2_DEPLOYER_RUNTIME } from "./create2-deployer.js";
import { DEFAULT_DEV_RULES, type DevRules, devRuleEips } from "./dev-hardforks.js";
import { allForksAtGenesis } from "./forks.js";
import { HISTORY_STORAGE_ADDRESS, HISTORY_STORAGE_RUNTIME } from "./history-storage.js";

export interface GenesisAccount {
  balance: bigint;
  nonce?: bigint;
  code?: Uint8Array;
  storage?: [key: Uint8Array, value: Uint8Array][];
}

/** Everything that defines a chain: the same settings always give the same genesis hash. */
export interface ChainConfig {
  chainId: bigint;
  /** the devp2p network id (net_version); default the chain id */
  networkId?: bigint;
  /** genesis header fields, as geth's genesis.json gives them */
  gasLimit: bigint;
  difficulty: bigint;
  /** undefined when London is not active at genesis (the header then has no base fee field) */
  baseFeePerGas: bigint | undefined;
  extraData: Uint8Array;
  timestamp: bigint;
  coinbase: Address;
  nonce: Uint8Array;
  mixHash: Uint8Array;
  parentHash: Uint8Array;
  number: bigint;
  gasUsed: bigint;
  /** Ethash consensus: fork schedule and difficulty floor */
  consensus: EthashConsensus;
  /** the post-merge EVM additions on grayGlacier (dev chain only: geth's chains run plain rules) */
  devEvm: boolean;
  /** the dev chain's EVM rule set (`--hardfork`); default DEFAULT_DEV_RULES. Only with devEvm */
  devRules?: DevRules;
  /** EIP-7825's transaction gas cap under osaka (`--enable-tx-gas-limit`) */
  txGasLimit?: boolean;
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
  /** seal with Etchash (ECIP-1099) from this block on; default plain Ethash */
  ecip1099Block?: bigint;
  /**
   * the deterministic CREATE2 deployer in the genesis alloc (create2-deployer.ts); default true,
   * false with --disable-default-create2-deployer (Anvil's flag)
   */
  create2Deployer?: boolean;
  /** the EVM rule set (`--hardfork`, dev-hardforks.ts); default DEFAULT_DEV_RULES */
  hardfork?: DevRules;
  /** EIP-7825's transaction gas cap under osaka (`--enable-tx-gas-limit`, Anvil's flag); default off */
  txGasLimit?: boolean;
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
  // Anvil's dev state has it too: code only, nonce 0, no balance
  if (opts.create2Deployer ?? true)
    alloc.set(CREATE2_DEPLOYER_ADDRESS, { balance: 0n, code: CREATE2_DEPLOYER_RUNTIME });
  const rules = opts.hardfork ?? DEFAULT_DEV_RULES;
  // EIP-2935 from genesis: the history contract is there from block 0, as Anvil's genesis has it
  // (the EIP's deployment transaction needs a chain before the fork); block 1 stores block 0's hash
  if (devRuleEips(rules).includes(2935))
    alloc.set(HISTORY_STORAGE_ADDRESS, { balance: 0n, nonce: 1n, code: HISTORY_STORAGE_RUNTIME });
  const difficulty = opts.difficulty ?? DEFAULTS.difficulty;
  if (difficulty < 1n || difficulty > MAX_DEV_DIFFICULTY) {
    throw new Error(`difficulty must be between 1 and 2^64, got ${difficulty}`);
  }
  return validate({
    chainId: opts.chainId ?? DEFAULTS.chainId,
    gasLimit: opts.gasLimit ?? DEFAULTS.gasLimit,
    difficulty,
    baseFeePerGas: DEFAULTS.baseFeePerGas,
    extraData: new Uint8Array(0),
    timestamp: 0n,
    coinbase: new Address(new Uint8Array(20)),
    nonce: hexToBytes("0x0000000000000042"),
    mixHash: new Uint8Array(32),
    parentHash: new Uint8Array(32),
    number: 0n,
    gasUsed: 0n,
    // the dev difficulty is its own floor, so that it stays constant (below 2048 the formula's step is 0)
    consensus: {
      minimumDifficulty: difficulty,
      forks: allForksAtGenesis(),
      ...(opts.ecip1099Block === undefined ? {} : { ecip1099Block: opts.ecip1099Block }),
    },
    devEvm: true,
    devRules: rules,
    txGasLimit: opts.txGasLimit ?? false,
    alloc,
    devAccounts,
  });
}

export function validate(config: ChainConfig): ChainConfig {
  const etchash = config.consensus.ecip1099Block;
  if (etchash !== undefined && etchash < 0n)
    throw new Error("the Etchash activation block must not be negative");
  if (config.chainId <= 0n) throw new Error("chain id must be positive");
  if (config.gasLimit < 5000n) throw new Error("gas limit must be at least 5000");
  if (config.extraData.length > 32) throw new Error("extraData is limited to 32 bytes");
  return config;
}
