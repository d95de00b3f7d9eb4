// geth's prestateTracer (eth/tracers/native/prestate.go): the accounts and slots a transaction
// touched, as they were before it; in diff mode, what changed (pre) and how (post).
import type { StateManagerInterface } from "@ethereumjs/common";
import {
  Address,
  bigIntToBytes,
  bytesToHex,
  createAddressFromBigInt,
  equalsBytes,
  generateAddress,
  generateAddress2,
  KECCAK256_NULL,
  setLengthLeft,
} from "@ethereumjs/util";
import type { Opcode, Tracer, TxEnd, TxStart } from "./hooks.js";
import type { PrestateAccount, PrestateResult, PrestateTracerConfig, StateMap } from "./types.js";

const ZERO_WORD = new Uint8Array(32);
const ADDRESS_MASK = (1n << 160n) - 1n;

interface Entry extends PrestateAccount {
  address: Address;
  /** nothing there before the transaction (no nonce, code or balance) */
  empty: boolean;
}

function word(value: bigint): Uint8Array {
  return setLengthLeft(bigIntToBytes(value), 32);
}

export class PrestateTracer implements Tracer {
  readonly steps = true;
  private readonly pre = new Map<string, Entry>();
  private readonly post: StateMap = new Map();
  private readonly created = new Set<string>();
  private readonly deleted = new Set<string>();

  constructor(private readonly config: PrestateTracerConfig) {}

  async onTxStart(start: TxStart): Promise<void> {
    const to = start.to ?? start.created;
    if (start.to === undefined && start.created) this.created.add(start.created.toString());
    await this.lookupAccount(start.state, start.from);
    if (to) await this.lookupAccount(start.state, to);
    await this.lookupAccount(start.state, start.coinbase);
  }

  async onOpcode(op: Opcode): Promise<void> {
    const stack = op.stack;
    const n = stack.length;
    const top = (i: number) => stack[n - 1 - i]!;
    switch (op.op) {
      case 0x54: // SLOAD
      case 0x55: // SSTORE
        if (n >= 1) await this.lookupStorage(op.state, op.address, word(top(0)));
        return;
      case 0x3c: // EXTCODECOPY
      case 0x3f: // EXTCODEHASH
      case 0x3b: // EXTCODESIZE
      case 0x31: // BALANCE
      case 0xff: // SELFDESTRUCT
        if (n < 1) return;
        await this.lookupAccount(op.state, createAddressFromBigInt(top(0) & ADDRESS_MASK));
        // EIP-6780: only a contract created in this transaction goes away
        if (op.op === 0xff && this.created.has(op.address.toString()))
          this.deleted.add(op.address.toString());
        return;
      case 0xf1: // CALL
      case 0xf2: // CALLCODE
      case 0xf4: // DELEGATECALL
      case 0xfa: // STATICCALL
        if (n >= 5) await this.lookupAccount(op.state, createAddressFromBigInt(top(1) & ADDRESS_MASK));
        return;
      case 0xf0: {
        // CREATE: the address comes from the creator's nonce before the creation
        const nonce = (await op.state.getAccount(op.address))?.nonce ?? 0n;
        const address = generateAddress(op.address.bytes, bigIntToBytes(nonce));
        await this.track(op.state, address);
        return;
      }
      case 0xf5: {
        if (n < 4) return;
        const offset = Number(top(1));
        const size = Number(top(2));
        const init = new Uint8Array(size);
        init.set(op.memory.subarray(offset, offset + size));
        const address = generateAddress2(op.address.bytes, word(top(3)), init);
        await this.track(op.state, address);
        return;
      }
    }
  }

  private async track(state: StateManagerInterface, bytes: Uint8Array): Promise<void> {
    const address = new Address(bytes);
    await this.lookupAccount(state, address);
    this.created.add(address.toString());
  }

  private async lookupAccount(state: StateManagerInterface, address: Address): Promise<void> {
    const key = address.toString();
    if (this.pre.has(key)) return;
    const account = await state.getAccount(address);
    const code = account ? await state.getCode(address) : new Uint8Array(0);
    const balance = account?.balance ?? 0n;
    const nonce = account?.nonce ?? 0n;
    const entry: Entry = {
      address,
      balance,
      nonce,
      empty: nonce === 0n && code.length === 0 && balance === 0n,
    };
    if (code.length > 0 && !this.config.disableCode) entry.code = code;
    if (account && !equalsBytes(account.codeHash, KECCAK256_NULL)) entry.codeHash = account.codeHash;
    if (!this.config.disableStorage) entry.storage = new Map();
    this.pre.set(key, entry);
  }

  private async lookupStorage(
    state: StateManagerInterface,
    address: Address,
    slot: Uint8Array,
  ): Promise<void> {
    if (this.config.disableStorage) return;
    const entry = this.pre.get(address.toString());
    if (!entry?.storage) return;
    const key = bytesToHex(slot);
    if (entry.storage.has(key)) return;
    entry.storage.set(key, setLengthLeft(await state.getStorage(address, slot), 32));
  }

  async onTxEnd(end: TxEnd): Promise<void> {
    if (this.config.diffMode) await this.diff(end.state);
    if (this.config.includeEmpty) return;
    for (const [key, entry] of this.pre) if (entry.empty) this.pre.delete(key);
  }

  private async diff(state: StateManagerInterface): Promise<void> {
    for (const [key, before] of this.pre) {
      // a deleted account's state stays in `pre`, and it has no `post`
      if (this.deleted.has(key)) continue;
      const account = await state.getAccount(before.address);
      const after: PrestateAccount = { storage: new Map() };
      let modified = false;
      const balance = account?.balance ?? 0n;
      const nonce = account?.nonce ?? 0n;
      const codeHash = account?.codeHash ?? KECCAK256_NULL;
      if (balance !== before.balance) {
        modified = true;
        after.balance = balance;
      }
      if (nonce !== before.nonce) {
        modified = true;
        after.nonce = nonce;
      }
      if (!equalsBytes(codeHash, before.codeHash ?? KECCAK256_NULL)) {
        modified = true;
        after.codeHash = codeHash;
      }
      if (!this.config.disableCode) {
        const code = account ? await state.getCode(before.address) : new Uint8Array(0);
        if (!equalsBytes(code, before.code ?? new Uint8Array(0))) {
          modified = true;
          after.code = code;
        }
      }
      for (const [slot, value] of before.storage ?? []) {
        if (equalsBytes(value, ZERO_WORD)) before.storage!.delete(slot);
        const now = setLengthLeft(await state.getStorage(before.address, hexWord(slot)), 32);
        if (equalsBytes(value, now)) {
          before.storage!.delete(slot);
        } else {
          modified = true;
          if (!equalsBytes(now, ZERO_WORD)) after.storage!.set(slot, now);
        }
      }
      if (modified) this.post.set(key, after);
      else this.pre.delete(key);
    }
  }

  result(): PrestateResult {
    const pre: StateMap = new Map(
      [...this.pre].map(([key, { address: _a, empty: _e, ...account }]) => [key, account]),
    );
    return this.config.diffMode
      ? { kind: "prestateTracer", diffMode: true, pre, post: this.post }
      : { kind: "prestateTracer", diffMode: false, pre };
  }
}

function hexWord(hex: string): Uint8Array {
  return setLengthLeft(bigIntToBytes(BigInt(hex)), 32);
}
