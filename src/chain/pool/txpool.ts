import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { Account, Address } from "@ethereumjs/util";
import { toHex } from "../../lib/hex.js";
import type { Chain } from "../chain.js";
import {
  AlreadyKnownError,
  NonceGapTooLargeError,
  PoolFullError,
  ReplacementUnderpricedError,
} from "../errors.js";
import type { KvOp } from "../store/db.js";
import { Prefix, poolTxKey } from "../store/keys.js";
import { decodeTransaction, effectiveTip, feeCaps, TX_GAS_CAP, validateTransaction } from "./validate.js";
import { ViewAccounts } from "./view-accounts.js";

export interface PoolLimits {
  /** transactions one sender may have waiting (executable and queued) */
  perSender: number;
  /** transactions in the whole pool */
  total: number;
  /** how far ahead of the sender's next nonce a queued transaction may be */
  maxNonceGap: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = { perSender: 1024, total: 10_000, maxNonceGap: 1024 };

/** Most reads of a sender's account while heads keep changing under them (headAccount). */
const MAX_HEAD_READS = 16;

/** Replacing a transaction needs both its fee cap and its tip raised by 10%, as in geth. */
const PRICE_BUMP_PERCENT = 10n;

interface Entry {
  tx: TypedTransaction;
  hash: string;
  sender: string;
  /** arrival order, the tie-breaker among equal prices */
  seq: number;
}

export interface AddResult {
  tx: TypedTransaction;
  hash: Uint8Array;
  /** its nonce is next in line, so the miner can include it now */
  executable: boolean;
  replaced?: TypedTransaction;
}

/** Pool transactions by sender (lowercase 0x address), in nonce order. */
export interface PoolContent {
  pending: Map<string, TypedTransaction[]>;
  queued: Map<string, TypedTransaction[]>;
}

/** What `capture()` took: opaque outside the pool. */
export interface PoolSnapshot {
  readonly entries: readonly Entry[];
}

/**
 * Pending transactions by sender in nonce order. A transaction whose nonce follows the
 * sender's chain nonce (or another pooled tx) is executable; others wait queued until the
 * gap fills. Full pool: new transactions are rejected (nothing is evicted silently).
 */
export class TxPool {
  private readonly bySender = new Map<string, Map<bigint, Entry>>();
  private readonly byHash = new Map<string, Entry>();
  private seq = 0;
  /** adds past decoding and not yet settled (waiting on a state read or the journal write) */
  private adding = 0;
  private settledWaiters: (() => void)[] = [];
  /** senders' accounts at the head, read once per head (admission, then the miner's selection) */
  private readonly accounts = new ViewAccounts();

  constructor(
    private readonly chain: Chain,
    private readonly limits: PoolLimits = DEFAULT_POOL_LIMITS,
  ) {}

  get size(): number {
    return this.byHash.size;
  }

  has(hash: Uint8Array): boolean {
    return this.byHash.has(toHex(hash));
  }

  get(hash: Uint8Array): TypedTransaction | undefined {
    return this.byHash.get(toHex(hash))?.tx;
  }

  /**
   * The gas limit and base fee of the next block when dev methods set them (ChainNode wires it);
   * default: the head's gas limit and EIP-1559's base fee.
   */
  nextBlock: ((head: Block) => { gasLimit: bigint; baseFee: bigint }) | null = null;
  /** hardhat_setMinGasPrice (chains without EIP-1559): admission refuses a lower gas price; 0 none */
  minGasPrice = 0n;
  /** --disable-code-size-limit: EIP-3860's initcode limit is off too */
  unlimitedInitCode = false;

  async addRaw(raw: Uint8Array): Promise<AddResult> {
    return this.add(this.decode(raw));
  }

  /** A signed transaction's bytes as the pool decodes them (its size limit included). */
  decode(raw: Uint8Array): TypedTransaction {
    return decodeTransaction(raw, this.chain.common, { unlimitedInitCode: this.unlimitedInitCode });
  }

