import type { HardhatMineParams, HardhatMineResult } from "../../../../generated/types.js";
import { parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_mine: `blocks` blocks (default 1), `interval` seconds apart (default 1, 0 counts as 1). */
export const mine =
  (deps: RpcDeps) =>
  async ([blocks, interval]: HardhatMineParams): Promise<HardhatMineResult> => {
    await deps.chain.dev.mineBlocks(blocks === undefined ? 1n : parseQuantity(blocks), {
      interval: interval === undefined ? 1n : parseQuantity(interval),
    });
    return true;
  };
