import type { Block } from "@ethereumjs/block";
import type { EthCallParams, EthCallResult } from "../../../generated/types.js";
import { parseCallObject } from "../codec/call.js";
import { data } from "../codec/hex.js";
import { type RpcDeps, requireBlock } from "../deps.js";

/** Successful answers by block and call object as sent: a block's state never changes. */
const answers = new WeakMap<Block, Map<string, EthCallResult>>();
const MAX_ANSWERS_PER_BLOCK = 4096;

/**
 * eth_call: the return data; a REVERT is error 3 with the revert data. Gas capped at 10x the block
 * gas limit; past the call time limit, -32000 `execution aborted (timeout = 5s)`. The same call on
 * the same block (dapps poll their views) is answered from memory without decoding it again; the
 * executor remembers failures too.
 */
export const call =
  (deps: RpcDeps) =>
  async ([transaction, block]: EthCallParams): Promise<EthCallResult> => {
    const resolved = await requireBlock(deps, block);
    const key = JSON.stringify(transaction);
    let known = answers.get(resolved.block);
    const hit = known?.get(key);
    if (hit !== undefined) return hit;
    const result = data(
      await deps.node.executor.call(
        parseCallObject(transaction, deps.node.chain.config.chainId),
        resolved.block,
        { timeoutMs: deps.callTimeoutMs },
      ),
    );
    if (!known) {
      known = new Map();
      answers.set(resolved.block, known);
    }
    if (known.size >= MAX_ANSWERS_PER_BLOCK) known.clear();
    known.set(key, result);
    return result;
  };
