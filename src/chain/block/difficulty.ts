import type { BlockHeader } from "@ethereumjs/block";
import { equalsBytes, KECCAK256_RLP_ARRAY } from "@ethereumjs/util";
import type { ClassicRules } from "../classic/rules.js";
import { type ForkName, type ForkSchedule, isActive } from "../config/forks.js";

/** geth's floor of the difficulty formula (params.MinimumDifficulty). */
export const GETH_MINIMUM_DIFFICULTY = 131_072n;

/** The Ethash difficulty rules of a chain: its fork schedule and the formula's floor. */
export interface EthashConsensus {
  /** floor of the difficulty formula: 131072 on geth's chains, the dev chain's own difficulty */
  minimumDifficulty: bigint;
  forks: ForkSchedule;
  /**
   * First block sealed with Etchash (ECIP-1099: 60,000-block epochs, see ethash/epoch.ts); undefined
   * for plain Ethash forever. ETC mainnet 11,700,000, Mordor 2,520,000.
   */
  ecip1099Block?: bigint;
  /** Ethereum Classic's rules (ECIP-1017 rewards, ECIP-1010/1041 bomb, no fee market); undefined on Ethereum's */
  classic?: ClassicRules;
  /** every block's difficulty instead of the formula's (a fork's dev difficulty: --difficulty with --fork-url) */
  fixedDifficulty?: bigint;
}

/**
 * Difficulty-bomb delays in blocks, newest fork first, as geth's consensus/ethash applies them.
 * EthereumJS has London's EIP-3554 at 9.5M; geth (and mainnet) use the final 9.7M.
 */
export const BOMB_DELAYS: readonly { fork: ForkName; delay: bigint }[] = [
  { fork: "grayGlacier", delay: 11_400_000n },
  { fork: "arrowGlacier", delay: 10_700_000n },
  { fork: "london", delay: 9_700_000n },
  { fork: "muirGlacier", delay: 9_000_000n },
  { fork: "constantinople", delay: 5_000_000n },
  { fork: "byzantium", delay: 3_000_000n },
];

const BOUND_DIVISOR = 2048n;
const DURATION_LIMIT = 13n;
const PERIOD = 100_000n;

type Parent = Pick<BlockHeader, "number" | "timestamp" | "difficulty" | "uncleHash">;

/**
 * The difficulty a block at `timestamp` on `parent` must have: geth's CalcDifficulty, with the
 * floor applied before the bomb term as geth does (EthereumJS applies it after).
 */
export function expectedDifficulty(rules: EthashConsensus, timestamp: bigint, parent: Parent): bigint {
  if (rules.fixedDifficulty !== undefined) return rules.fixedDifficulty;
  if (rules.classic) return classicDifficulty(rules, rules.classic, timestamp, parent);
  const number = parent.number + 1n;
  const step = parent.difficulty / BOUND_DIVISOR;
  const elapsed = timestamp - parent.timestamp;
  let difficulty: bigint;
  let period: bigint;
  const bomb = BOMB_DELAYS.find(({ fork }) => isActive(rules.forks, fork, number));
  if (bomb) {
    const uncles = equalsBytes(parent.uncleHash, KECCAK256_RLP_ARRAY) ? 1n : 2n;
    difficulty = parent.difficulty + step * max(uncles - elapsed / 9n, -99n);
    period = (number >= bomb.delay ? number - bomb.delay : 0n) / PERIOD;
  } else if (isActive(rules.forks, "homestead", number)) {
    difficulty = parent.difficulty + step * max(1n - elapsed / 10n, -99n);
    period = number / PERIOD;
  } else {
    difficulty = elapsed < DURATION_LIMIT ? parent.difficulty + step : parent.difficulty - step;
    period = number / PERIOD;
  }
  if (difficulty < rules.minimumDifficulty) difficulty = rules.minimumDifficulty;
  if (period > 1n) difficulty += 2n ** (period - 2n);
  return difficulty;
}

/**
 * core-geth's CalcDifficulty on a classic chain: EIP-100's adjustment from Atlantis (Byzantium),
 * EIP-2's from Homestead, Frontier's before; the floor; then no bomb from the ECIP-1041 disposal
 * block, ECIP-1010's paused or delayed bomb from its pause block, the original bomb before.
 */
function classicDifficulty(
  rules: EthashConsensus,
  classic: ClassicRules,
  timestamp: bigint,
  parent: Parent,
): bigint {
  const number = parent.number + 1n;
  const step = parent.difficulty / BOUND_DIVISOR;
  const elapsed = timestamp - parent.timestamp;
  let difficulty: bigint;
  if (isActive(rules.forks, "byzantium", number)) {
    const uncles = equalsBytes(parent.uncleHash, KECCAK256_RLP_ARRAY) ? 1n : 2n;
    difficulty = parent.difficulty + step * max(uncles - elapsed / 9n, -99n);
  } else if (isActive(rules.forks, "homestead", number)) {
    difficulty = parent.difficulty + step * max(1n - elapsed / 10n, -99n);
  } else {
    difficulty = elapsed < DURATION_LIMIT ? parent.difficulty + step : parent.difficulty - step;
  }
  if (difficulty < rules.minimumDifficulty) difficulty = rules.minimumDifficulty;
  if (classic.disposalBlock !== undefined && number >= classic.disposalBlock) return difficulty;
  let reference = number;
  const pause = classic.ecip1010PauseBlock;
  if (pause !== undefined && number >= pause) {
    const length = classic.ecip1010Length ?? 0n;
    reference = number < pause + length ? pause : number - length;
  }
  const period = reference / PERIOD;
  if (period > 1n) difficulty += 2n ** (period - 2n);
  return difficulty;
}

function max(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
