// State files (anvil_dumpState / anvil_loadState, --dump-state / --load-state): Anvil's
// `SerializableState` JSON, gzipped. What is carried: every account of the head state (balance,
// nonce, code, storage) and the head block's number, timestamp, coinbase, gas limit, base fee and
// difficulty (informative). What is not: blocks and transactions (`blocks` and `transactions` are
// written empty and ignored when loading: a proof-of-work chain's history cannot be made up), the
// pool, snapshots and dev settings. Loading maps each account onto dev state edits (dev/head-edits.ts).
import { gunzipSync, gzipSync } from "node:zlib";
import type { Block } from "@ethereumjs/block";
import type { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { RLP } from "@ethereumjs/rlp";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import {
  Address,
  bigIntToHex,
  bytesToHex,
  createAccountFromRLP,
  equalsBytes,
  hexToBytes,
  setLengthLeft,
} from "@ethereumjs/util";
import { InvalidStateFileError, StateNotDumpableError } from "./errors.js";
import type { DevEdit } from "./state-edits.js";

/** Largest decompressed state file read (a gzip bomb stops here). */
export const MAX_STATE_FILE_BYTES = 256 * 1024 * 1024;

export interface StateAccount {
  nonce: bigint;
  balance: bigint;
  code: Uint8Array;
  /** 32-byte slot hex -> 32-byte value */
  storage: Map<string, Uint8Array>;
}

/** A parsed state file: accounts by lowercase address hex. */
export type StateAccounts = Map<string, StateAccount>;

interface AccountJson {
  nonce: number | string;
  balance: string;
  code: string;
  storage: Record<string, string>;
}

/**
 * The head state as Anvil's JSON (accounts sorted by address). At most `limit` accounts and slots
 * together: past it, or for a trie key whose preimage was never recorded, StateNotDumpableError.
 */
export async function dumpState(
  view: MerkleStateManager,
  head: Block,
  preimage: (hash: Uint8Array) => Promise<Uint8Array | undefined>,
  limit: number,
  /** a fork's trie holds leaves of the remote's it never read (in proofs of other keys): left out */
  partial = false,
): Promise<Uint8Array> {
  const tooLarge = () => new StateNotDumpableError(`more than ${limit} accounts and storage slots`);
  // the account trie itself: the state manager reads accounts by address, it does not list them
  const trie = (view as unknown as { _trie: MerklePatriciaTrie })._trie;
  const { values: leaves } = await trie.getValueMap(0n, limit + 1);
  let entries = Object.keys(leaves).length;
  if (entries > limit) throw tooLarge();
  const accounts: [string, AccountJson][] = [];
  for (const [hashHex, rlp] of Object.entries(leaves)) {
    const key = await preimage(hexToBytes(hashHex as `0x${string}`));
    if (!key) {
      if (partial) continue;
      throw new StateNotDumpableError(`no recorded preimage for account key ${hashHex}`);
    }
    const address = new Address(key);
    const account = createAccountFromRLP(hexToBytes(rlp as `0x${string}`));
    const storage: Record<string, string> = {};
    if (!equalsBytes(account.storageRoot, EMPTY_ROOT)) {
      const range = await view.dumpStorageRange(address, 0n, limit - entries + 1);
      const slots = Object.entries(range.storage);
      entries += slots.length;
      if (entries > limit) throw tooLarge();
      const sorted: [string, string][] = [];
      for (const [slotHash, { value }] of slots) {
        const slot = await preimage(hexToBytes(slotHash as `0x${string}`));
        if (!slot) {
          if (partial) continue;
          throw new StateNotDumpableError(`no recorded preimage for storage key ${slotHash}`);
        }
        const stored = RLP.decode(hexToBytes(value as `0x${string}`)) as Uint8Array;
        sorted.push([bytesToHex(setLengthLeft(slot, 32)), bytesToHex(setLengthLeft(stored, 32))]);
      }
      sorted.sort(([a], [b]) => (a < b ? -1 : 1));
      for (const [slot, value] of sorted) storage[slot] = value;
    }
    accounts.push([
      address.toString(),
      {
        nonce: Number(account.nonce),
        balance: bigIntToHex(account.balance),
        code: bytesToHex(await view.getCode(address)),
        storage,
      },
    ]);
  }
  accounts.sort(([a], [b]) => (a < b ? -1 : 1));
  const h = head.header;
  const json = {
    block: {
      number: bigIntToHex(h.number),
      beneficiary: h.coinbase.toString(),
      timestamp: bigIntToHex(h.timestamp),
      gas_limit: Number(h.gasLimit),
      basefee: Number(h.baseFeePerGas ?? 0n),
      difficulty: bigIntToHex(h.difficulty),
    },
    accounts: Object.fromEntries(accounts),
    best_block_number: bigIntToHex(h.number),
    blocks: [],
    transactions: [],
  };
  return gzipSync(JSON.stringify(json));
}

const EMPTY_ROOT = hexToBytes("0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421");

/** Parse a state file: gzipped (as dumped) or plain JSON bytes. Accounts only; the rest is ignored. */
export function parseStateFile(bytes: Uint8Array): StateAccounts {
  let text: string;
  try {
    const raw =
      bytes[0] === 0x1f && bytes[1] === 0x8b
        ? gunzipSync(bytes, { maxOutputLength: MAX_STATE_FILE_BYTES })
        : bytes;
    if (raw.length > MAX_STATE_FILE_BYTES) throw new Error("too large");
    text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
  } catch (err) {
    const tooLarge = (err as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE";
    throw new InvalidStateFileError(
      tooLarge || (err as Error).message === "too large"
        ? `larger than ${MAX_STATE_FILE_BYTES} bytes uncompressed`
        : "not gzip or UTF-8 JSON",
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidStateFileError("not JSON");
  }
  const accounts = (json as { accounts?: unknown } | null)?.accounts;
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw new InvalidStateFileError("not a JSON object");
  if (typeof accounts !== "object" || accounts === null || Array.isArray(accounts))
    throw new InvalidStateFileError(`"accounts" is not an object`);
  const out: StateAccounts = new Map();
  for (const [address, value] of Object.entries(accounts)) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address))
      throw new InvalidStateFileError(
        `account key ${JSON.stringify(address).slice(0, 60)} is not an address`,
      );
    out.set(address.toLowerCase(), parseAccount(address, value));
  }
  return out;
}

