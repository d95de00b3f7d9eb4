import { Address, hexToBytes, utf8ToBytes } from "@ethereumjs/util";
import { GETH_MINIMUM_DIFFICULTY } from "../block/difficulty.js";
import { type ChainConfig, type DevChainOptions, devChainConfig, validate } from "../config/config.js";
import { classicMainnetAlloc } from "./mainnet-alloc.js";
import { type ClassicRules, classicForkSchedule } from "./rules.js";

/** classic-dev's defaults: Etchash from block 100 and ECIP-1017 eras of 100 blocks, so both are reached. */
export const CLASSIC_DEV = { ecip1099Block: 100n, eraRounds: 100n } as const;

export interface ClassicDevOptions extends DevChainOptions {
  /** ECIP-1017 era length in blocks (default 100) */
  eraRounds?: bigint;
  /** Etchash activation block (default 100) */
  ecip1099Block?: bigint;
}

/**
 * `--chain classic-dev`: the dev chain (its accounts, chain id 1337 as core-geth's --dev.pow,
 * difficulty, gas limit) under ETC's current rules from block 0: Spiral's EVM, no fee market,
 * ECIP-1017 with short eras, Etchash from a low block, no bomb.
 */
export function classicDevConfig(opts: ClassicDevOptions = {}): ChainConfig {
  const dev = devChainConfig(opts);
  const classic: ClassicRules = {
    ecip1017Block: 0n,
    ecip1017EraRounds: opts.eraRounds ?? CLASSIC_DEV.eraRounds,
    disposalBlock: 0n,
  };
  if (classic.ecip1017EraRounds < 1n) throw new Error("the ECIP-1017 era length must be at least 1 block");
  return validate({
    ...dev,
    baseFeePerGas: undefined,
    devEvm: false,
    consensus: {
      minimumDifficulty: dev.consensus.minimumDifficulty,
      forks: classicForkSchedule({
        homestead: 0n,
        gasReprice: 0n,
        atlantis: 0n,
        agharta: 0n,
        phoenix: 0n,
        magneto: 0n,
        mystique: 0n,
        spiral: 0n,
      }),
      ecip1099Block: opts.ecip1099Block ?? CLASSIC_DEV.ecip1099Block,
      classic,
    },
  });
}

const ZERO_ADDRESS = new Address(new Uint8Array(20));

/** The header fields every preset genesis shares (geth's Genesis.ToBlock defaults). */
const presetHeader = () => ({
  coinbase: ZERO_ADDRESS,
  mixHash: new Uint8Array(32),
  parentHash: new Uint8Array(32),
  number: 0n,
  gasUsed: 0n,
  baseFeePerGas: undefined,
  devEvm: false,
  devAccounts: [],
});

/** `--chain classic`: ETC mainnet's genesis (core-geth's DefaultClassicGenesisBlock) and fork schedule (config_classic.go). */
export function classicMainnetConfig(): ChainConfig {
  return validate({
    ...presetHeader(),
    chainId: 61n,
    networkId: 1n,
    gasLimit: 5000n,
    difficulty: 17_179_869_184n,
    extraData: hexToBytes("0x11bbe8db4e347b4e8c937c1c8370e4b5ed33adb3db69cbdb7a38e1e50b1b82fa"),
    timestamp: 0n,
    nonce: hexToBytes("0x0000000000000042"),
    consensus: {
      minimumDifficulty: GETH_MINIMUM_DIFFICULTY,
      forks: classicForkSchedule({
        homestead: 1_150_000n,
        gasReprice: 2_500_000n,
        atlantis: 8_772_000n,
        agharta: 9_573_000n,
        phoenix: 10_500_839n,
        magneto: 13_189_133n,
        mystique: 14_525_000n,
        spiral: 19_250_000n,
      }),
      ecip1099Block: 11_700_000n,
      classic: {
        ecip1017Block: 5_000_000n,
        ecip1017EraRounds: 5_000_000n,
        ecip1010PauseBlock: 3_000_000n,
        ecip1010Length: 2_000_000n,
        disposalBlock: 5_900_000n,
        eip155Block: 3_000_000n,
      },
    },
    alloc: classicMainnetAlloc(),
  });
}

/** `--chain mordor`: ETC's Mordor testnet genesis (genesis_mordor.go) and fork schedule (config_mordor.go). */
export function mordorConfig(): ChainConfig {
  return validate({
    ...presetHeader(),
    chainId: 63n,
    networkId: 7n,
    gasLimit: 0x2fefd8n,
    difficulty: 0x20000n,
    extraData: utf8ToBytes("phoenix chicken absurd banana"),
    timestamp: 0x5d9676dbn,
    nonce: new Uint8Array(8),
    consensus: {
      minimumDifficulty: GETH_MINIMUM_DIFFICULTY,
      forks: classicForkSchedule({
        homestead: 0n,
        gasReprice: 0n,
        atlantis: 0n,
        agharta: 301_243n,
        phoenix: 999_983n,
        magneto: 3_985_893n,
        mystique: 5_520_000n,
        spiral: 9_957_000n,
      }),
      ecip1099Block: 2_520_000n,
      classic: { ecip1017Block: 0n, ecip1017EraRounds: 2_000_000n, disposalBlock: 0n },
    },
    alloc: new Map(),
  });
}
