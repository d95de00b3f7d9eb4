import type { EthGetBalanceParams, EthGetBalanceResult } from "../../../../generated/types.js";
import { accountAt } from "../../account-memo.js";
import { quantity } from "../../codec/hex.js";
import { type RpcDeps, stateAtParam } from "../../deps.js";

/** eth_getBalance: wei at the address at a block (any block: the state is archived). */
export const getBalance =
  (deps: RpcDeps) =>
  async ([address, block]: EthGetBalanceParams): Promise<EthGetBalanceResult> => {
    const state = await stateAtParam(deps, block);
    return quantity((await accountAt(deps.caches, state, address))?.balance ?? 0n);
  };
