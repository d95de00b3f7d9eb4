import type { Block } from "@ethereumjs/block";
import { InvalidParamsError } from "../../../../generated/errors.js";
import type { EthFeeHistoryParams, EthFeeHistoryResult, Quantity } from "../../../../generated/types.js";
import { InvalidBlockRangeError } from "../../../chain/errors.js";
import { effectiveTip } from "../../../chain/pool/validate.js";
import { parseBlockParameter } from "../../codec/block-ref.js";
import { parseQuantity, quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** geth's limit on blocks per eth_feeHistory query. */
const MAX_BLOCKS = 1024;

/** eth_feeHistory: base fees, gas used ratios and reward percentiles of recent blocks. */
export const feeHistory =
  (deps: RpcDeps) =>
  async ([blockCount, newestBlock, rewardPercentiles]: EthFeeHistoryParams): Promise<EthFeeHistoryResult> => {
    const requested = typeof blockCount === "number" ? BigInt(blockCount) : parseQuantity(blockCount);
    const count = Number(requested > BigInt(MAX_BLOCKS) ? BigInt(MAX_BLOCKS) : requested);
    // geth: strictly ascending (the schema already checks the 0..100 range)
    rewardPercentiles?.forEach((p, i) => {
      const previous = rewardPercentiles[i - 1];
      if (i > 0 && p <= previous) {
        throw new InvalidParamsError(
          `invalid argument 2 (rewardPercentiles): invalid reward percentile: #${i - 1}:${previous.toFixed(6)} >= #${i}:${p.toFixed(6)}`,
        );
      }
    });
    const newest = await deps.chain.resolveBlock(parseBlockParameter(newestBlock));
    if (!newest) throw new InvalidBlockRangeError("request beyond head block");
    const percentiles = rewardPercentiles ?? [];
    const blocks: Block[] = [];
    let block: Block | undefined = newest.block;
    while (block && blocks.length < count) {
      blocks.unshift(block);
      block =
        block.header.number === 0n ? undefined : await deps.chain.blockByNumber(block.header.number - 1n);
    }
    const last = blocks[blocks.length - 1];
    const reward: Quantity[][] = [];
    if (rewardPercentiles !== undefined) {
      for (const b of blocks) {
        const pending = newest.pending && b === newest.block;
        reward.push(rewards(b, await gasUsedByTx(deps, b, pending), percentiles));
      }
    }
    return {
      oldestBlock: quantity(blocks[0]?.header.number ?? 0n),
      // no blocks (blockCount 0): no base fees at all, as geth (not a made-up next base fee)
      baseFeePerGas: [
        ...blocks.map((b) => b.header.baseFeePerGas ?? 0n),
        // without EIP-1559 (Ethereum Classic, pre-London) every base fee is 0, the next one too, as geth
        ...(last ? [last.header.baseFeePerGas === undefined ? 0n : last.header.calcNextBaseFee()] : []),
      ].map(quantity),
      gasUsedRatio: blocks.map((b) => Number(b.header.gasUsed) / Number(b.header.gasLimit)),
      ...(rewardPercentiles === undefined ? {} : { reward }),
    };
  };

/** Gas used by each transaction of a block, from its receipts' cumulative gas. */
async function gasUsedByTx(deps: RpcDeps, block: Block, pending: boolean): Promise<bigint[]> {
  if (block.transactions.length === 0) return [];
  const receipts = pending ? (await deps.chain.pendingBlock()).receipts : await deps.chain.receipts(block);
  return receipts.map((r, i) => r.cumulativeGasUsed - (i === 0 ? 0n : receipts[i - 1].cumulativeGasUsed));
}

/**
 * Tips at the given percentiles, weighted by the gas each transaction used, as geth computes them
 * (eth/gasprice/feehistory.go processBlock): sorted by tip, the first whose running gas used reaches
 * `block gasUsed * p / 100`.
 */
function rewards(block: Block, gasUsed: bigint[], percentiles: number[]): Quantity[] {
  const baseFee = block.header.baseFeePerGas ?? 0n;
  const sorted = block.transactions
    .map((tx, i) => ({ tip: effectiveTip(tx, baseFee), gas: gasUsed[i] ?? 0n }))
    .sort((a, b) => (a.tip < b.tip ? -1 : a.tip > b.tip ? 1 : 0));
  if (sorted.length === 0) return percentiles.map(() => quantity(0n));
  const blockGasUsed = Number(block.header.gasUsed);
  let index = 0;
  let sum = sorted[0].gas;
  return percentiles.map((p) => {
    const threshold = BigInt(Math.floor((blockGasUsed * p) / 100));
    while (sum < threshold && index < sorted.length - 1) {
      index++;
      sum += sorted[index].gas;
    }
    return quantity(sorted[index].tip);
  });
}
