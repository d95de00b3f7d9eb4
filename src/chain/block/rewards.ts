import type { Block } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import type { ClassicRules } from "../classic/rules.js";
import { CLASSIC_BASE_REWARD, ecip1017Era, ecip1017WinnerReward } from "../classic/rules.js";
import type { EthashConsensus } from "./difficulty.js";

/** What a block pays: its miner (reward plus uncle inclusion) and each uncle's miner, in wei. */
export interface BlockRewards {
  miner: bigint;
  uncles: bigint[];
}

/**
 * Ethash's rewards (core-geth's GetRewards): an uncle at depth d gets (8 - d)/8 of the block reward,
 * the miner 1/32 per uncle. On a classic chain from `ecip1017Block` (ECIP-1017): era 0 pays as that,
 * with 5 ETC; from era 1 the winner gets 5 ETC x 0.8^era, an uncle's miner winnerReward/32 and the
 * miner winnerReward/32 more per uncle. `baseReward` is the fork's Ethash reward (Common's
 * `minerReward`), used by Ethereum-family chains.
 */
export function blockRewards(
  classic: ClassicRules | undefined,
  baseReward: bigint,
  number: bigint,
  uncleNumbers: readonly bigint[],
): BlockRewards {
  const ethash = (reward: bigint): BlockRewards => ({
    miner: reward + (reward / 32n) * BigInt(uncleNumbers.length),
    uncles: uncleNumbers.map((u) => ((u + 8n - number) * reward) / 8n),
  });
  if (!classic) return ethash(baseReward);
  if (number < classic.ecip1017Block) return ethash(CLASSIC_BASE_REWARD);
  const era = ecip1017Era(number, classic.ecip1017EraRounds);
  if (era === 0n) return ethash(CLASSIC_BASE_REWARD);
  const winner = ecip1017WinnerReward(era);
  const uncle = winner / 32n;
  return { miner: winner + uncle * BigInt(uncleNumbers.length), uncles: uncleNumbers.map(() => uncle) };
}

/** A stored block's rewards under the rules of its own fork; genesis pays none. */
export function rewardsOf(consensus: EthashConsensus, common: Common, block: Block): BlockRewards {
  const number = block.header.number;
  if (number === 0n) return { miner: 0n, uncles: [] };
  const rules = common.copy();
  rules.setHardforkBy({ blockNumber: number });
  const uncles = block.uncleHeaders.map((u) => u.number);
  return blockRewards(consensus.classic, rules.param("minerReward"), number, uncles);
}
