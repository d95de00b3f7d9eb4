/**
 * The engine's forked state (ForkTrie, ForkStateManager) on a remote that is a full state in this
 * process: every account, code and slot reads as the full state's; a slot set to zero and a deleted
 * account read as zero and missing (kept as explicit values: no delete in a partial trie); nodes
 * fetched inside a checkpoint survive its revert; a proof that does not lead to the fork root and
 * code that does not match the code hash are refused.
 */

import { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { Caches, getMerkleStateProof, MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, Address, bytesToHex, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import {
  EngineState,
  ForkStateManager,
  ForkTrie,
  installEngine,
  type RemoteState,
  storeNodes,
} from "../../src/engine/index.js";

const address = (n: number) =>
  new Address(setLengthLeft(hexToBytes(`0x${n.toString(16).padStart(2, "0")}`), 20));
const slot = (n: number) => setLengthLeft(new Uint8Array([n]), 32);
const CODE = hexToBytes("0x6001600055");

let full: MerkleStateManager;
let root: Uint8Array;

/** The remote: proofs and code from `full`, counted; `lie` corrupts what it sends. */
function remoteOf(sm: MerkleStateManager) {
  const remote = {
    proofs: 0,
    lie: false,
    async proof(addr: Uint8Array, key: Uint8Array | undefined): Promise<Uint8Array[]> {
      remote.proofs++;
      const proof = await getMerkleStateProof(sm, new Address(addr), key === undefined ? [] : [key]);
      const nodes = [...proof.accountProof, ...(proof.storageProof[0]?.proof ?? [])].map((n) =>
        hexToBytes(n),
      );
      if (remote.lie) return nodes.map((n) => n.map((b, i) => (i === n.length - 1 ? b ^ 1 : b)));
      return nodes;
    },
    async code(addr: Uint8Array): Promise<Uint8Array> {
      const code = await sm.getCode(new Address(addr));
      return remote.lie ? new Uint8Array([0xfe, ...code]) : code;
    },
  };
  return remote satisfies RemoteState;
}

async function forked(remote: RemoteState): Promise<ForkStateManager> {
  const trie = new ForkTrie(remote, { useKeyHashing: true });
  await storeNodes(trie, await remote.proof(new Uint8Array(20), undefined));
  trie.root(root);
  return new ForkStateManager(remote, { trie, caches: new Caches() });
}

beforeAll(async () => {
  await installEngine();
  full = new MerkleStateManager({ trie: new MerklePatriciaTrie({ useKeyHashing: true }) });
  for (let n = 1; n <= 40; n++) {
    await full.putAccount(address(n), new Account(BigInt(n), BigInt(n * 1000)));
    if (n % 4 === 0) {
      await full.putCode(address(n), CODE);
      for (let s = 1; s <= 5; s++) await full.putStorage(address(n), slot(s), new Uint8Array([n, s]));
    }
  }
  await full.checkpoint();
  await full.commit();
  root = await full.getStateRoot();
});

describe("the forked state", () => {
  it("reads every account, code and slot as the full state", async () => {
    const sm = await forked(remoteOf(full));
    for (let n = 1; n <= 42; n++) {
      const [mine, theirs] = [await sm.getAccount(address(n)), await full.getAccount(address(n))];
      expect(mine?.balance, `account ${n}`).toBe(theirs?.balance);
      expect(mine?.nonce).toBe(theirs?.nonce);
      expect(bytesToHex(await sm.getCode(address(n)))).toBe(bytesToHex(await full.getCode(address(n))));
      for (let s = 0; s <= 6; s++)
        expect(bytesToHex(await sm.getStorage(address(n), slot(s)))).toBe(
          bytesToHex(await full.getStorage(address(n), slot(s))),
        );
    }
  });

  it("reads accounts without a view (EngineState.accountsAt) as the full state, fetching what it lacks", async () => {
    const remote = remoteOf(full);
    const reader = new EngineState(await forked(remote)).accountsAt(root);
    const asked = remote.proofs;
    for (let n = 1; n <= 42; n++) {
      const [mine, theirs] = [await reader.getAccount(address(n)), await full.getAccount(address(n))];
      expect(mine?.balance, `account ${n}`).toBe(theirs?.balance);
      expect(mine?.nonce).toBe(theirs?.nonce);
      expect(mine && bytesToHex(mine.codeHash)).toBe(theirs && bytesToHex(theirs.codeHash));
    }
    expect(remote.proofs).toBeGreaterThan(asked);
  });

  it("keeps a zeroed slot and a deleted account as zero and missing, and writes on top", async () => {
    const sm = await forked(remoteOf(full));
    await sm.checkpoint();
    await sm.putStorage(address(8), slot(2), new Uint8Array(0));
    await sm.putStorage(address(8), slot(9), new Uint8Array([7]));
    await sm.deleteAccount(address(3));
    await sm.putAccount(address(50), new Account(0n, 5n));
    await sm.commit();
    const written = await sm.getStateRoot();
    sm.clearCaches();
    await sm.setStateRoot(written);
    expect(bytesToHex(await sm.getStorage(address(8), slot(2)))).toBe("0x");
    expect(bytesToHex(await sm.getStorage(address(8), slot(1)))).toBe("0x0801");
    expect(bytesToHex(await sm.getStorage(address(8), slot(9)))).toBe("0x07");
    const deleted = await sm.getAccount(address(3));
    expect(deleted === undefined || deleted.isEmpty()).toBe(true);
    expect((await sm.getAccount(address(50)))?.balance).toBe(5n);
    expect((await sm.getAccount(address(4)))?.balance).toBe(4000n);
  });

  it("keeps what it fetched inside a reverted checkpoint", async () => {
    const remote = remoteOf(full);
    const sm = await forked(remote);
    await sm.checkpoint();
    expect((await sm.getAccount(address(12)))?.balance).toBe(12_000n);
    await sm.revert();
    const asked = remote.proofs;
    sm.clearCaches();
    expect((await sm.getAccount(address(12)))?.balance).toBe(12_000n);
    expect(remote.proofs).toBe(asked);
  });

  it("refuses a proof that does not lead to the fork root, and code that is not the account's", async () => {
    const remote = remoteOf(full);
    const sm = await forked(remote);
    remote.lie = true;
    await expect(sm.getAccount(address(17))).rejects.toThrow(/does not lead to the fork block's state root/);
    remote.lie = false;
    expect((await sm.getAccount(address(16)))?.balance).toBe(16_000n);
    remote.lie = true;
    await expect(sm.getCode(address(16))).rejects.toThrow(/whose hash is not the account's/);
  });
});
