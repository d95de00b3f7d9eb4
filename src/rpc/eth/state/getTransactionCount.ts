import type {
  EthGetTransactionCountParams,
  EthGetTransactionCountResult,
} from "../../../../generated/types.js";
import { accountAt } from "../../account-memo.js";
import { parseBlockRef } from "../../codec/block-ref.js";
import { parseAddress, quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_getTransactionCount: the account nonce at a block; `pending` counts the pool too. */
export const getTransactionCount =
  (deps: RpcDeps) =>
  async ([address, block]: EthGetTransactionCountParams): Promise<EthGetTransactionCountResult> => {
    const ref = parseBlockRef(block);
    // geth answers the pool's next nonce for `pending`; a hash names a block, never the pool
    if (ref.kind === "tag" && ref.tag === "pending") {
      return quantity(await deps.chain.nextNonce(parseAddress(address)));
    }
    const state = await deps.chain.stateAt((await deps.chain.requireBlock(ref)).block);
    return quantity((await accountAt(deps.caches, state, address))?.nonce ?? 0n);
  };
