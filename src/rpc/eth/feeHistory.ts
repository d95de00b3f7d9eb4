import type { Block } from "@ethereumjs/block";
import type { EthFeeHistoryParams, EthFeeHistoryResult, Quantity } from "../../../generated/types.js";
import { InvalidBlockRangeError } from "../../chain/errors.js";
import { effectiveTip } from "../../chain/pool/validate.js";
import { resolveBlockParameter } from "../codec/block-ref.js";
import { parseQuantity, quantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** geth's limit on blocks per eth_feeHistory query. */
const MAX_BLOCKS = 1024;

/** eth_feeHistory: base fees, gas used ratios and reward percentiles of recent blocks. */
export const feeHistory =
  (deps: RpcDeps) =>
  async ([blockCount, newestBlock, rewardPercentiles]: EthFeeHistoryParams): Promise<EthFeeHistoryResult> => {
    const requested = typeof blockCount === "number" ? BigInt(blockCount) : parseQuantity(blockCount);
    const count = Number(requested > BigInt(MAX_BLOCKS) ? BigInt(MAX_BLOCKS) : requested);
    const newest = await resolveBlockParameter(deps.node, newestBlock);
    if (!newest) throw new InvalidBlockRangeError("request beyond head block");
    const percentiles = rewardPercentiles ?? [];
    const blocks: Block[] = [];
    let block: Block | undefined = newest.block;
    while (block && blocks.length < count) {
      blocks.unshift(block);
      block =
        block.header.number === 0n
          ? undefined
          : await deps.node.chain.getBlockByNumber(block.header.number - 1n);
    }
    const last = blocks[blocks.length - 1];
    return {
      oldestBlock: quantity(blocks[0]?.header.number ?? 0n),
      baseFeePerGas: [
        ...blocks.map((b) => b.header.baseFeePerGas ?? 0n),
        last ? last.header.calcNextBaseFee() : 0n,
      ].map(quantity),
      gasUsedRatio: blocks.map((b) => Number(b.header.gasUsed) / Number(b.header.gasLimit)),
      ...(rewardPercentiles === undefined ? {} : { reward: blocks.map((b) => rewards(b, percentiles)) }),
    };
  };

/** Tips at the given percentiles of gas used, as geth computes them. */
function rewards(block: Block, percentiles: number[]): Quantity[] {
  const baseFee = block.header.baseFeePerGas ?? 0n;
  const tips = block.transactions
    .map((tx) => ({ tip: effectiveTip(tx, baseFee), gas: tx.gasLimit }))
    .sort((a, b) => (a.tip < b.tip ? -1 : a.tip > b.tip ? 1 : 0));
  if (tips.length === 0) return percentiles.map(() => quantity(0n));
  const total = tips.reduce((sum, t) => sum + t.gas, 0n);
  return percentiles.map((p) => {
    const threshold = (BigInt(Math.round(p * 100)) * total) / 10_000n;
    let acc = 0n;
    for (const t of tips) {
      acc += t.gas;
      if (acc >= threshold) return quantity(t.tip);
    }
    return quantity(tips[tips.length - 1].tip);
  });
}
