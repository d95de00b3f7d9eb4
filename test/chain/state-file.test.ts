// State files (anvil_dumpState / anvil_loadState) in the chain core: preimages of every key the
// state writes are stored with the block (or edit) that wrote them, a dump lists the whole head state,
// and loading it onto another node gives the same accounts (as dev edits, Anvil's rules).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { Address, bytesToHex, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterAll, describe, expect, it } from "vitest";
import {
  InvalidStateFileError,
  StateNotDumpableError,
  TooManyStateEditsError,
} from "../../src/chain/dev/errors.js";
import type { ChainNode } from "../../src/chain/index.js";
import { preimageKey } from "../../src/chain/store/keys.js";
import { contractInterface, deploy, openTestNode, send } from "../helpers/chain.js";

interface DumpedAccount {
  nonce: number;
  balance: string;
  code: string;
  storage: Record<string, string>;
}
interface Dumped {
  block: { number: string; timestamp: string };
  accounts: Record<string, DumpedAccount>;
  best_block_number: string;
  blocks: unknown[];
  transactions: unknown[];
}

const parse = (bytes: Uint8Array): Dumped => JSON.parse(gunzipSync(bytes).toString("utf8"));
const plain = (o: unknown) => new TextEncoder().encode(JSON.stringify(o));
const target = new Address(hexToBytes("0x5e00000000000000000000000000000000000077"));
const slot = (n: number) => setLengthLeft(Uint8Array.of(n), 32);

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Blocks with a deployment, a token transfer and dev edits: storage written by execution and by edits. */
async function busyNode(dataDir: string | null = null) {
  const node = await openTestNode({ dataDir, mining: { kind: "auto" } });
  const [alice, bob] = node.chain.config.devAccounts;
  const token = await deploy(node, alice.privateKey, 0n, "Token", ["T", "T", 1000n]);
  const transfer = contractInterface("Token").encodeFunctionData("transfer", [bob.address.toString(), 25n]);
  await send(node, alice.privateKey, { nonce: 1n, to: token, data: transfer, gasLimit: 100_000n });
  await node.editState({ kind: "balance", address: target, value: 5n });
  await node.editState({ kind: "storage", address: target, slot: slot(3), value: slot(9) });
  await node.editState({ kind: "code", address: target, code: Uint8Array.of(0x60, 0x01) });
  return { node, token };
}

async function accountOf(node: ChainNode, address: Address) {
  const state = await node.chain.stateAt(node.chain.head);
  return { account: await state.getAccount(address), code: bytesToHex(await state.getCode(address)) };
}

