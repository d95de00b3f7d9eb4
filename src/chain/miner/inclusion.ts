import type { Block } from "@ethereumjs/block";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import type { RunTxResult } from "@ethereumjs/vm";

export interface Inclusion {
  block: Block;
  index: number;
  result: RunTxResult;
}

interface Waiter {
  /** null: the node stopped before the transaction was mined; it stays in the pool (journaled). */
  resolve(inclusion: Inclusion | null): void;
  reject(err: Error): void;
}

/**
 * Who waits for which transaction's block (eth_sendRawTransaction in automine answers once mined).
 * Bounded by the pool: a waiter is only added for a transaction the pool accepted, and leaves when
 * the transaction is mined, dropped, or leaves the pool unmined (releaseWhere).
 */
export class InclusionWaiters {
  private readonly byHash = new Map<string, Waiter[]>();

  wait(txHash: Uint8Array): Promise<Inclusion | null> {
    return new Promise((resolve, reject) => {
      const key = bytesToHex(txHash);
      const list = this.byHash.get(key) ?? [];
      list.push({ resolve, reject });
      this.byHash.set(key, list);
    });
  }

  resolve(txHash: Uint8Array, inclusion: Inclusion): void {
    for (const w of this.take(txHash)) w.resolve(inclusion);
  }

  reject(txHash: Uint8Array, err: Error): void {
    for (const w of this.take(txHash)) w.reject(err);
  }

  /** Answers null to whoever waits for a transaction matching `gone` (it left the pool unmined). */
  releaseWhere(gone: (txHash: Uint8Array) => boolean): void {
    for (const [key, list] of this.byHash) {
      if (!gone(hexToBytes(key as `0x${string}`))) continue;
      this.byHash.delete(key);
      for (const w of list) w.resolve(null);
    }
  }

  /** The miner stopped: everyone gets null (accepted, not mined yet). */
  releaseAll(): void {
    for (const [, list] of this.byHash) for (const w of list) w.resolve(null);
    this.byHash.clear();
  }

  private take(txHash: Uint8Array): Waiter[] {
    const key = bytesToHex(txHash);
    const list = this.byHash.get(key);
    if (!list) return [];
    this.byHash.delete(key);
    return list;
  }
}
