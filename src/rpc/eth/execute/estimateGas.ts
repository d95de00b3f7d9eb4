import type { EthEstimateGasParams, EthEstimateGasResult } from "../../../../generated/types.js";
import { parseCallObject } from "../../codec/call.js";
import { quantity } from "../../codec/hex.js";
import { parseBlockOverrides, parseStateOverrides } from "../../codec/overrides.js";
import { type RpcDeps, requireBlock } from "../../deps.js";

/**
 * eth_estimateGas: binary search for the lowest gas that succeeds, on the pending state.
 * Without `gas`, the upper bound is the pending block's gas limit (spec rule 2). One call time
 * limit covers the whole search.
 */
export const estimateGas =
  (deps: RpcDeps) =>
  async ([
    transaction,
    block,
    stateOverrides,
    blockOverrides,
  ]: EthEstimateGasParams): Promise<EthEstimateGasResult> => {
    const at = await requireBlock(deps, block ?? "pending");
    const pending = at.pending ? at : await requireBlock(deps, "pending");
    const estimate = await deps.chain.estimateGas(
      parseCallObject(transaction, deps.chain.chainId),
      at.block,
      pending.block.header.gasLimit,
      {
        timeoutMs: deps.callTimeoutMs,
        overrides: {
          stateOverrides: parseStateOverrides(stateOverrides),
          blockOverrides: parseBlockOverrides(blockOverrides),
        },
      },
    );
    return quantity(estimate);
  };
