// EIP-7910's eth_config for a proof-of-work chain: the rules in force at the head and the next and
// last scheduled forks. Forks here activate by block number, not time: each fork says its block
// (`activationBlock`), and its time is the activating block's timestamp once that block exists.
import type { Common } from "@ethereumjs/common";
import { getActivePrecompiles } from "@ethereumjs/evm";
import { type Address, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import type { Chain } from "../chain.js";
import { FORK_NAMES, type ForkName, forkAt } from "./forks.js";

export interface ForkConfig {
  /** the fork's block; 0 for the rules at genesis */
  activationBlock: bigint;
  /** the activating block's timestamp; undefined while that block is not mined */
  activationTime?: bigint;
  chainId: bigint;
  /** EIP-2124 fork hash (4 bytes) */
  forkId: Uint8Array;
  /** EIP-7910's precompile names → addresses */
  precompiles: Map<string, Address>;
  /** EIP-7910's system contract names → addresses (EIP-2935's history contract where active) */
  systemContracts: Map<string, string>;
}

export interface EthConfig {
  current: ForkConfig;
  next?: ForkConfig;
  last?: ForkConfig;
}

/** EIP-7910's names by precompile address (the low byte; P256VERIFY at 0x100). */
const PRECOMPILE_NAMES: Record<number, string> = {
  1: "ECREC",
  2: "SHA256",
  3: "RIPEMD160",
  4: "ID",
  5: "MODEXP",
  6: "BN254_ADD",
  7: "BN254_MUL",
  8: "BN254_PAIRING",
  9: "BLAKE2F",
  10: "KZG_POINT_EVALUATION",
  11: "BLS12_G1ADD",
  12: "BLS12_G1MSM",
  13: "BLS12_G2ADD",
  14: "BLS12_G2MSM",
  15: "BLS12_PAIRING_CHECK",
  16: "BLS12_MAP_FP_TO_G1",
  17: "BLS12_MAP_FP2_TO_G2",
  256: "P256VERIFY",
};

/** System contracts by the EIP that deploys them (those a proof-of-work chain can have). */
const SYSTEM_CONTRACTS: { eip: number; name: string; address: string }[] = [
  { eip: 2935, name: "HISTORY_STORAGE_ADDRESS", address: "0x0000f90827f1c53a10cb7a02335b175320002935" },
];

export async function ethConfig(chain: Chain): Promise<EthConfig> {
  const forks = chain.config.consensus.forks;
  const headNumber = chain.head.header.number;
  const genesis = await chain.getBlockByNumber(0n);
  const scheduled = FORK_NAMES.map((name) => ({ name, block: forks[name] }))
    .filter((f): f is { name: ForkName; block: bigint } => f.block !== undefined)
    .sort((a, b) => (a.block < b.block ? -1 : a.block > b.block ? 1 : 0));
  const current = forkAt(forks, headNumber);
  const currentBlock = current === "chainstart" ? 0n : forks[current]!;
  const later = [...new Set(scheduled.filter((f) => f.block > headNumber).map((f) => f.block))];
  const at = async (block: bigint): Promise<ForkConfig> => {
    const name = forkAt(forks, block);
    const common = chain.common.copy();
    common.setHardfork(name);
    if (genesis) common.setForkHashes(genesis.hash());
    const mined = block <= headNumber ? await chain.getBlockByNumber(block) : undefined;
    return {
      activationBlock: block,
      activationTime: mined?.header.timestamp,
      chainId: chain.common.chainId(),
      forkId: forkHash(common, name, genesis?.hash()),
      precompiles: precompilesOf(common),
      systemContracts: new Map(
        SYSTEM_CONTRACTS.filter((s) => common.isActivatedEIP(s.eip)).map((s) => [s.name, s.address]),
      ),
    };
  };
  return {
    current: await at(currentBlock),
    ...(later.length > 0 ? { next: await at(later[0]!), last: await at(later.at(-1)!) } : {}),
  };
}

function precompilesOf(common: Common): Map<string, Address> {
  const out = new Map<string, Address>();
  for (const [hex] of getActivePrecompiles(common)) {
    const n = Number.parseInt(hex, 16);
    out.set(PRECOMPILE_NAMES[n] ?? `0x${hex}`, createAddressFromString(`0x${hex}`));
  }
  return out;
}

function forkHash(common: Common, name: string, genesisHash: Uint8Array | undefined): Uint8Array {
  try {
    return hexToBytes(common.forkHash(name, genesisHash));
  } catch {
    // a fork EthereumJS schedules by time only (none on these chains): no hash to give
    return new Uint8Array(4);
  }
}
