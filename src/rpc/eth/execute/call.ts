import type { EthCallParams, EthCallResult } from "../../../../generated/types.js";
import { hasOverrides } from "../../../chain/call/overrides.js";
import { rootHex } from "../../../lib/root-hex.js";
import { parseCallObject } from "../../codec/call.js";
import { data } from "../../codec/hex.js";
import { parseBlockOverrides, parseStateOverrides } from "../../codec/overrides.js";
import { type RpcDeps, requireBlock } from "../../deps.js";

/**
 * eth_call: the return data; a REVERT is error 3 with the revert data. Gas capped at 10x the block
 * gas limit; past the call time limit, -32000 `execution aborted (timeout = 5s)`. The same call on
 * the same block (dapps poll their views) is answered from memory without decoding it again; the
 * executor remembers failures too. A call that printed console.log output is not answered here, so
 * that it prints again (the executor remembers its outcome and output). A call with state or block
 * overrides is neither answered from nor stored in either memory.
 */
export const call =
  (deps: RpcDeps) =>
  async ([transaction, block, stateOverrides, blockOverrides]: EthCallParams): Promise<EthCallResult> => {
    const resolved = await requireBlock(deps, block);
    if (stateOverrides != null || blockOverrides != null) {
      // never cached: an overridden answer is not the block's
      const req = parseCallObject(transaction, deps.chain.chainId);
      const overrides = {
        stateOverrides: parseStateOverrides(stateOverrides),
        blockOverrides: parseBlockOverrides(blockOverrides),
      };
      if (hasOverrides(overrides)) {
        const { returnData } = await deps.chain.call(req, resolved.block, {
          timeoutMs: deps.callTimeoutMs,
          overrides,
        });
        return data(returnData);
      }
    }
    // successful answers by block and call object as sent: a block's state never changes, but the
    // head's does with dev edits (its root then) and anvil_setChainId changes CHAINID
    const key = `${rootHex(deps.chain.stateRootOf(resolved.block))}${deps.chain.chainId}${JSON.stringify(transaction)}`;
    const hit = deps.caches.callAnswers.get(resolved.block, key);
    if (hit !== undefined) return hit;
    const { returnData, printed } = await deps.chain.call(
      parseCallObject(transaction, deps.chain.chainId),
      resolved.block,
      { timeoutMs: deps.callTimeoutMs },
    );
    const result = data(returnData);
    if (!printed) deps.caches.callAnswers.set(resolved.block, key, result);
    return result;
  };
