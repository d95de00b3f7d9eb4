// Where dev state edits live: on the head until a block carries them (one key per edit under
// `Prefix.headEdit`, and `MetaKey.headEdits`: the head's hash, the edited root, the count), then with
// that block (`Prefix.devEdits`). Appending an edit writes that edit only, so n edits cost O(n).
import type { Block } from "@ethereumjs/block";
import { equalsBytes, setLengthLeft } from "@ethereumjs/util";
import type { EngineState } from "../../engine/index.js";
import { stateAt } from "../state.js";
import type { Kv, KvOp } from "../store/db.js";
import { devEditsKey, headEditKey, MetaKey, metaKey } from "../store/keys.js";
import { TooManyStateEditsError } from "./errors.js";
import { preimageOps } from "./preimages.js";
import {
  applyEdits,
  type DevEdit,
  decodePreState,
  editFromJson,
  editToJson,
  encodePreState,
  type PreState,
} from "./state-edits.js";

/** Edits kept on one head at most; past it the next edit is refused until a block carries them. */
export const MAX_HEAD_EDITS = 100_000;

/** Immutable, newest first: appending is O(1) and a snapshot keeps the list it saw. */
interface EditList {
  readonly edit: DevEdit;
  readonly prev: EditList | null;
  readonly size: number;
}

/** Edits on a head no block carries yet, and the state root they give. */
export interface HeadEdits {
  readonly head: Block;
  readonly root: Uint8Array;
  readonly list: EditList;
}

const META = metaKey(MetaKey.headEdits);
const json = (edit: DevEdit) => new TextEncoder().encode(JSON.stringify(editToJson(edit)));

export function appendEdits(
  prev: HeadEdits | null,
  head: Block,
  root: Uint8Array,
  edits: readonly DevEdit[],
): HeadEdits {
  let list = prev?.list ?? null;
  for (const edit of edits) list = { edit, prev: list, size: (list?.size ?? 0) + 1 };
  if (!list) throw new Error("no edits");
  return { head, root, list };
}

const preStates = new WeakMap<HeadEdits, PreState>();

/** The pre-state of the next block on the head: the edits oldest first (built once per state). */
export function preStateOf(state: HeadEdits): PreState {
  let pre = preStates.get(state);
  if (!pre) {
    const edits: DevEdit[] = new Array(state.list.size);
    for (let l: EditList | null = state.list; l; l = l.prev) edits[l.size - 1] = l.edit;
    pre = { root: state.root, edits };
    preStates.set(state, pre);
  }
  return pre;
}

/**
 * The writes that make the stored head edits `state` when `stored` edits are stored now; edits below
 * `from` are known to be stored already (an append writes only its own).
 */
export function headEditsOps(state: HeadEdits | null, stored: number, from = 0): KvOp[] {
  const ops: KvOp[] = [];
  const size = state?.list.size ?? 0;
  if (state) {
    const meta = new Uint8Array(68);
    meta.set(state.head.hash(), 0);
    meta.set(state.root, 32);
    new DataView(meta.buffer).setUint32(64, size);
    ops.push({ type: "put", key: META, value: meta });
    const edits = preStateOf(state).edits;
    for (let i = from; i < size; i++) ops.push({ type: "put", key: headEditKey(i), value: json(edits[i]) });
  } else ops.push({ type: "del", key: META });
  for (let i = size; i < stored; i++) ops.push({ type: "del", key: headEditKey(i) });
  return ops;
}

/** The stored head edits, if they are `head`'s and their state is there. */
export async function loadHeadEdits(
  kv: Kv,
  head: Block,
  hasRoot: (root: Uint8Array) => Promise<boolean>,
): Promise<HeadEdits | null> {
  const meta = await kv.get(META);
  if (!meta || !equalsBytes(meta.subarray(0, 32), head.hash())) return null;
  const root = meta.slice(32, 64);
  if (!(await hasRoot(root))) return null;
  const count = new DataView(meta.buffer, meta.byteOffset).getUint32(64);
  const edits: DevEdit[] = [];
  for (let i = 0; i < count; i++) {
    const value = await kv.get(headEditKey(i));
    if (!value) return null;
    edits.push(editFromJson(JSON.parse(new TextDecoder().decode(value))));
  }
  return edits.length > 0 ? appendEdits(null, head, root, edits) : null;
}

/** The addresses and storage slots edits write (the trie's keys are their hashes). */
function* editedKeys(edits: readonly DevEdit[]): Iterable<Uint8Array> {
  for (const edit of edits) {
    yield edit.address.bytes;
    if (edit.kind === "storage") yield setLengthLeft(edit.slot, 32);
  }
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
 * The head's dev edits in memory (applied by `edit`): the root head reads use, the pre-state of the
 * next block on the head. `changed` runs whenever it changes (views of the head are stale then).
 */
export class HeadOverlay {
  private current: HeadEdits | null = null;
  /** edits kept on one head (tests lower it) */
  limit = MAX_HEAD_EDITS;

  constructor(
    private readonly kv: Kv,
    /** the live state: edits are written through a view of it (content-addressed nodes) */
    private readonly base: EngineState,
    /** the state's node store's write failure, if any */
    private readonly takeFailure: () => Error | null,
    private readonly changed: () => void,
  ) {}

  /**
   * Apply dev edits to `head`'s state (hardhat_setBalance ...): stored before it resolves, seen by
   * every read of the head at once, included in the next block. Caller holds the chain's write lock.
   */
  async edit(head: Block, edits: readonly DevEdit[]): Promise<void> {
    if (this.count + edits.length > this.limit) throw new TooManyStateEditsError(this.limit);
    const root = await applyEdits(await stateAt(this.base, this.rootOf(head)), edits);
    const failure = this.takeFailure();
    if (failure) throw failure;
    const stored = this.count;
    const state = appendEdits(this.current, head, root, edits);
    // with the keys it writes, so that a dump of the edited state can name them
    await this.kv.batch([...headEditsOps(state, stored, stored), ...preimageOps(editedKeys(edits))]);
    this.set(state, head);
  }

  /** After a restart: the stored edits, if they are `head`'s. */
  async load(head: Block): Promise<void> {
    this.set(await loadHeadEdits(this.kv, head, (root) => this.base.hasStateRoot(root)), head);
  }

  /** The writes that store `state` instead of the current edits (a revert's batch). */
  opsFor(state: HeadEdits | null): KvOp[] {
    return headEditsOps(state, this.count);
  }

  /** The writes that clear the stored edits (a new head's batch). */
  clearOps(): KvOp[] {
    return this.count > 0 ? headEditsOps(null, this.count) : [];
  }

  /** The root reads of `block` see: its header's, or for the head with edits, the edited state's. */
  rootOf(block: Block): Uint8Array {
    const edited = this.current;
    if (edited && (edited.head === block || equalsBytes(edited.head.hash(), block.hash())))
      return edited.root;
    return block.header.stateRoot;
  }

  /** The pre-state a block built on `parent` starts from when `parent` is the edited head. */
  preStateOn(parent: Block): PreState | undefined {
    const edited = this.current;
    return edited && equalsBytes(edited.head.hash(), parent.hash()) ? preStateOf(edited) : undefined;
  }

  /** How many edits are stored now. */
  get count(): number {
    return this.current?.list.size ?? 0;
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
