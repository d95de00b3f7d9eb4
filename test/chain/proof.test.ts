import { verifyMerkleProof } from "@ethereumjs/mpt";
import { RLP } from "@ethereumjs/rlp";
import {
  type Address,
  bytesToBigInt,
  bytesToHex,
  createAccountFromRLP,
  createAddressFromString,
  equalsBytes,
  hexToBytes,
  KECCAK256_NULL,
  KECCAK256_RLP,
  setLengthLeft,
} from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChainNode } from "../../src/chain/index.js";
import { type AccountProof, proveAccount } from "../../src/chain/proof.js";
import { contractInterface, deploy, openTestNode, send } from "../helpers/chain.js";

const probe = contractInterface("Probe");
const slot = (n: bigint) => setLengthLeft(hexToBytes(`0x${n.toString(16).padStart(2, "0")}`), 32);

/** The proof must start at `root` (verifyMerkleProof trusts its first node) and lead to the value. */
async function provenValue(
  root: Uint8Array,
  key: Uint8Array,
  proof: Uint8Array[],
): Promise<Uint8Array | null> {
  expect(bytesToHex(keccak_256(proof[0])), "the first node hashes to the root").toBe(bytesToHex(root));
  return verifyMerkleProof(key, proof, { useKeyHashing: true });
}

async function provenAccount(root: Uint8Array, proof: AccountProof) {
  const leaf = await provenValue(root, proof.address.bytes, proof.accountProof);
  return leaf === null ? null : createAccountFromRLP(leaf);
}

async function provenSlot(proof: AccountProof, i: number): Promise<bigint | null> {
  const item = proof.storageProof[i];
  const leaf = await provenValue(proof.storageHash, item.key, item.proof);
  return leaf === null ? null : bytesToBigInt(RLP.decode(leaf) as Uint8Array);
}

describe("eth_getProof: EIP-1186 proofs against the block's state root", () => {
  let node: ChainNode;
  let probeAddr: Address;
  beforeAll(async () => {
    node = await openTestNode();
    const [a] = node.chain.config.devAccounts;
    probeAddr = await deploy(node, a.privateKey, 0n, "Probe");
    const store = (value: bigint) => hexToBytes(probe.encodeFunctionData("store", [value]) as `0x${string}`);
    await send(node, a.privateKey, { nonce: 1n, to: probeAddr, data: store(5n), gasLimit: 100_000n });
    await send(node, a.privateKey, { nonce: 2n, to: probeAddr, data: store(6n), gasLimit: 100_000n });
  });
  afterAll(() => node.close());

  const proveAt = async (
    block: ReturnType<() => typeof node.chain.head>,
    address: Address,
    slots: bigint[],
  ) => proveAccount(await node.chain.stateAt(block), address, slots.map(slot));

  it("proves an existing contract, a set slot and an unset slot", async () => {
    const head = node.chain.head;
    const proof = await proveAt(head, probeAddr, [0n, 9n]);
    const account = await provenAccount(head.header.stateRoot, proof);
    expect(account?.nonce).toBe(proof.nonce);
    expect(account?.balance).toBe(proof.balance);
    expect(bytesToHex(account?.storageRoot ?? new Uint8Array())).toBe(bytesToHex(proof.storageHash));
    expect(bytesToHex(account?.codeHash ?? new Uint8Array())).toBe(bytesToHex(proof.codeHash));
    const code = await (await node.chain.stateAt(head)).getCode(probeAddr);
    expect(bytesToHex(proof.codeHash)).toBe(bytesToHex(keccak_256(code)));
    expect(proof.storageProof.map((s) => s.value)).toEqual([6n, 0n]);
    expect(await provenSlot(proof, 0)).toBe(6n);
    expect(await provenSlot(proof, 1), "the unset slot's proof shows its absence").toBeNull();
  });

  it("proves a slot at an older block against that block's state root", async () => {
    const older = await node.chain.getBlockByNumber(2n);
    if (!older) throw new Error("block 2 missing");
    const proof = await proveAt(older, probeAddr, [0n]);
    expect(proof.storageProof[0].value).toBe(5n);
    expect(await provenAccount(older.header.stateRoot, proof)).not.toBeNull();
    expect(await provenSlot(proof, 0)).toBe(5n);
    // the head's root does not match the older proof
    expect(equalsBytes(keccak_256(proof.accountProof[0]), node.chain.head.header.stateRoot)).toBe(false);
  });

  it("proves the absence of a missing account; its fields are zero as geth's", async () => {
    const missing = createAddressFromString("0x000000000000000000000000000000000000dead");
    const proof = await proveAt(node.chain.head, missing, [0n]);
    expect(await provenAccount(node.chain.head.header.stateRoot, proof)).toBeNull();
    expect(proof).toMatchObject({ nonce: 0n, balance: 0n });
    expect(bytesToHex(proof.codeHash)).toBe(bytesToHex(new Uint8Array(32)));
    expect(bytesToHex(proof.storageHash)).toBe(bytesToHex(new Uint8Array(32)));
    expect(proof.storageProof).toEqual([{ key: slot(0n), value: 0n, proof: [] }]);
  });

  it("an account without storage: empty code hash, empty root, empty slot proofs", async () => {
    const eoa = node.chain.config.devAccounts[1].address;
    const proof = await proveAt(node.chain.head, eoa, [1n]);
    const account = await provenAccount(node.chain.head.header.stateRoot, proof);
    expect(account?.balance).toBe(proof.balance);
    expect(proof.balance).toBeGreaterThan(0n);
    expect(bytesToHex(proof.codeHash)).toBe(bytesToHex(KECCAK256_NULL));
    expect(bytesToHex(proof.storageHash)).toBe(bytesToHex(KECCAK256_RLP));
    expect(proof.storageProof[0]).toEqual({ key: slot(1n), value: 0n, proof: [] });
  });
});
