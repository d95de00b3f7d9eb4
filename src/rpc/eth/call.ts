import type { EthCallParams, EthCallResult } from "../../../generated/types.js";
import { parseCallObject } from "../codec/call.js";
import { data } from "../codec/hex.js";
import { type RpcDeps, requireBlock } from "../deps.js";

/**
 * eth_call: the return data; a REVERT is error 3 with the revert data. Gas capped at 10x the block
 * gas limit; past the call time limit, -32000 `execution aborted (timeout = 5s)`.
 */
export const call =
  (deps: RpcDeps) =>
  async ([transaction, block]: EthCallParams): Promise<EthCallResult> => {
    const resolved = await requireBlock(deps, block);
    return data(
      await deps.node.executor.call(
        parseCallObject(transaction, deps.node.chain.config.chainId),
        resolved.block,
        { timeoutMs: deps.callTimeoutMs },
      ),
    );
  };
