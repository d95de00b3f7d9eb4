// Where dev state edits are stored: on the head until a block carries them (`MetaKey.headEdits`:
// the head's hash, then {root, edits}), then with that block (`Prefix.devEdits`).
import type { Block } from "@ethereumjs/block";
import { equalsBytes } from "@ethereumjs/util";
import type { Kv, KvOp } from "../store/db.js";
import { devEditsKey, MetaKey, metaKey } from "../store/keys.js";
import { decodePreState, encodePreState, type PreState } from "./state-edits.js";

/** Edits on a head no block carries yet, and the state root they give. */
export interface HeadEdits {
  head: Block;
  pre: PreState;
}

const HEAD_KEY = metaKey(MetaKey.headEdits);

/** The writes that store `state` as the head's edits (none: delete). */
export function headEditsOps(state: HeadEdits | null): KvOp[] {
  if (!state) return [{ type: "del", key: HEAD_KEY }];
  const value = encodePreState(state.pre);
  const out = new Uint8Array(32 + value.length);
  out.set(state.head.hash(), 0);
  out.set(value, 32);
  return [{ type: "put", key: HEAD_KEY, value: out }];
}

/** The stored head edits, if they are `head`'s and their state is there. */
export async function loadHeadEdits(
  kv: Kv,
  head: Block,
  hasRoot: (root: Uint8Array) => Promise<boolean>,
): Promise<HeadEdits | null> {
  const stored = await kv.get(HEAD_KEY);
  if (!stored || !equalsBytes(stored.subarray(0, 32), head.hash())) return null;
  const pre = decodePreState(stored.subarray(32));
  return (await hasRoot(pre.root)) ? { head, pre } : null;
}

/** The write storing the edits a block was built on, in its batch. */
export function blockEditsOp(block: Block, pre: PreState): KvOp {
  return { type: "put", key: devEditsKey(block.hash()), value: encodePreState(pre) };
}

/** The edits stored before a block (its pre-state), if any. */
export async function storedPreState(kv: Kv, block: Block): Promise<PreState | undefined> {
  const stored = await kv.get(devEditsKey(block.hash()));
  return stored ? decodePreState(stored) : undefined;
}

/**
 * The head's dev edits in memory (see Chain.editHead): the root head reads use, the pre-state of the
 * next block on the head. `changed` runs whenever it changes (views of the head are stale then).
 */
export class HeadOverlay {
  private current: HeadEdits | null = null;

  constructor(private readonly changed: () => void) {}

  /** The root reads of `block` see: its header's, or for the head with edits, the edited state's. */
  rootOf(block: Block): Uint8Array {
    const edited = this.current;
    if (edited && (edited.head === block || equalsBytes(edited.head.hash(), block.hash())))
      return edited.pre.root;
    return block.header.stateRoot;
  }

  /** The pre-state a block built on `parent` starts from when `parent` is the edited head. */
  preStateOn(parent: Block): PreState | undefined {
    const edited = this.current;
    return edited && equalsBytes(edited.head.hash(), parent.hash()) ? edited.pre : undefined;
  }

  get active(): boolean {
    return this.current !== null;
  }

  capture(): HeadEdits | null {
    return this.current;
  }

  /** Set (only if `state` is `head`'s: evm_revert to a snapshot taken on another head clears it). */
  set(state: HeadEdits | null, head: Block): void {
    this.current = state && equalsBytes(state.head.hash(), head.hash()) ? state : null;
    this.changed();
  }

  /** A new head: edits of another block end (included in it, or left behind). */
  follow(head: Block): void {
    if (this.current && !equalsBytes(this.current.head.hash(), head.hash())) this.set(null, head);
  }
}
