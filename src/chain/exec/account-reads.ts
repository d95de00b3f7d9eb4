import type { MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, type Address, createAccountFromRLP, equalsBytes } from "@ethereumjs/util";

interface CacheElement {
  accountRLP: Uint8Array | undefined;
}
interface AccountCacheLike {
  get(address: Address): CacheElement | undefined;
}

/**
 * Account reads and writes of the executor's state (always reverted) without the RLP round
 * trips: EthereumJS's state cache holds each account as RLP, so every getAccount decodes it and
 * every putAccount encodes it, and a call frame does three gets and two puts (the value transfer
 * runs even for a zero value, as in a STATICCALL): ~10% of a loop of calls.
 * - getAccount decodes a cache element once (elements are replaced on every put, never edited, and a
 *   revert brings back the old ones, so an element's decoding stays right) and returns a new
 *   Account of the same fields each time, as callers edit what they get.
 * - putAccount of an account whose fields equal the cached element's is skipped: the cache, and so
 *   the state, would hold the same bytes (the journal still records the touch: that is its own).
 * Misses (not cached, deleted) go to the stock methods. Returns false without an account cache.
 */
export function memoizeAccountReads(sm: MerkleStateManager): boolean {
  const cache = (sm as unknown as { _caches?: { account?: AccountCacheLike } })._caches?.account;
  if (cache === undefined || typeof cache.get !== "function") return false;
  const decoded = new WeakMap<CacheElement, Account>();
  const known = (elem: CacheElement, rlp: Uint8Array): Account => {
    let account = decoded.get(elem);
    if (account === undefined) {
      account = createAccountFromRLP(rlp);
      decoded.set(elem, account);
    }
    return account;
  };
  const stockGet = sm.getAccount.bind(sm);
  const stockPut = sm.putAccount.bind(sm);
  sm.getAccount = async (address: Address): Promise<Account | undefined> => {
    const elem = cache.get(address);
    if (elem === undefined) return stockGet(address);
    if (elem.accountRLP === undefined) return undefined;
    const a = known(elem, elem.accountRLP);
    return new Account(a.nonce, a.balance, a.storageRoot.slice(), a.codeHash.slice());
  };
  sm.putAccount = async (address: Address, account?: Account): Promise<void> => {
    const elem = account === undefined ? undefined : cache.get(address);
    if (
      elem?.accountRLP !== undefined &&
      account !== undefined &&
      sameFields(known(elem, elem.accountRLP), account)
    )
      return;
    return stockPut(address, account);
  };
  return true;
}

function sameFields(a: Account, b: Account): boolean {
  try {
    return (
      a.nonce === b.nonce &&
      a.balance === b.balance &&
      equalsBytes(a.storageRoot, b.storageRoot) &&
      equalsBytes(a.codeHash, b.codeHash)
    );
  } catch {
    return false; // a partial account (a field not loaded): let the stock method decide
  }
}
