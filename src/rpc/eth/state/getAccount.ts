import { Account } from "@ethereumjs/util";
import type { EthGetAccountParams, EthGetAccountResult } from "../../../../generated/types.js";
import { accountAt } from "../../account-memo.js";
import { data, quantity } from "../../codec/hex.js";
import { type RpcDeps, stateAtParam } from "../../deps.js";

/** eth_getAccount (Anvil, reth): the trie account; an absent one as Anvil's empty account. */
export const getAccount =
  (deps: RpcDeps) =>
  async ([address, block = "latest"]: EthGetAccountParams): Promise<EthGetAccountResult> => {
    const state = await stateAtParam(deps, block);
    // a fresh Account has nonce and balance 0, the empty trie's root and the hash of empty code
    const account = (await accountAt(deps.caches, state, address)) ?? new Account();
    return {
      nonce: quantity(account.nonce),
      balance: quantity(account.balance),
      storageRoot: data(account.storageRoot),
      codeHash: data(account.codeHash),
    };
  };