const HEX = /^0x[0-9a-fA-F]*$/;

function parseAccount(address: string, value: unknown): StateAccount {
  const bad = (what: string): never => {
    throw new InvalidStateFileError(`account ${address}: ${what}`);
  };
  if (typeof value !== "object" || value === null) return bad("not an object");
  const o = value as Partial<Record<keyof AccountJson, unknown>>;
  const quantity = (v: unknown, what: string, bits: number): bigint => {
    let n: bigint | undefined;
    if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) n = BigInt(v);
    else if (typeof v === "string" && /^0x[0-9a-fA-F]{1,64}$/.test(v)) n = BigInt(v);
    else if (typeof v === "string" && /^[0-9]{1,78}$/.test(v)) n = BigInt(v);
    if (n === undefined || n >= 1n << BigInt(bits)) return bad(`${what} is not a ${bits}-bit quantity`);
    return n;
  };
  const word = (v: string, what: string): Uint8Array => {
    if (!/^0x[0-9a-fA-F]{1,64}$/.test(v)) return bad(`${what} is not a 32-byte hex value`);
    return setLengthLeft(hexToBytes(v.length % 2 ? `0x0${v.slice(2)}` : (v as `0x${string}`)), 32);
  };
  const code = o.code ?? "0x";
  if (typeof code !== "string" || !HEX.test(code) || code.length % 2) return bad("code is not hex bytes");
  const storage = new Map<string, Uint8Array>();
  const slots = o.storage ?? {};
  if (typeof slots !== "object" || slots === null || Array.isArray(slots))
    return bad("storage is not an object");
  for (const [slot, v] of Object.entries(slots)) {
    if (typeof v !== "string") return bad(`storage ${slot} is not a hex value`);
    storage.set(bytesToHex(word(slot, `storage key ${slot}`)), word(v, `storage ${slot}`));
  }
  return {
    nonce: quantity(o.nonce ?? 0, "nonce", 64),
    balance: quantity(o.balance ?? "0x0", "balance", 256),
    code: hexToBytes(code as `0x${string}`),
    storage,
  };
}

/**
 * The dev edits that load `accounts` onto `view` as Anvil's load_state does: balance and code are
 * set, the nonce becomes the larger of the current and the file's, each slot of the file is set
 * (other slots stay), accounts not in the file stay as they are. Edits that change nothing are left
 * out, so loading a state onto itself costs no edit.
 */
export async function loadEdits(view: MerkleStateManager, accounts: StateAccounts): Promise<DevEdit[]> {
  const edits: DevEdit[] = [];
  for (const [hex, file] of accounts) {
    const address = new Address(hexToBytes(hex as `0x${string}`));
    const current = await view.getAccount(address);
    if (!current || current.balance !== file.balance)
      edits.push({ kind: "balance", address, value: file.balance });
    if (file.nonce > (current?.nonce ?? 0n)) edits.push({ kind: "nonce", address, value: file.nonce });
    if (!equalsBytes(await view.getCode(address), file.code))
      edits.push({ kind: "code", address, code: file.code });
    for (const [slotHex, value] of file.storage) {
      const slot = hexToBytes(slotHex as `0x${string}`);
      const stored = setLengthLeft(await view.getStorage(address, slot), 32);
      if (!equalsBytes(stored, value)) edits.push({ kind: "storage", address, slot, value });
    }
  }
  return edits;
}
