import { RLP } from "@ethereumjs/rlp";
import {
  bigIntToUnpaddedBytes,
  bytesToHex,
  hexToBytes,
  KECCAK256_NULL,
  KECCAK256_RLP,
  unpadBytes,
} from "@ethereumjs/util";
import type { RemoteState } from "../../engine/index.js";
import { keccak256 } from "../../lib/keccak/keccak.js";
import { Lru } from "../../lib/lru.js";
import type { ForkCache } from "./cache.js";
import { CallCoalescer } from "./coalescer.js";
import { ForkRemoteError } from "./errors.js";
import type { Remote } from "./remote.js";

interface ProofReply {
  accountProof?: string[];
  storageProof?: { proof?: string[] }[];
}

/** In-flight fetches shared by concurrent readers of the same key (bounded: they settle). */
const IN_FLIGHT = 1_024;
/** Keys whose preimages were stored lately (a dump's names), not stored again. */
const RECENT_KEYS = 20_000;

/**
 * The forked state's reads of the remote at the fork block: eth_getProof for an account (and a slot),
 * eth_getCode for code. Concurrent reads of one key share one request, and reads asked at about the
 * same time go out as one JSON-RPC batch (coalescer.ts). The proof's nodes are checked
 * by the trie that stores them (they must lead from the fork block's state root to the key).
 */
export class RemoteStateSource implements RemoteState {
  private readonly pending = new Lru<string, Promise<unknown>>(IN_FLIGHT);
  /** where the keys read are stored (their preimages: anvil_dumpState names the trie's leaves by them) */
  onKeys: ((keys: Uint8Array[]) => Promise<void>) | undefined;
  /** keys read lately, not stored again */
  private readonly recent = new Lru<string, true>(RECENT_KEYS);
  private unsaved: Uint8Array[] = [];
  private saving: Promise<void> = Promise.resolve();
  /** how many proofs and codes were asked of the remote */
  fetched = 0;
  /** reads asked at about the same time go out in one batch */
  private readonly calls: CallCoalescer;
  /** a remote without eth_getProof: values read with eth_getBalance ... eth_getStorageAt, unchecked */
  readonly unverified: RemoteState["unverified"];

  constructor(
    remote: Remote,
    /** the fork block's number, as a JSON-RPC quantity */
    private readonly block: string,
    private readonly cache: ForkCache,
    opts: { proofs?: boolean } = {},
  ) {
    this.calls = new CallCoalescer(remote);
    this.unverified =
      opts.proofs === false
        ? { account: (address) => this.account(address), slot: (address, slot) => this.slot(address, slot) }
        : undefined;
  }

  /** JSON-RPC batches (round trips) sent for state reads */
  get batches(): number {
    return this.calls.batches;
  }

  proof(address: Uint8Array, slot: Uint8Array | undefined): Promise<Uint8Array[]> {
    const slots = slot === undefined ? [] : [bytesToHex(slot)];
    const key = `p${bytesToHex(address)}${slots[0] ?? ""}`;
    return this.shared(key, async () => {
      const kept = await this.cache.get(key);
      if (kept !== undefined) return RLP.decode(kept) as Uint8Array[];
      const reply = await this.calls.call<ProofReply>("eth_getProof", [
        bytesToHex(address),
        slots,
        this.block,
      ]);
      const nodes = [...(reply?.accountProof ?? []), ...(reply?.storageProof?.[0]?.proof ?? [])];
      if (nodes.length === 0)
        throw new ForkRemoteError("bad-reply", "the fork's remote answered eth_getProof without proof nodes");
      const decoded = nodes.map((n) => hexToBytes(n as `0x${string}`));
      await this.cache.put(key, RLP.encode(decoded));
      this.fetched++;
      return decoded;
    });
  }

