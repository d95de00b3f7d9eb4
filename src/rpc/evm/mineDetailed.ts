import type { Block as EthBlock } from "@ethereumjs/block";
import type {
  Block,
  EvmMineDetailedParams,
  EvmMineDetailedResult,
  Transaction,
} from "../../../generated/types.js";
import { decodeRevertReason } from "../../chain/call/revert.js";
import { formatBlock } from "../codec/block.js";
import { data, parseQuantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** evm_mine_detailed (anvil_ alias): evm_mine, answered with the blocks and Anvil's output fields. */
export const mineDetailed =
  (deps: RpcDeps) =>
  async ([options]: EvmMineDetailedParams): Promise<EvmMineDetailedResult> => {
    const { timestamp, blocks } =
      typeof options === "string" ? { timestamp: options, blocks: undefined } : (options ?? {});
    const mined = await deps.chain.dev.mineBlocks(blocks === undefined ? 1n : parseQuantity(blocks), {
      timestamp: timestamp === undefined ? undefined : parseQuantity(timestamp),
    });
    return Promise.all(mined.map((block) => detailed(deps, block)));
  };

async function detailed(deps: RpcDeps, block: EthBlock): Promise<Block> {
  const td = (await deps.chain.totalDifficulty(block.hash())) ?? 0n;
  const json = formatBlock(block, td, true);
  const outputs = deps.chain.dev.returnData(block);
  const receipts = await deps.chain.receipts(block);
  json.transactions = (json.transactions as Transaction[]).map((tx, i) => {
    const output = outputs?.[i];
    if (output === undefined) return tx;
    const reason = receipts[i]?.status === 0 ? decodeRevertReason(output) : undefined;
    return { ...tx, output: data(output), ...(reason === undefined ? {} : { revertReason: reason }) };
  });
  return json;
}
