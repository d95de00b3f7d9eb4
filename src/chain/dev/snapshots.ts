import type { Block } from "@ethereumjs/block";
import type { Chain } from "../chain.js";
import type { PoolSnapshot, TxPool } from "../pool/txpool.js";
import type { KvOp } from "../store/db.js";
import { MetaKey, metaKey, u64 } from "../store/keys.js";
import { TooManySnapshotsError } from "./errors.js";

/** Snapshots kept at a time; past it evm_snapshot is refused until a revert releases some. */
export const MAX_SNAPSHOTS = 4096;

/**
 * A node-level dev setting that snapshots must bring back (the dev clock's offset, the next
 * timestamp, the mining mode, the coinbase, impersonations …). A dev feature registers one at node
 * start (`node.snapshots.register`): `capture` runs at each evm_snapshot (and once at registration:
 * the state hardhat_reset returns to), `restore` at evm_revert or hardhat_reset with one of those
 * values. Both are synchronous and must not throw: `restore` runs in the same turn as the head
 * switch, after the chain and pool moved and before any event.
 */
export interface DevStateParticipant<T = unknown> {
  /** for diagnostics */
  readonly name: string;
  capture(): T;
  restore(state: T): void;
  /** writes that store `state` (if the setting is stored), in the revert's atomic batch */
  ops?(state: T): KvOp[];
}

interface Registered {
  participant: DevStateParticipant;
  /** the state at registration: what hardhat_reset restores */
  initial: unknown;
}

interface Snapshot {
  head: Block;
  pool: PoolSnapshot;
  dev: unknown[];
}

/**
 * evm_snapshot / evm_revert / hardhat_reset. A snapshot is the head block, the pool's content and
 * every registered participant's state, in memory only: a restart forgets them, and the ids go on
 * from the last one handed out for this data directory (stored), so an id from before a restart
 * answers false instead of naming a newer snapshot. Ids are 1, 2, 3 … (as Hardhat).
 *
 * A revert moves the chain to the snapshot's head with `Chain.rewind` (one atomic batch with the
 * pool's journal: a crash leaves the old chain or the reverted one) and consumes that snapshot and
 * every later one, as Hardhat, Anvil and Ganache do.
 */
export class Snapshots {
  private readonly participants: Registered[] = [];
  private readonly snapshots = new Map<bigint, Snapshot>();
  private lastId: bigint | null = null;

  constructor(
    private readonly chain: Chain,
    private readonly pool: TxPool,
    /** after a revert or reset: the pool and head changed (caches keyed on them) */
    private readonly changed: () => void,
    private readonly limit = MAX_SNAPSHOTS,
  ) {}

  get size(): number {
    return this.snapshots.size;
  }

  register<T>(participant: DevStateParticipant<T>): void {
    this.participants.push({
      participant: participant as DevStateParticipant,
      initial: participant.capture(),
    });
  }

  /** A new snapshot of the head, the pool and the dev settings; its id. */
  take(): Promise<bigint> {
    return this.chain.writeLock.run(async () => {
      if (this.snapshots.size >= this.limit) throw new TooManySnapshotsError(this.limit);
      await this.pool.settled();
      const id = (await this.last()) + 1n;
      // stored before it is handed out: ids are never reused, even after a crash
      await this.chain.kv.put(metaKey(MetaKey.lastSnapshotId), u64(id));
      this.lastId = id;
      this.snapshots.set(id, {
        head: this.chain.head,
        pool: this.pool.capture(),
        dev: this.participants.map((r) => r.participant.capture()),
      });
      return id;
    });
  }

  /** Back to snapshot `id`; false when there is no such snapshot (never taken, or consumed). */
  revert(id: bigint): Promise<boolean> {
    return this.chain.writeLock.run(async () => {
      const snapshot = this.snapshots.get(id);
      if (!snapshot) return false;
      await this.pool.settled();
      const target = await this.chain.getBlockByHash(snapshot.head.hash());
      if (!target) {
        this.snapshots.delete(id); // cannot happen: a rewind drops the snapshots whose head it deletes
        return false;
      }
      const ops = [...this.pool.journalOpsFor(snapshot.pool), ...this.participantOps(snapshot.dev)];
      await this.chain.rewind(target, ops, () => {
        for (const [other, { head }] of this.snapshots) {
          // consumed with it, or (after a reorganization) their head was above it and is deleted
          if (other >= id || head.header.number > target.header.number) this.snapshots.delete(other);
        }
        this.pool.replaceContent(snapshot.pool);
        this.participants.forEach((r, i) => {
          r.participant.restore(snapshot.dev[i]);
        });
        this.changed();
      });
      return true;
    });
  }

  /** Back to genesis: every block deleted, the pool emptied, dev settings as at start, no snapshot. */
  reset(): Promise<void> {
    return this.chain.writeLock.run(async () => {
      await this.pool.settled();
      const empty: PoolSnapshot = { entries: [] };
      const ops = [
        ...this.pool.journalOpsFor(empty),
        ...this.participantOps(this.participants.map((r) => r.initial)),
      ];
      await this.chain.rewind(this.chain.genesis, ops, () => {
        this.snapshots.clear();
        this.pool.replaceContent(empty);
        for (const r of this.participants) r.participant.restore(r.initial);
        this.changed();
      });
    });
  }

  /**
   * anvil_rollback: the head goes back to `target`, an ancestor, through the same branch switch as a
   * revert (blocks above deleted, removed logs sent, head edits dropped); the pool and the dev settings
   * stay. Snapshots whose head is gone are released. `apply` runs in the head switch's turn. Caller
   * holds the write lock.
   */
  async rollback(target: Block, apply: () => void): Promise<void> {
    await this.pool.settled();
    await this.chain.rewind(target, this.chain.headEdits.clearOps(), () => {
      for (const [id, { head }] of this.snapshots) {
        if (head.header.number > target.header.number) this.snapshots.delete(id);
      }
      apply();
      this.changed();
    });
  }

  private participantOps(states: readonly unknown[]): KvOp[] {
    return this.participants.flatMap((r, i) => r.participant.ops?.(states[i]) ?? []);
  }

  private async last(): Promise<bigint> {
    if (this.lastId === null) {
      const stored = await this.chain.kv.get(metaKey(MetaKey.lastSnapshotId));
      this.lastId = stored ? new DataView(stored.buffer, stored.byteOffset).getBigUint64(0) : 0n;
    }
    return this.lastId;
  }
}
