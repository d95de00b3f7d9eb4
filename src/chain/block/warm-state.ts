import type { MerkleStateManager } from "@ethereumjs/statemanager";
import { equalsBytes } from "@ethereumjs/util";

/** Cached accounts past which a block starts cold again: the caches' bound across blocks. */
export const WARM_ACCOUNTS = 10_000;
/** Cached storage slots past which a block starts cold again. */
export const WARM_SLOTS = 20_000;

interface Internals {
  _trie: { root(): Uint8Array };
  _checkpointCount: number;
  _caches?: { account?: { size(): number }; storage?: { size(): number } };
}

/**
 * The root each state manager's caches hold exactly: set when a block builder commits its block,
 * forgotten as soon as a builder starts on that state manager again (its writes make the caches
 * run ahead of any root until it commits). `setStateRoot` clears the caches, so without this every
 * block read its senders, recipients and the coinbase back from the trie (a walk and a decode per
 * node on each path). A builder starting on `root` may keep the caches when they hold `root`, the
 * trie is still at `root` (nothing re-pointed it: a reset, an import, a revert to a snapshot) and
 * no checkpoint is open; anything else clears them as before.
 */
const heldRoots = new WeakMap<MerkleStateManager, Uint8Array>();

/** Points `sm` at `root` for a new block, keeping its caches when they hold exactly that state. */
export async function startOn(sm: MerkleStateManager, root: Uint8Array): Promise<void> {
  const held = heldRoots.get(sm);
  heldRoots.delete(sm);
  const s = sm as unknown as Internals;
  const keep =
    held !== undefined &&
    equalsBytes(held, root) &&
    equalsBytes(s._trie.root(), root) &&
    s._checkpointCount === 0 &&
    (s._caches?.account?.size() ?? 0) <= WARM_ACCOUNTS &&
    (s._caches?.storage?.size() ?? 0) <= WARM_SLOTS;
  if (!keep) await sm.setStateRoot(root);
}

/** `sm`'s block committed, flushed, at `root`: its caches now hold exactly that state. */
export function committedAt(sm: MerkleStateManager, root: Uint8Array): void {
  heldRoots.set(sm, root);
}
