import type { MerkleStateManager } from "@ethereumjs/statemanager";
import type { Account } from "@ethereumjs/util";
import type { RpcCaches } from "./caches.js";
import { parseAddress } from "./codec/hex.js";

/**
 * The account at `address` in a read-only state view. Repeated reads of the same account at the
 * same block (balances and nonces polled by wallets and tests) skip address decoding, the state
 * manager's cache and the account's RLP decoding.
 */
export async function accountAt(
  caches: RpcCaches,
  view: MerkleStateManager,
  address: string,
): Promise<Account | undefined> {
  const key = address.toLowerCase();
  if (caches.accounts.has(view, key)) return caches.accounts.get(view, key);
  const account = await view.getAccount(parseAddress(key));
  caches.accounts.set(view, key, account);
  return account;
}
