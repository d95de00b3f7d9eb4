// Dev state edits (hardhat_setBalance, setCode, setNonce, setStorageAt): what they are, how they
// apply to a state, and their JSON form (stored with the block they precede, and in the `.edits.json`
// file `powgate export` writes next to the RLP, so that `powgate import` can re-execute that block).
import type { StateManagerInterface } from "@ethereumjs/common";
import { Account, Address, bytesToHex, hexToBytes, setLengthLeft } from "@ethereumjs/util";

export type DevEdit =
  | { kind: "balance"; address: Address; value: bigint }
  | { kind: "nonce"; address: Address; value: bigint }
  | { kind: "code"; address: Address; code: Uint8Array }
  | { kind: "storage"; address: Address; slot: Uint8Array; value: Uint8Array };

/** The edits a block's pre-state carries, and that pre-state's root (the parent's state plus the edits). */
export interface PreState {
  root: Uint8Array;
  edits: readonly DevEdit[];
}

/** Apply edits in order to `sm` and write them to its trie; the resulting state root. */
export async function applyEdits(sm: StateManagerInterface, edits: readonly DevEdit[]): Promise<Uint8Array> {
  for (const edit of edits) {
    if (edit.kind === "code") {
      await sm.putCode(edit.address, edit.code);
      continue;
    }
    if (edit.kind === "storage") {
      // an account must exist for its storage to be stored
      if ((await sm.getAccount(edit.address)) === undefined) await sm.putAccount(edit.address, new Account());
      await sm.putStorage(edit.address, setLengthLeft(edit.slot, 32), edit.value);
      continue;
    }
    const account = (await sm.getAccount(edit.address)) ?? new Account();
    if (edit.kind === "balance") account.balance = edit.value;
    else account.nonce = edit.value;
    await sm.putAccount(edit.address, account);
  }
  return sm.getStateRoot();
}

type EditJson =
  | { kind: "balance" | "nonce"; address: string; value: string }
  | { kind: "code"; address: string; code: string }
  | { kind: "storage"; address: string; slot: string; value: string };

export function editToJson(edit: DevEdit): EditJson {
  const address = edit.address.toString();
  switch (edit.kind) {
    case "balance":
    case "nonce":
      return { kind: edit.kind, address, value: `0x${edit.value.toString(16)}` };
    case "code":
      return { kind: "code", address, code: bytesToHex(edit.code) };
    case "storage":
      return { kind: "storage", address, slot: bytesToHex(edit.slot), value: bytesToHex(edit.value) };
  }
}

/** Parses one edit from its JSON form; throws with the reason on anything else. */
export function editFromJson(json: unknown): DevEdit {
  const o = json as Partial<Record<string, unknown>>;
  const hex = (v: unknown, what: string): `0x${string}` => {
    if (typeof v !== "string" || !/^0x[0-9a-fA-F]*$/.test(v)) throw new Error(`edit ${what}: not hex`);
    return v as `0x${string}`;
  };
  const address = new Address(hexToBytes(hex(o.address, "address")));
  switch (o.kind) {
    case "balance":
    case "nonce":
      return { kind: o.kind, address, value: BigInt(hex(o.value, "value")) };
    case "code":
      return { kind: "code", address, code: hexToBytes(hex(o.code, "code")) };
    case "storage":
      return {
        kind: "storage",
        address,
        slot: hexToBytes(hex(o.slot, "slot")),
        value: hexToBytes(hex(o.value, "value")),
      };
    default:
      throw new Error(`unknown edit kind ${String(o.kind)}`);
  }
}

/** Stored form of a pre-state: `{root, edits}`. */
export function encodePreState(pre: PreState): Uint8Array {
  return new TextEncoder().encode(
    JSON.stringify({ root: bytesToHex(pre.root), edits: pre.edits.map(editToJson) }),
  );
}

export function decodePreState(bytes: Uint8Array): PreState {
  const o = JSON.parse(new TextDecoder().decode(bytes)) as { root: `0x${string}`; edits: unknown[] };
  return { root: hexToBytes(o.root), edits: o.edits.map(editFromJson) };
}
