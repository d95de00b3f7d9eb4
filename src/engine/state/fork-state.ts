/**
 * A state forked from a remote node: the trie starts at the remote fork block's state root with none
 * of its nodes, and a walk that meets a node the database lacks asks the remote for the proof of the
 * key it walks to (eth_getProof at the fork block), stores the proof's nodes by their hash, and walks
 * again. The nodes are checked by the walk itself (each is found by its hash from the fork block's
 * root), stay in the node's database (a restart asks for none again), and local blocks write on top
 * as on any trie, so every local block has a real state root and old roots stay readable.
 *
 * A trie that holds only some of a remote's nodes cannot always delete a key: removing a leaf may
 * fold a branch into its only other child, which no proof of the deleted key contains. So nothing
 * is deleted: a slot set to zero keeps an explicit zero (RLP of empty bytes) and a deleted account
 * an explicit empty account. Reads answer the same (zero, and an empty account is a missing one
 * after EIP-161); only the local blocks' state roots differ from what the same changes would give
 * on a full trie.
 */
import { MerklePatriciaTrie, type MPTOpts } from "@ethereumjs/mpt";
import { RLP } from "@ethereumjs/rlp";
import { MerkleStateManager } from "@ethereumjs/statemanager";
import {
  Account,
  Address,
  bytesToHex,
  bytesToUnprefixedHex,
  concatBytes,
  equalsBytes,
} from "@ethereumjs/util";
import { keccak256 } from "../../lib/keccak/keccak.js";

/** What a forked state reads from the remote, at the fork block. */
export interface RemoteState {
  /** the RLP nodes of `address`'s account proof and, with `slot`, of the slot's storage proof */
  proof(address: Uint8Array, slot: Uint8Array | undefined): Promise<Uint8Array[]>;
  /** `address`'s code */
  code(address: Uint8Array): Promise<Uint8Array>;
  /** told of every key read that has a value (an address, or an account's slot): a dump's names for leaves */
  found?(key: Uint8Array, owner: Uint8Array | undefined): void;
  /** the error to throw for a proof or code that does not fit the fork block (default ForkStateMismatchError) */
  mismatch?(message: string): Error;
  /**
   * Set for a remote without eth_getProof: the local trie starts empty (not at the fork block's
   * root) and holds only what local blocks wrote; a key it lacks is read from the remote, unchecked.
   */
  unverified?: {
    /** `address`'s account RLP at the fork block (its storage root the empty trie's), null: none */
    account(address: Uint8Array): Promise<Uint8Array | null>;
    /** the slot's value at the fork block, RLP as a storage trie stores it; null: zero */
    slot(address: Uint8Array, slot: Uint8Array): Promise<Uint8Array | null>;
  };
}

/** A proof or code from the remote that does not fit the fork block's state. */
export class ForkStateMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ForkStateMismatchError";
  }
}

const MISSING = "Missing node in DB";
const ZERO_SLOT = RLP.encode(new Uint8Array(0));
const EMPTY_ACCOUNT = new Account().serialize();
/** MerkleStateManager's code key prefix (prefixCodeHashes, on by default) */
const CODEHASH_PREFIX = new TextEncoder().encode("c");

/** mpt's CheckpointDB, the members a write past its checkpoints needs. */
interface CheckpointDbShape {
  db: { put(key: string, value: Uint8Array): Promise<void>; shallowCopy(): unknown };
  checkpoints: { keyValueMap: Map<string, Uint8Array | undefined> }[];
  setCheckpoints(c: unknown[]): void;
}

interface TrieInternals {
  _opts: MPTOpts;
  _db: CheckpointDbShape;
  _getDbKey(hash: Uint8Array): Uint8Array;
}

/**
 * Writes `value` to the database under a checkpoint DB, past its checkpoints: a revert must not drop
 * what the remote sent. A read that missed inside a checkpoint left the miss in the checkpoint's
 * map (CheckpointDB.get keeps what it read there, an absence too), which would hide the value.
 */
async function putPastCheckpoints(db: CheckpointDbShape, key: Uint8Array, value: Uint8Array): Promise<void> {
  const hex = bytesToUnprefixedHex(key);
  await db.db.put(hex, value);
  for (const checkpoint of db.checkpoints)
    if (checkpoint.keyValueMap.has(hex) && checkpoint.keyValueMap.get(hex) === undefined)
      checkpoint.keyValueMap.delete(hex);
}

function mismatch(remote: RemoteState, message: string): Error {
  return remote.mismatch?.(message) ?? new ForkStateMismatchError(message);
}

function isMissing(err: unknown): boolean {
  return (err as Error)?.message === MISSING;
}

/** The state trie (or one account's storage trie) of a forked state. */
export class ForkTrie extends MerklePatriciaTrie {
  /** the account whose storage this trie is; undefined: the account trie */
  owner: Uint8Array | undefined;
  storage = false;

  constructor(
    readonly remote: RemoteState,
    opts: MPTOpts,
  ) {
    super(opts);
  }

