import type { Account, Address } from "@ethereumjs/util";
import type { AccountReader } from "../../engine/index.js";

/** Accounts remembered per view, past which a view's memo starts over (nextNonce takes any address). */
const MAX_PER_VIEW = 10_000;

/**
 * The pool's account reads at the head, each read once per view. The chain's readers
 * (Chain.accountsAt) are fixed to one state root and have no caches: without this, every sender was
 * read from the trie twice per block (a walk and a node decode per level), once when its transaction
 * was admitted and once more when the miner asked for the executable ones. Callers only read the
 * accounts they get (nonce, balance), never change them.
 */
export class ViewAccounts {
  private readonly memo = new WeakMap<AccountReader, Map<string, Promise<Account | undefined>>>();

  get(view: AccountReader, address: Address): Promise<Account | undefined> {
    let accounts = this.memo.get(view);
    if (accounts === undefined || accounts.size >= MAX_PER_VIEW) {
      accounts = new Map();
      this.memo.set(view, accounts);
    }
    const key = address.toString();
    let account = accounts.get(key);
    if (account === undefined) {
      account = view.getAccount(address);
      accounts.set(key, account);
      // a failed read is not remembered
      account.catch(() => accounts.delete(key));
    }
    return account;
  }
}
