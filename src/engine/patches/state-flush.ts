import { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { RLP } from "@ethereumjs/rlp";
import { CODEHASH_PREFIX, MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, Address, concatBytes, unprefixedHexToBytes } from "@ethereumjs/util";
import { decodeHexDigits } from "../../lib/hex.js";
import { engineMode, replaceMethod } from "../patch.js";
import { type TrieWrite, writeTrie } from "../state/trie-batch.js";

/** The members of MerkleStateManager its flush uses (its private shape in @ethereumjs/statemanager 10.1.x). */
interface StateShape {
  _trie: MerklePatriciaTrie;
  _storageTries: Record<string, MerklePatriciaTrie>;
  _caches?: {
    code?: { flush(): [string, { code?: Uint8Array }][] };
    storage?: { flush(): [string, string, Uint8Array | undefined][] };
    account?: { flush(): [string, { accountRLP?: Uint8Array }][] };
  };
  _getStorageTrie(address: Address, account: Account): MerklePatriciaTrie;
  getAccount(address: Address): Promise<Account | undefined>;
  putAccount(address: Address, account: Account): Promise<void>;
}

type Flush = (this: MerkleStateManager) => Promise<void>;

/** EthereumJS's own flush, once replaced (tests compare with it). */
export const stockFlush: Flush = MerkleStateManager.prototype.flush;

/** A cache key (an address's 40 hex digits) as the address: its bytes, not createAddressFromString's check of the string. */
function addressOf(addressHex: string): Address {
  return new Address(decodeHexDigits(addressHex) ?? unprefixedHexToBytes(addressHex));
}

/** A plain trie (not the fork's, whose writes fetch proofs and write tombstones) that deletes and persists no roots. */
function batchable(trie: MerklePatriciaTrie): boolean {
  const opts = (trie as unknown as { _opts: { useNodePruning: boolean; useRootPersistence: boolean } })._opts;
  return trie.constructor === MerklePatriciaTrie && !opts.useNodePruning && !opts.useRootPersistence;
}

/**
 * EthereumJS's flush (the caches written to the tries when the state root is taken, at the
 * outermost commit or revert) with each trie written as one update (state/trie-batch.ts): every
 * touched account's slots in one update of its storage trie, then the accounts in one update of the
 * state trie. Same order of effects as the stock one: code, storage (each account's new storage
 * root into the account cache), accounts. test/engine/state-flush.test.ts compares roots with it.
 */
function batchedFlush(stock: Flush): Flush {
  return async function flush(this: MerkleStateManager): Promise<void> {
    const state = this as unknown as StateShape;
    if (!engineMode.ours || !batchable(state._trie) || state._caches?.code?.flush === undefined)
      return stock.call(this);
    // code: one item per deployment, rare; as the stock flush does it
    const codeItems = state._caches.code.flush();
    if (codeItems.length > 0) await writeCode(this, codeItems);

    const slots = new Map<string, TrieWrite[]>();
    for (const [addressHex, keyHex, value] of state._caches.storage?.flush() ?? []) {
      const decoded = RLP.decode(value ?? new Uint8Array(0)) as Uint8Array;
      const writes = slots.get(addressHex) ?? [];
      writes.push({
        key: decodeHexDigits(keyHex) ?? unprefixedHexToBytes(keyHex),
        value: decoded.length > 0 ? RLP.encode(decoded) : null,
      });
      slots.set(addressHex, writes);
    }
    for (const [addressHex, writes] of slots) {
      const address = addressOf(addressHex);
      const account = await this.getAccount(address);
      if (account === undefined) continue;
      const storageTrie = state._getStorageTrie(address, account);
      await writeTrie(storageTrie, writes);
      state._storageTries[addressHex] = storageTrie;
      account.storageRoot = storageTrie.root();
      await this.putAccount(address, account);
    }

    const accounts = state._caches.account?.flush() ?? [];
    if (accounts.length === 0) return;
    await writeTrie(
      state._trie,
      accounts.map(([addressHex, { accountRLP }]) => ({
        key: decodeHexDigits(addressHex) ?? unprefixedHexToBytes(addressHex),
        value: accountRLP ?? null,
      })),
    );
  };
}

/** The stock flush's code step: each new code stored by its hash, its account's code hash set. */
async function writeCode(state: MerkleStateManager, items: [string, { code?: Uint8Array }][]): Promise<void> {
  const internals = state as unknown as {
    keccakFunction(data: Uint8Array): Uint8Array;
    _getCodeDB(): { put(key: Uint8Array, value: Uint8Array): Promise<void> };
    _prefixCodeHashes: boolean;
  };
  for (const [addressHex, { code }] of items) {
    if (code === undefined) continue;
    const address = addressOf(addressHex);
    const codeHash = internals.keccakFunction(code);
    const key = internals._prefixCodeHashes ? concatBytes(CODEHASH_PREFIX, codeHash) : codeHash;
    await internals._getCodeDB().put(key, code);
    if ((await state.getAccount(address)) === undefined) await state.putAccount(address, new Account());
    await state.modifyAccountFields(address, { codeHash });
  }
}

export function installStateFlush(): void {
  replaceMethod(MerkleStateManager.prototype, "flush", "MerkleStateManager", batchedFlush);
}
