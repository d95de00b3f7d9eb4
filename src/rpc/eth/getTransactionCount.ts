import type { EthGetTransactionCountParams, EthGetTransactionCountResult } from "../../../generated/types.js";
import { accountAt } from "../account-memo.js";
import { parseAddress, quantity } from "../codec/hex.js";
import { type RpcDeps, stateAtParam } from "../deps.js";

/** eth_getTransactionCount: the account nonce at a block; `pending` counts the pool too. */
export const getTransactionCount =
  (deps: RpcDeps) =>
  async ([address, block]: EthGetTransactionCountParams): Promise<EthGetTransactionCountResult> => {
    if (block === "pending") return quantity(await deps.node.pool.nextNonce(parseAddress(address)));
    const state = await stateAtParam(deps, block);
    return quantity((await accountAt(state, address))?.nonce ?? 0n);
  };
