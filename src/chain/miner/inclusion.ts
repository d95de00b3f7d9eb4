import type { Block } from "@ethereumjs/block";
import { hexToBytes } from "@ethereumjs/util";
import type { RunTxResult } from "@ethereumjs/vm";
import { toHex } from "../../lib/hex.js";

export interface Inclusion {
  /** the block holding it: stored, or (a watch that answers on execution) executed, its seal to come */
  block: Block;
  index: number;
  result: RunTxResult;
}

/**
 * One sender's wait for a transaction's block, taken before the transaction enters the pool: the
 * miner may include it the moment it is there, before the pool's add has returned.
 */
export interface InclusionWatch {
  /** the inclusion; null: the node stopped, or the transaction left the pool unmined */
  readonly promise: Promise<Inclusion | null>;
  /** the transaction is in the pool: from now on leaving the pool unmined answers null */
  admitted(): void;
  /** nobody waits any more (refused, queued, or no automine) */
  cancel(): void;
}

interface Waiter {
  /** null: the node stopped before the transaction was mined; it stays in the pool (journaled). */
  resolve(inclusion: Inclusion | null): void;
  reject(err: Error): void;
  /** not in the pool yet: releaseWhere leaves it alone */
  admitting: boolean;
  /** answered once its block is executed, before it is stored (see Settling) */
  onExecution: boolean;
}

/**
 * Who waits for which transaction's block (eth_sendRawTransaction in automine answers once mined).
 * Bounded by the pool and the adds under way: a waiter is added just before a transaction enters
 * the pool, leaves when its add fails or nobody waits (cancel), and when the transaction is mined,
 * dropped, or leaves the pool unmined (releaseWhere).
 */
export class InclusionWaiters {
  private readonly byHash = new Map<string, Waiter[]>();

  /** `onExecution`: answered by `executed` as well as `resolve` (the caller holds requests meanwhile). */
  watch(txHash: Uint8Array, onExecution = false): InclusionWatch {
    const key = toHex(txHash);
    let waiter!: Waiter;
    const promise = new Promise<Inclusion | null>((resolve, reject) => {
      waiter = { resolve, reject, admitting: true, onExecution };
    });
    // the sender awaits it only once its transaction is admitted: a block that fails meanwhile
    // rejects it earlier, which must not count as an unhandled rejection (the sender still sees it)
    promise.catch(() => undefined);
    const list = this.byHash.get(key) ?? [];
    list.push(waiter);
    this.byHash.set(key, list);
    return {
      promise,
      admitted: () => {
        waiter.admitting = false;
      },
      cancel: () => this.forget(key, waiter),
    };
  }

  /** A wait for a transaction already in the pool. */
  wait(txHash: Uint8Array): Promise<Inclusion | null> {
    const watch = this.watch(txHash);
    watch.admitted();
    return watch.promise;
  }

  resolve(txHash: Uint8Array, inclusion: Inclusion): void {
    for (const w of this.take(txHash)) w.resolve(inclusion);
  }

  /**
   * The transaction's block is executed and about to be stored: the watches on execution are
   * answered. Whether there were any.
   */
  executed(txHash: Uint8Array, inclusion: Inclusion): boolean {
    const key = toHex(txHash);
    const list = this.byHash.get(key);
    if (list === undefined) return false;
    const rest = list.filter((w) => !w.onExecution);
    if (rest.length === list.length) return false;
    if (rest.length > 0) this.byHash.set(key, rest);
    else this.byHash.delete(key);
    for (const w of list) if (w.onExecution) w.resolve(inclusion);
    return true;
  }

  reject(txHash: Uint8Array, err: Error): void {
    for (const w of this.take(txHash)) w.reject(err);
  }

  /**
   * Answers null to whoever waits for a transaction matching `gone` (it left the pool unmined);
   * waits for transactions still being added are kept.
   */
  releaseWhere(gone: (txHash: Uint8Array) => boolean): void {
    for (const [key, list] of this.byHash) {
      if (!gone(hexToBytes(key as `0x${string}`))) continue;
      const kept = list.filter((w) => w.admitting);
      if (kept.length > 0) this.byHash.set(key, kept);
      else this.byHash.delete(key);
      for (const w of list) if (!w.admitting) w.resolve(null);
    }
  }

  /** The miner stopped: everyone gets null (accepted, not mined yet). */
  releaseAll(): void {
    for (const [, list] of this.byHash) for (const w of list) w.resolve(null);
    this.byHash.clear();
  }

  private forget(key: string, waiter: Waiter): void {
    const list = this.byHash.get(key);
    if (!list) return;
    const rest = list.filter((w) => w !== waiter);
    if (rest.length > 0) this.byHash.set(key, rest);
    else this.byHash.delete(key);
  }

  private take(txHash: Uint8Array): Waiter[] {
    const key = toHex(txHash);
    const list = this.byHash.get(key);
    if (!list) return [];
    this.byHash.delete(key);
    return list;
  }
}
