import type { EvmMineParams, EvmMineResult } from "../../../generated/types.js";
import { parseQuantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** evm_mine: a timestamp, or Ganache's {timestamp?, blocks?}; mines whatever the mining mode. */
export const mine =
  (deps: RpcDeps) =>
  async ([options]: EvmMineParams): Promise<EvmMineResult> => {
    const { timestamp, blocks } =
      typeof options === "string" ? { timestamp: options, blocks: undefined } : (options ?? {});
    await deps.chain.dev.mineBlocks(blocks === undefined ? 1n : parseQuantity(blocks), {
      timestamp: timestamp === undefined ? undefined : parseQuantity(timestamp),
    });
    return "0x0";
  };