  async add(tx: TypedTransaction): Promise<AddResult> {
    this.adding++;
    try {
      return await this.admit(tx);
    } finally {
      if (--this.adding === 0) {
        const waiters = this.settledWaiters;
        this.settledWaiters = [];
        for (const resolve of waiters) resolve();
      }
    }
  }

  /** Whether no add is in flight. */
  get isSettled(): boolean {
    return this.adding === 0;
  }

  /** Resolves when no add is in flight: automine lets transactions being admitted join its block. */
  settled(): Promise<void> {
    if (this.adding === 0) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  private async admit(tx: TypedTransaction): Promise<AddResult> {
    const hash = toHex(tx.hash());
    if (this.byHash.has(hash)) throw new AlreadyKnownError();
    const sender = tx.getSenderAddress();
    const { head, account } = await this.headAccount(sender);
    const next = this.nextBlock?.(head);
    validateTransaction(tx, {
      blockGasLimit: next?.gasLimit ?? head.header.gasLimit,
      baseFee: next?.baseFee ?? head.header.calcNextBaseFee(),
      account,
      minGasPrice: this.minGasPrice,
      txGasCap: this.chain.config.txGasLimit ? TX_GAS_CAP : undefined,
    });
    // From here on synchronous: concurrent adds cannot interleave between check and insert.
    if (this.byHash.has(hash)) throw new AlreadyKnownError();
    const senderKey = toHex(sender.bytes); // sender.toString(), by Node's encoder
    const chainNonce = account?.nonce ?? 0n;
    let txs = this.bySender.get(senderKey);
    const existing = txs?.get(tx.nonce);
    if (existing) {
      if (!outbids(tx, existing.tx)) throw new ReplacementUnderpricedError();
    } else {
      if (tx.nonce - this.nextNonceFrom(chainNonce, txs) > BigInt(this.limits.maxNonceGap)) {
        throw new NonceGapTooLargeError(
          this.nextNonceFrom(chainNonce, txs),
          tx.nonce,
          this.limits.maxNonceGap,
        );
      }
      if ((txs?.size ?? 0) >= this.limits.perSender)
        throw new PoolFullError(`sender ${senderKey} has too many pending transactions`);
      if (this.byHash.size >= this.limits.total)
        throw new PoolFullError(`${this.limits.total} transactions pending`);
    }
    if (!txs) {
      txs = new Map();
      this.bySender.set(senderKey, txs);
    }
    if (existing) this.byHash.delete(existing.hash);
    const entry: Entry = { tx, hash, sender: senderKey, seq: this.seq++ };
    txs.set(tx.nonce, entry);
    this.byHash.set(hash, entry);
    const executable = tx.nonce < this.nextNonceFrom(chainNonce, txs);
    // Journal before acknowledging: an accepted transaction survives a crash (mining deletes it
    // in the block's own atomic write).
    const journal: KvOp[] = [{ type: "put", key: poolTxKey(tx.hash()), value: tx.serialize() }];
    if (existing) journal.push({ type: "del", key: poolTxKey(existing.tx.hash()) });
    try {
      await this.chain.kv.batch(journal);
    } catch (err) {
      this.remove([tx]);
      throw err;
    }
    this.chain.events.emit("pendingTransaction", tx);
    return { tx, hash: tx.hash(), executable, replaced: existing?.tx };
  }

  /** Next nonce for an address: its chain nonce, then every consecutive pooled nonce. */
  async nextNonce(address: Address): Promise<bigint> {
    const { account } = await this.headAccount(address);
    return this.nextNonceFrom(account?.nonce ?? 0n, this.bySender.get(toHex(address.bytes)));
  }

  /**
   * An account at the head, read again when a block became the head during the read: a block
   * takes its transactions out of the pool right after it is the head, so a nonce read on the old
   * head next to the pool's newer content would count a mined transaction neither way (a send
   * then looked queued and was answered before it was mined, or took a used nonce).
   */
  private async headAccount(address: Address): Promise<{ head: Block; account: Account | undefined }> {
    for (let reads = 1; ; reads++) {
      const head = this.chain.head;
      const account = await this.accounts.get(await this.chain.accountsAt(head), address);
      // bounded: under hardhat_mine's stream of heads, the last read is as good as any
      if (this.chain.head === head || reads >= MAX_HEAD_READS) return { head, account };
    }
  }

  private nextNonceFrom(chainNonce: bigint, txs: Map<bigint, Entry> | undefined): bigint {
    let next = chainNonce;
    while (txs?.has(next)) next++;
    return next;
  }

  /**
   * Executable transactions in the order a block should include them: per sender by nonce,
   * across senders by effective tip, then arrival, starting at each sender's nonce at the head.
   */
  async executable(baseFee: bigint): Promise<TypedTransaction[]> {
    const state = await this.chain.accountsAt(this.chain.head);
    const queues: Entry[][] = [];
    for (const txs of this.bySender.values()) {
      const first = txs.values().next().value as Entry;
      const account = await this.accounts.get(state, first.tx.getSenderAddress());
      const queue: Entry[] = [];
      for (let n = account?.nonce ?? 0n; txs.has(n); n++) queue.push(txs.get(n)!);
      if (queue.length > 0) queues.push(queue);
    }
    const out: TypedTransaction[] = [];
    const heads = queues.map(() => 0);
    for (;;) {
      let best = -1;
      for (let i = 0; i < queues.length; i++) {
        const candidate = queues[i][heads[i]];
        if (!candidate) continue;
        if (best === -1 || better(candidate, queues[best][heads[best]], baseFee)) best = i;
      }
      if (best === -1) return out;
      out.push(queues[best][heads[best]].tx);
      heads[best]++;
    }
  }

  /**
   * The pool by sender as geth's txpool_content splits it: `pending`, the run of nonces from the
   * sender's nonce at the head; `queued`, those after a gap. Both in nonce order.
   */
  async content(): Promise<PoolContent> {
    const state = await this.chain.accountsAt(this.chain.head);
    const content: PoolContent = { pending: new Map(), queued: new Map() };
    for (const txs of this.bySender.values()) {
      const sorted = [...txs.values()].sort((a, b) => (a.tx.nonce < b.tx.nonce ? -1 : 1));
      const sender = sorted[0].tx.getSenderAddress();
      let next = (await this.accounts.get(state, sender))?.nonce ?? 0n;
      for (const { tx } of sorted) {
        if (tx.nonce < next) continue; // mined, not yet pruned
        const kind = tx.nonce === next ? "pending" : "queued";
        if (kind === "pending") next++;
        const list = content[kind].get(sender.toString()) ?? [];
        if (list.length === 0) content[kind].set(sender.toString(), list);
        list.push(tx);
      }
    }
    return content;
  }

  /** Forget transactions that were mined (their block already cleared the journal) or failed. */
  remove(txs: readonly TypedTransaction[], fromJournal = false): void {
    const dropped: KvOp[] = [];
    for (const tx of txs) {
      const entry = this.byHash.get(toHex(tx.hash()));
      if (!entry) continue;
      this.byHash.delete(entry.hash);
      const bySender = this.bySender.get(entry.sender);
      bySender?.delete(tx.nonce);
      if (bySender?.size === 0) this.bySender.delete(entry.sender);
      if (fromJournal) dropped.push({ type: "del", key: poolTxKey(tx.hash()) });
    }
    // a lost delete is harmless: restore() validates journal entries again
    if (dropped.length > 0) this.chain.kv.batch(dropped).catch(() => undefined);
  }

  /**
   * hardhat_dropTransaction, anvil_dropAllTransactions: out of the journal (awaited: a dropped
   * transaction does not come back after a restart), then out of memory. The dropped ones.
   */
  async drop(which: readonly Uint8Array[] | "all"): Promise<TypedTransaction[]> {
    const txs = which === "all" ? this.all() : which.flatMap((h) => this.get(h) ?? []);
    if (txs.length === 0) return [];
    await this.chain.kv.batch(txs.map((tx) => ({ type: "del", key: poolTxKey(tx.hash()) })));
    this.remove(txs);
    return txs;
  }

  /** Reload the journal after a restart; entries no longer valid at the head are dropped. */
  async restore(): Promise<number> {
    const entries: { key: Uint8Array; raw: Uint8Array }[] = [];
    const prefix = Uint8Array.of(Prefix.poolTx);
    for await (const key of this.chain.kv.keys({ gte: prefix, lt: Uint8Array.of(Prefix.poolTx + 1) })) {
      const raw = await this.chain.kv.get(key);
      if (raw) entries.push({ key, raw });
    }
    let restored = 0;
    // nonce order per sender, so gaps do not reject later nonces
    const decoded = entries.map(({ key, raw }): { key: Uint8Array; tx: TypedTransaction | null } => {
      try {
        return {
          key,
          tx: decodeTransaction(raw, this.chain.common, {
            unlimitedInitCode: this.unlimitedInitCode,
            trusted: true,
          }),
        };
      } catch {
        return { key, tx: null };
      }
    });
    decoded.sort((x, y) =>
      x.tx && y.tx ? (x.tx.nonce < y.tx.nonce ? -1 : x.tx.nonce > y.tx.nonce ? 1 : 0) : 0,
    );
    for (const { key, tx } of decoded) {
      try {
        if (!tx) throw new Error("undecodable");
        await this.add(tx);
        restored++;
      } catch {
        await this.chain.kv.batch([{ type: "del", key }]);
      }
    }
    return restored;
  }

  /** Drop every pooled transaction whose nonce the chain has passed (mined elsewhere, replaced). */
  async pruneStale(): Promise<TypedTransaction[]> {
    const state = await this.chain.accountsAt(this.chain.head);
    const stale: TypedTransaction[] = [];
    for (const txs of this.bySender.values()) {
      const first = txs.values().next().value as Entry;
      const nonce = (await this.accounts.get(state, first.tx.getSenderAddress()))?.nonce ?? 0n;
      for (const [n, entry] of txs) if (n < nonce) stale.push(entry.tx);
    }
    this.remove(stale, true);
    return stale;
  }

  /** The pool as it is now, to restore later (evm_snapshot); cheap: entries are immutable. */
  capture(): PoolSnapshot {
    return { entries: [...this.byHash.values()] };
  }

  /**
   * The journal writes that make the stored pool equal `content`, for the caller's atomic batch
   * (evm_revert, hardhat_reset). Then `replaceContent` switches the memory.
   */
  journalOpsFor(content: PoolSnapshot): KvOp[] {
    const kept = new Set(content.entries.map((e) => e.hash));
    const ops: KvOp[] = [];
    for (const entry of this.byHash.values()) {
      if (!kept.has(entry.hash)) ops.push({ type: "del", key: poolTxKey(entry.tx.hash()) });
    }
    // mined since (their block deleted the entry) or still pending: put is idempotent
    for (const { tx } of content.entries)
      ops.push({ type: "put", key: poolTxKey(tx.hash()), value: tx.serialize() });
    return ops;
  }

  /** Make the pool hold exactly `content` again, arrival order included; no validation (its head is back). */
  replaceContent(content: PoolSnapshot): void {
    this.byHash.clear();
    this.bySender.clear();
    const entries = [...content.entries].sort((x, y) => x.seq - y.seq);
    for (const entry of entries) {
      this.byHash.set(entry.hash, entry);
      let txs = this.bySender.get(entry.sender);
      if (!txs) {
        txs = new Map();
        this.bySender.set(entry.sender, txs);
      }
      txs.set(entry.tx.nonce, entry);
    }
  }

  all(): TypedTransaction[] {
    return [...this.byHash.values()].map((e) => e.tx);
  }
}

function better(a: Entry, b: Entry, baseFee: bigint): boolean {
  const tipA = effectiveTip(a.tx, baseFee);
  const tipB = effectiveTip(b.tx, baseFee);
  return tipA === tipB ? a.seq < b.seq : tipA > tipB;
}

function outbids(replacement: TypedTransaction, old: TypedTransaction): boolean {
  const a = feeCaps(replacement);
  const b = feeCaps(old);
  const bump = (x: bigint) => x + (x * PRICE_BUMP_PERCENT) / 100n;
  return a.maxFee >= bump(b.maxFee) && a.tip >= bump(b.tip);
}
