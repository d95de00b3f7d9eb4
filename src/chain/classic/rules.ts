/**
 * Ethereum Classic's rules on top of EthereumJS's hardforks. ETC's forks enable subsets of
 * Ethereum's EIPs (core-geth configures them EIP by EIP: params/config_classic.go); each maps onto
 * the EthereumJS hardfork that carries its EVM changes, with that hardfork's EIP list overridden
 * where ETC left EIPs out (see CLASSIC_HARDFORK_EIPS). Difficulty and rewards are computed by
 * powgate itself (block/difficulty.ts, block/rewards.ts) from `ClassicRules`.
 */
import type { ForkSchedule } from "../config/forks.js";

/** ETC's consensus parameters beyond the fork schedule, named as core-geth's chain config names them. */
export interface ClassicRules {
  /** ECIP-1017 monetary policy from this block: eras of `ecip1017EraRounds` blocks, reward x 0.8 per era */
  ecip1017Block: bigint;
  ecip1017EraRounds: bigint;
  /** ECIP-1010 difficulty-bomb pause (mainnet: 3,000,000 for 2,000,000 blocks); unset elsewhere */
  ecip1010PauseBlock?: bigint;
  ecip1010Length?: bigint;
  /** ECIP-1041 bomb disposal: no bomb term from this block */
  disposalBlock?: bigint;
  /**
   * Die Hard's EIP-155 and EIP-160 (mainnet 3,000,000), when earlier than Atlantis. EthereumJS bundles
   * them with EIP-161/170 in spuriousDragon, so powgate applies them from Atlantis: exact for every
   * block after 8,772,000 and for Mordor; reported as such in the chain config JSON.
   */
  eip155Block?: bigint;
}

/** ETC's hard forks by name (ECIP), each the block it activates at. */
export interface ClassicForks {
  homestead: bigint;
  /** ECIP-1015 gas reprice (EIP-150) */
  gasReprice: bigint;
  /** ECIP-1054: Spurious Dragon's 161/170 + Byzantium without EIP-649 (no reward cut, no bomb delay) */
  atlantis: bigint;
  /** ECIP-1056: Constantinople as Petersburg (145, 1014, 1052; no 1283) */
  agharta: bigint;
  /** ECIP-1088: Istanbul (152, 1108, 1344, 1884, 2028, 2200) */
  phoenix: bigint;
  /** ECIP-1103: Berlin (2565, 2718, 2929, 2930) */
  magneto: bigint;
  /** ECIP-1104: London's 3529 and 3541 only (no 1559, no BASEFEE) */
  mystique: bigint;
  /** ECIP-1109: Shanghai's 3651, 3855 (PUSH0), 3860 and 6049 (no PREVRANDAO, no withdrawals) */
  spiral: bigint;
}

/** The EthereumJS fork schedule of ETC's forks. */
export function classicForkSchedule(f: ClassicForks): ForkSchedule {
  return {
    homestead: f.homestead,
    tangerineWhistle: f.gasReprice,
    spuriousDragon: f.atlantis,
    byzantium: f.atlantis,
    constantinople: f.agharta,
    petersburg: f.agharta,
    istanbul: f.phoenix,
    berlin: f.magneto,
    london: f.mystique,
    arrowGlacier: f.spiral,
    grayGlacier: f.spiral,
  };
}

/** ETC's forks back from an EthereumJS schedule made by classicForkSchedule (undefined: not scheduled). */
export function classicForksOf(forks: ForkSchedule): Partial<ClassicForks> {
  return {
    homestead: forks.homestead,
    gasReprice: forks.tangerineWhistle,
    atlantis: forks.byzantium,
    agharta: forks.petersburg,
    phoenix: forks.istanbul,
    magneto: forks.berlin,
    mystique: forks.london,
    spiral: forks.grayGlacier,
  };
}

/**
 * EthereumJS hardforks whose EIP list ETC changes. byzantium keeps EIP-609 (its params: the 3 ETH
 * reward and bomb delay of EIP-649 are never read on a classic chain, whose rewards and difficulty
 * powgate computes); london is Mystique (no 1559, no 3198 BASEFEE); grayGlacier is Spiral (3651,
 * 3855, 3860; 6049 only deprecates SELFDESTRUCT and changes nothing); arrowGlacier's 4345 is a bomb
 * delay, cleared. 4399 (PREVRANDAO) is never enabled, so 0x44 stays DIFFICULTY.
 */
export const CLASSIC_HARDFORK_EIPS = {
  london: [3529, 3541],
  arrowGlacier: [],
  grayGlacier: [3651, 3855, 3860],
} as const;

/** Frontier's block reward, ECIP-1017's base (ETC never adopted EIP-649 or EIP-1234). */
export const CLASSIC_BASE_REWARD = 5n * 10n ** 18n;

/** ECIP-1017's era of block `number` (core-geth's GetBlockEra: eras start after a multiple of the length). */
export function ecip1017Era(number: bigint, eraRounds: bigint): bigint {
  return number < 1n ? 0n : (number - 1n) / eraRounds;
}

/** The winner's reward in `era`: 5 ETC x 4^era / 5^era, truncated once, as core-geth computes it. */
export function ecip1017WinnerReward(era: bigint): bigint {
  return (CLASSIC_BASE_REWARD * 4n ** era) / 5n ** era;
}
