import type { EthGetAccountInfoParams, EthGetAccountInfoResult } from "../../../../generated/types.js";
import { accountAt } from "../../account-memo.js";
import { data, parseAddress, quantity } from "../../codec/hex.js";
import { type RpcDeps, stateAtParam } from "../../deps.js";

/** eth_getAccountInfo (Anvil): balance, nonce and code at one block. */
export const getAccountInfo =
  (deps: RpcDeps) =>
  async ([address, block = "latest"]: EthGetAccountInfoParams): Promise<EthGetAccountInfoResult> => {
    const state = await stateAtParam(deps, block);
    const account = await accountAt(deps.caches, state, address);
    const code = account ? await state.getCode(parseAddress(address)) : new Uint8Array(0);
    return {
      balance: quantity(account?.balance ?? 0n),
      nonce: quantity(account?.nonce ?? 0n),
      code: data(code),
    };
  };
