// ots_getBlockDetails(ByHash): the block without transactions, what proof of work issued with it,
// and the fees its transactions paid.
import type { Block } from "@ethereumjs/block";
import type { OtsBlockDetails } from "../../../../generated/types.js";
import { minedTransactions } from "../../../chain/receipts.js";
import { formatBlock } from "../../codec/block.js";
import { quantity } from "../../codec/hex.js";
import { effectiveGasPrice } from "../../codec/transaction.js";
import type { RpcDeps } from "../../deps.js";

export async function blockDetails(deps: RpcDeps, block: Block): Promise<OtsBlockDetails> {
  const td = (await deps.chain.totalDifficulty(block.hash())) ?? 0n;
  const { transactions: _transactions, ...fields } = formatBlock(block, td, false);
  const rewards = deps.chain.blockRewards(block);
  const uncleReward = rewards.uncles.reduce((sum, r) => sum + r, 0n);
  let totalFees = 0n;
  const receipts = await deps.chain.receipts(block);
  for (const mined of minedTransactions(block, receipts)) {
    totalFees += mined.gasUsed * effectiveGasPrice(mined.tx, block.header.baseFeePerGas);
  }
  return {
    block: { ...fields, transactionCount: block.transactions.length },
    issuance: {
      blockReward: quantity(rewards.miner),
      uncleReward: quantity(uncleReward),
      issuance: quantity(rewards.miner + uncleReward),
    },
    totalFees: quantity(totalFees),
  };
}