describe("state files", () => {
  it("a block stores the preimages of the keys its execution wrote, in its own batch", async () => {
    const { node, token } = await busyNode();
    try {
      // the token's balances mapping: slot keccak(holder . 0) was written by SSTORE, not by an edit
      for (const key of [token.bytes, node.chain.config.devAccounts[1].address.bytes, target.bytes]) {
        const stored = await node.chain.kv.get(preimageKey(keccak_256(key)));
        expect(stored && bytesToHex(stored)).toBe(bytesToHex(key));
      }
      const dumped = parse(await node.dumpState());
      const slots = Object.keys(dumped.accounts[token.toString()].storage);
      expect(slots.length).toBeGreaterThan(1);
      for (const s of slots) {
        const stored = await node.chain.kv.get(preimageKey(keccak_256(hexToBytes(s as `0x${string}`))));
        expect(stored && bytesToHex(stored)).toBe(s);
      }
    } finally {
      await node.close();
    }
  });

  it("dumps every account of the head state (edits included) in Anvil's format", async () => {
    const { node, token } = await busyNode();
    try {
      const dumped = parse(await node.dumpState());
      expect(dumped.blocks).toEqual([]);
      expect(dumped.transactions).toEqual([]);
      expect(BigInt(dumped.best_block_number)).toBe(node.chain.head.header.number);
      expect(BigInt(dumped.block.timestamp)).toBe(node.chain.head.header.timestamp);
      const state = await node.chain.stateAt(node.chain.head);
      for (const [address, entry] of Object.entries(dumped.accounts)) {
        const a = new Address(hexToBytes(address as `0x${string}`));
        const { account, code } = await accountOf(node, a);
        expect(BigInt(entry.balance)).toBe(account?.balance);
        expect(BigInt(entry.nonce)).toBe(account?.nonce);
        expect(entry.code).toBe(code);
        for (const [s, v] of Object.entries(entry.storage)) {
          const stored = await state.getStorage(a, hexToBytes(s as `0x${string}`));
          expect(BigInt(v)).toBe(BigInt(bytesToHex(stored)));
        }
      }
      expect(dumped.accounts[target.toString()]).toEqual({
        nonce: 0,
        balance: "0x5",
        code: "0x6001",
        storage: { [bytesToHex(slot(3))]: bytesToHex(slot(9)) },
      });
      expect(dumped.accounts[token.toString()].code.length).toBeGreaterThan(100);
      // every dev account and the coinbase are there
      for (const dev of node.chain.config.devAccounts)
        expect(dumped.accounts[dev.address.toString()]).toBeDefined();
    } finally {
      await node.close();
    }
  });

  it("loading a dump onto a fresh node gives the same accounts; a second load changes nothing", async () => {
    const { node } = await busyNode();
    const other = await openTestNode({ mining: { kind: "manual" } });
    try {
      const dump = await node.dumpState();
      await other.loadState(dump);
      expect(parse(await other.dumpState()).accounts).toEqual(parse(dump).accounts);
      const edits = other.chain.headEdits.count;
      expect(edits).toBeGreaterThan(0);
      await other.loadState(dump);
      expect(other.chain.headEdits.count).toBe(edits);
      // a mined block carries the loaded state
      await other.mineBlock();
      expect(parse(await other.dumpState()).accounts[target.toString()].code).toBe("0x6001");
    } finally {
      await node.close();
      await other.close();
    }
  });

  it("on disk: a dump after a restart equals the one before", async () => {
    const dir = mkdtempSync(join(tmpdir(), "powgate-statefile-"));
    dirs.push(dir);
    const { node } = await busyNode(dir);
    const before = parse(await node.dumpState());
    await node.close();
    const again = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
    try {
      expect(parse(await again.dumpState())).toEqual(before);
    } finally {
      await again.close();
    }
  });

  it("follows Anvil's load rules: nonce never lowered, other slots and accounts kept; plain JSON accepted", async () => {
    const node = await openTestNode({ mining: { kind: "manual" } });
    try {
      const untouched = node.chain.config.devAccounts[2].address;
      const before = await accountOf(node, untouched);
      // a loaded state is head edits: a revert undoes it
      const id = await node.snapshots.take();
      await node.loadState(plain({ accounts: { [untouched.toString()]: { balance: "0x2a" } } }));
      expect((await accountOf(node, untouched)).account?.balance).toBe(42n);
      expect(await node.snapshots.revert(id)).toBe(true);
      expect((await accountOf(node, untouched)).account?.balance).toBe(before.account?.balance);
      await node.editState({ kind: "nonce", address: target, value: 7n });
      await node.editState({ kind: "storage", address: target, slot: slot(1), value: slot(1) });
      await node.loadState(
        plain({
          accounts: {
            [target.toString()]: { nonce: 3, balance: "0x10", code: "0x60", storage: { "0x2": "0x05" } },
          },
        }),
      );
      const { account, code } = await accountOf(node, target);
      expect(account?.nonce).toBe(7n);
      expect(account?.balance).toBe(16n);
      expect(code).toBe("0x60");
      const state = await node.chain.stateAt(node.chain.head);
      expect(bytesToHex(await state.getStorage(target, slot(1)))).toBe("0x01");
      expect(bytesToHex(await state.getStorage(target, slot(2)))).toBe("0x05");
      expect((await accountOf(node, untouched)).account?.balance).toBe(before.account?.balance);
      // a higher nonce is taken; empty code clears
      await node.loadState(
        gzipSync(plain({ accounts: { [target.toString()]: { nonce: "0x9", balance: "0x10", code: "0x" } } })),
      );
      const after = await accountOf(node, target);
      expect(after.account?.nonce).toBe(9n);
      expect(after.code).toBe("0x");
    } finally {
      await node.close();
    }
  });

  it("refuses malformed files with the reason, and changes nothing", async () => {
    const node = await openTestNode({ mining: { kind: "manual" } });
    try {
      const cases: [Uint8Array, string][] = [
        [Uint8Array.of(1, 2, 3), "invalid state: not JSON"],
        [Uint8Array.of(0x1f, 0x8b, 0, 0), "invalid state: not gzip or UTF-8 JSON"],
        [plain([1]), "invalid state: not a JSON object"],
        [plain({}), 'invalid state: "accounts" is not an object'],
        [plain({ accounts: { "0x12": {} } }), 'invalid state: account key "0x12" is not an address'],
        [
          plain({ accounts: { [target.toString()]: { balance: "0x1".padEnd(70, "0") } } }),
          `invalid state: account ${target}: balance is not a 256-bit quantity`,
        ],
        [
          plain({ accounts: { [target.toString()]: { nonce: -1 } } }),
          `invalid state: account ${target}: nonce is not a 64-bit quantity`,
        ],
        [
          plain({ accounts: { [target.toString()]: { code: "0x1" } } }),
          `invalid state: account ${target}: code is not hex bytes`,
        ],
        [
          plain({ accounts: { [target.toString()]: { storage: { "0x1": "0xzz" } } } }),
          `invalid state: account ${target}: storage 0x1 is not a 32-byte hex value`,
        ],
      ];
      for (const [bytes, message] of cases) {
        const err = await node.loadState(bytes).catch((e) => e);
        expect(err).toBeInstanceOf(InvalidStateFileError);
        expect((err as Error).message).toBe(message);
      }
      expect(node.chain.headEdits.count).toBe(0);
    } finally {
      await node.close();
    }
  });

  it("bounds: a file past the edit limit is refused whole; a dump past it too", async () => {
    const node = await openTestNode({ mining: { kind: "manual" } });
    try {
      node.chain.headEdits.limit = 3;
      const storage = Object.fromEntries([1, 2, 3, 4].map((n) => [`0x${n}`, "0x01"]));
      const err = await node
        .loadState(plain({ accounts: { [target.toString()]: { storage } } }))
        .catch((e) => e);
      expect(err).toBeInstanceOf(InvalidStateFileError);
      expect((err as Error).message).toMatch(/over the limit of 3 on one block/);
      expect(node.chain.headEdits.count).toBe(0);
      await node.loadState(
        plain({ accounts: { [target.toString()]: { balance: "0x1", storage: { "0x1": "0x1" } } } }),
      );
      await expect(
        node.loadState(
          plain({ accounts: { [target.toString()]: { storage: { "0x2": "0x1", "0x3": "0x1" } } } }),
        ),
      ).rejects.toThrow(TooManyStateEditsError);
      // the dev chain has 10 dev accounts and the coinbase's reward: more than 3 entries
      await expect(node.dumpState()).rejects.toThrow(StateNotDumpableError);
    } finally {
      await node.close();
    }
  });
});