  code(address: Uint8Array): Promise<Uint8Array> {
    const key = `c${bytesToHex(address)}`;
    return this.shared(key, async () => {
      const kept = await this.cache.get(key);
      if (kept !== undefined) return kept;
      const code = hexToBytes(
        await this.calls.call<`0x${string}`>("eth_getCode", [bytesToHex(address), this.block]),
      );
      await this.cache.put(key, code);
      this.fetched++;
      return code;
    });
  }

  /** Without proofs: the account's RLP (nonce, balance, the empty storage root, code hash), null: none. */
  private account(address: Uint8Array): Promise<Uint8Array | null> {
    const id = bytesToHex(address);
    const key = `a${id}`;
    return this.shared(key, async () => {
      const kept = await this.cache.get(key);
      if (kept !== undefined) return kept.length === 0 ? null : kept;
      const [balance, nonce, code] = await Promise.all([
        this.calls.call<string>("eth_getBalance", [id, this.block]),
        this.calls.call<string>("eth_getTransactionCount", [id, this.block]),
        this.code(address),
      ]);
      this.fetched++;
      const none = BigInt(balance) === 0n && BigInt(nonce) === 0n && code.length === 0;
      const rlp = none
        ? null
        : RLP.encode([
            bigIntToUnpaddedBytes(BigInt(nonce)),
            bigIntToUnpaddedBytes(BigInt(balance)),
            KECCAK256_RLP,
            code.length === 0 ? KECCAK256_NULL : keccak256(code),
          ]);
      await this.cache.put(key, rlp ?? new Uint8Array(0));
      return rlp;
    });
  }

  /** Without proofs: the slot's value as a storage trie stores it (RLP of its bytes), null: zero. */
  private slot(address: Uint8Array, slot: Uint8Array): Promise<Uint8Array | null> {
    const key = `s${bytesToHex(address)}${bytesToHex(slot)}`;
    return this.shared(key, async () => {
      const kept = await this.cache.get(key);
      if (kept !== undefined) return kept.length === 0 ? null : kept;
      const word = await this.calls.call<string>("eth_getStorageAt", [
        bytesToHex(address),
        bytesToHex(slot),
        this.block,
      ]);
      this.fetched++;
      const value = unpadBytes(hexToBytes(word as `0x${string}`));
      const rlp = value.length === 0 ? null : RLP.encode(value);
      await this.cache.put(key, rlp ?? new Uint8Array(0));
      return rlp;
    });
  }

  /** The hash of the remote's block `n` (BLOCKHASH below the fork block); undefined past the fork block. */
  blockHash(n: bigint): Promise<Uint8Array | undefined> {
    if (n > BigInt(this.block)) return Promise.resolve(undefined);
    const key = `h${n}`;
    return this.shared(key, async () => {
      const kept = await this.cache.get(key);
      if (kept !== undefined) return kept;
      const block = await this.calls.call<{ hash?: string } | null>("eth_getBlockByNumber", [
        `0x${n.toString(16)}`,
        false,
      ]);
      if (typeof block?.hash !== "string") return undefined;
      const hash = hexToBytes(block.hash as `0x${string}`);
      await this.cache.put(key, hash);
      return hash;
    });
  }

  /** A key read that has a value: its preimage is stored (in the background; `keysSaved` waits). */
  found(key: Uint8Array, _owner: Uint8Array | undefined): void {
    const id = bytesToHex(key);
    if (this.onKeys === undefined || this.recent.get(id)) return;
    this.recent.set(id, true);
    this.unsaved.push(key.slice());
    if (this.unsaved.length === 1) this.saving = this.saving.then(() => this.save());
  }

  /** Every key found so far stored. */
  keysSaved(): Promise<void> {
    return this.saving;
  }

  private async save(): Promise<void> {
    const keys = this.unsaved;
    this.unsaved = [];
    await this.onKeys?.(keys).catch(() => undefined);
  }

  mismatch(message: string): Error {
    return new ForkRemoteError("mismatch", message);
  }

  private shared<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    const known = this.pending.get(key);
    if (known !== undefined) return known as Promise<T>;
    const promise = fetch().finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}
