import type { MerkleStateManager } from "@ethereumjs/statemanager";
import type { Account } from "@ethereumjs/util";
import { parseAddress } from "./codec/hex.js";

/** Accounts read per state view, by lowercase address; views are read-only, so entries never go stale. */
const memo = new WeakMap<MerkleStateManager, Map<string, Account | undefined>>();
/** Bounds a view's memo (a long-lived head read for many addresses). */
const MAX_ENTRIES = 10_000;

/**
 * The account at `address` in a read-only state view. Repeated reads of the same account at the
 * same block (balances and nonces polled by wallets and tests) skip address decoding, the state
 * manager's cache and the account's RLP decoding.
 */
export async function accountAt(view: MerkleStateManager, address: string): Promise<Account | undefined> {
  const key = address.toLowerCase();
  let accounts = memo.get(view);
  if (accounts?.has(key)) return accounts.get(key);
  const account = await view.getAccount(parseAddress(key));
  if (!accounts) {
    accounts = new Map();
    memo.set(view, accounts);
  }
  if (accounts.size >= MAX_ENTRIES) accounts.clear();
  accounts.set(key, account);
  return account;
}