  override async get(key: Uint8Array, _throwIfMissing = false): Promise<Uint8Array | null> {
    const unverified = this.remote.unverified;
    if (unverified !== undefined) {
      // every node is local: a key absent here was never written by a local block (deletes write
      // tombstones), so its value is the remote's at the fork block
      const local = equalsBytes(this.root(), this.EMPTY_TRIE_ROOT) ? null : await super.get(key, true);
      if (local !== null) return local;
      if (!this.storage) return unverified.account(key);
      if (this.owner === undefined)
        throw mismatch(this.remote, "a storage trie of the fork read without its account's address");
      return unverified.slot(this.owner, key);
    }
    if (equalsBytes(this.root(), this.EMPTY_TRIE_ROOT)) return null;
    try {
      return this.seen(key, await super.get(key, true));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
    await this.fetch(key);
    try {
      return this.seen(key, await super.get(key, true));
    } catch (err) {
      if (!isMissing(err)) throw err;
      throw mismatch(
        this.remote,
        `the fork's remote sent a proof of ${this.what(key)} that does not lead to the fork block's state root (does it serve another chain than the one forked here?)`,
      );
    }
  }

  override async put(key: Uint8Array, value: Uint8Array | null, skipKeyTransform = false): Promise<void> {
    // the path's nodes first (a write walks the same path); all local without proofs
    if (!skipKeyTransform && this.remote.unverified === undefined) await this.get(key);
    const stored = value === null || value.length === 0 ? this.tombstone() : value;
    return super.put(key, stored, skipKeyTransform);
  }

  override async del(key: Uint8Array, skipKeyTransform = false): Promise<void> {
    return this.put(key, this.tombstone(), skipKeyTransform);
  }

  override shallowCopy(includeCheckpoints = true, opts?: Partial<MPTOpts>): ForkTrie {
    const self = this as unknown as TrieInternals;
    const trie = new ForkTrie(this.remote, {
      ...self._opts,
      db: self._db.db.shallowCopy() as MPTOpts["db"],
      root: this.root(),
      cacheSize: 0,
      ...(opts ?? {}),
    });
    trie.owner = this.owner;
    trie.storage = this.storage;
    if (includeCheckpoints && this.hasCheckpoints())
      (trie as unknown as TrieInternals)._db.setCheckpoints(self._db.checkpoints);
    return trie;
  }

  private seen(key: Uint8Array, value: Uint8Array | null): Uint8Array | null {
    if (value !== null && this.remote.found !== undefined)
      this.remote.found(key, this.storage ? this.owner : undefined);
    return value;
  }

  private tombstone(): Uint8Array {
    return this.storage ? ZERO_SLOT : EMPTY_ACCOUNT;
  }

  private what(key: Uint8Array): string {
    return this.storage
      ? `slot ${bytesToHex(key)} of ${this.owner ? bytesToHex(this.owner) : "an account"}`
      : `account ${bytesToHex(key)}`;
  }

  private async fetch(key: Uint8Array): Promise<void> {
    if (this.storage && this.owner === undefined)
      throw mismatch(this.remote, "a storage trie of the fork read without its account's address");
    const nodes = this.storage
      ? await this.remote.proof(this.owner!, key)
      : await this.remote.proof(key, undefined);
    await storeNodes(this, nodes);
  }
}

/** Puts proof nodes into `trie`'s database by their hash, past any checkpoint (a revert must not drop them). */
export async function storeNodes(trie: MerklePatriciaTrie, nodes: readonly Uint8Array[]): Promise<void> {
  const self = trie as unknown as TrieInternals;
  for (const node of nodes) {
    // nodes under 32 bytes live inside their parent, never by hash
    if (node.length < 32) continue;
    await putPastCheckpoints(self._db, self._getDbKey(keccak256(node)), node);
  }
}

/** A MerkleStateManager over a ForkTrie: storage tries know their account, code comes from the remote. */
export class ForkStateManager extends MerkleStateManager {
  constructor(
    readonly remote: RemoteState,
    opts: ConstructorParameters<typeof MerkleStateManager>[0] & { trie: ForkTrie },
  ) {
    super(opts);
  }

  protected override _getStorageTrie(
    addressOrHash: Address | Uint8Array,
    rootAccount?: Account,
  ): MerklePatriciaTrie {
    const trie = super._getStorageTrie(addressOrHash, rootAccount) as ForkTrie;
    trie.storage = true;
    if (addressOrHash instanceof Address) trie.owner = addressOrHash.bytes;
    return trie;
  }

  override async getCode(address: Address): Promise<Uint8Array> {
    if (this._caches?.code?.get(address) === undefined) {
      const account = await this.getAccount(address);
      if (account?.isContract()) await this.ensureCode(address, account);
    }
    return super.getCode(address);
  }

  private async ensureCode(address: Address, account: Account): Promise<void> {
    const key = this._prefixCodeHashes ? concatBytes(CODEHASH_PREFIX, account.codeHash) : account.codeHash;
    const db = this._trie.database();
    if ((await db.get(key)) !== undefined) return;
    const code = await this.remote.code(address.bytes);
    if (!equalsBytes(keccak256(code), account.codeHash))
      throw mismatch(
        this.remote,
        `the fork's remote sent code for ${address} whose hash is not the account's at the fork block`,
      );
    await putPastCheckpoints(db as unknown as CheckpointDbShape, key, code);
  }

  override shallowCopy(downlevelCaches = true): ForkStateManager {
    const common = this.common.copy();
    common.setHardfork(this.common.hardfork());
    const cacheSize = !downlevelCaches ? (this._trie as unknown as TrieInternals)._opts.cacheSize : 0;
    const trie = (this._trie as ForkTrie).shallowCopy(false, { cacheSize });
    return new ForkStateManager(this.remote, {
      common,
      trie,
      prefixStorageTrieKeys: this._prefixStorageTrieKeys,
      prefixCodeHashes: this._prefixCodeHashes,
      caches: this._caches?.shallowCopy(downlevelCaches),
    });
  }
}
