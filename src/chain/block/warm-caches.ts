import type { StateManagerInterface } from "@ethereumjs/common";
import { equalsBytes } from "@ethereumjs/util";

/** Blocks in a row that may share the caches; then they start cold again (a bound on their size). */
export const WARM_BLOCKS = 16;
/** Accounts (and contracts with cached storage) past which the caches start cold again. */
export const WARM_ENTRIES = 20_000;

interface CacheSizes {
  _caches?: { account?: { size(): number }; storage?: { size(): number } };
}

/**
 * The state caches a block builder may keep from the block before. `setStateRoot` clears the
 * account and storage caches, so every block used to read its senders, recipients and contract
 * slots back from the trie (decode and hash each node on the path). A block that starts where the
 * last block this state manager committed ended (the miner's next block on its own head) can keep
 * them: after the outermost commit the caches hold exactly that root's values (everything written
 * was flushed into the trie). Anything else (a preview or an aborted block, whose revert can leave
 * flushed values in the caches; dev edits; another parent) starts cold, as does every
 * WARM_BLOCKS-th block and any block after the caches grew past WARM_ENTRIES.
 */
class WarmCaches {
  /** the root each state manager's last block committed, and how many blocks its caches have served */
  private readonly last = new WeakMap<StateManagerInterface, { root: Uint8Array; blocks: number }>();
  /** blocks served by the caches of the block each state manager is building */
  private readonly building = new WeakMap<StateManagerInterface, number>();

  /** True when `sm` may start a block on `root` without clearing its caches. */
  async keep(sm: StateManagerInterface, root: Uint8Array): Promise<boolean> {
    const last = this.last.get(sm);
    this.last.delete(sm);
    this.building.set(sm, 1);
    if (last === undefined || last.blocks >= WARM_BLOCKS || !equalsBytes(last.root, root)) return false;
    const caches = (sm as unknown as CacheSizes)._caches;
    if ((caches?.account?.size() ?? 0) > WARM_ENTRIES || (caches?.storage?.size() ?? 0) > WARM_ENTRIES)
      return false;
    // nothing changed the state since (getStateRoot flushes; a changed root means edits)
    if (!equalsBytes(await sm.getStateRoot(), root)) return false;
    this.building.set(sm, last.blocks + 1);
    return true;
  }

  /** `sm` committed a block whose state root is `root`, with nothing left uncommitted. */
  committed(sm: StateManagerInterface, root: Uint8Array): void {
    this.last.set(sm, { root, blocks: this.building.get(sm) ?? WARM_BLOCKS });
    this.building.delete(sm);
  }
}

export const warmCaches = new WarmCaches();
