// Automine answers a send only once the block holding it is the head, whatever a block commit does
// while the send is being admitted: the two interleavings below are forced by holding the pool's
// read of the sender's account (the one await between a send's arrival and its place in the pool).
import type { Block } from "@ethereumjs/block";
import { bytesToHex, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ExecutionRevertedError } from "../../src/chain/errors.js";
import type { ChainNode } from "../../src/chain/index.js";
import { chainApi } from "../../src/chain/node/api.js";
import type { AccountReader } from "../../src/engine/index.js";
import { openTestNode, signTx } from "../helpers/chain.js";

/** REVERT(0, 0) whatever the call. */
const REVERTER = "0x60006000fd";

describe("automine answers once the transaction's block is the head", () => {
  let node: ChainNode;
  beforeEach(async () => {
    node = await openTestNode();
  });
  afterEach(() => node.close());

  /** The next read of `block`'s accounts (the pool's) waits until `gate` resolves. */
  function holdNextRead(block: Block, gate: Promise<void>): void {
    const accountsAt = node.chain.accountsAt.bind(node.chain);
    let armed = true;
    node.chain.accountsAt = async (b: Block): Promise<AccountReader> => {
      const reader = await accountsAt(b);
      if (armed && b === block) {
        armed = false;
        await gate;
      }
      return reader;
    };
  }

  it("a send admitted on the old head while its sender's earlier transaction is mined waits for its own block", async () => {
    const [a] = node.chain.config.devAccounts;
    const to = node.chain.config.devAccounts[1]!.address;
    const tx0 = signTx(node, a.privateKey, { nonce: 0n, to, value: 1n });
    const tx1 = signTx(node, a.privateKey, { nonce: 1n, to, value: 1n });
    const oldHead = node.chain.head;
    // tx0 in the pool, the miner not told yet
    const added0 = await node.admitTransaction(tx0);
    let release!: () => void;
    holdNextRead(oldHead, new Promise((r) => (release = r)));
    // tx1 reads its sender's nonce on the old head (0) and is held there...
    const sent1 = node.submitRawTransaction(tx1.serialize());
    // ...while tx0's block is mined and tx0 leaves the pool
    await node.awaitInclusion(added0);
    expect(node.chain.head.header.number).toBe(1n);
    release();
    const result = await sent1;
    // answered once mined: its block is the head, and it carries the inclusion
    expect(result.inclusion?.block.header.number).toBe(2n);
    expect(node.chain.head.header.number).toBe(2n);
    expect(await node.chain.getTransaction(tx1.hash())).toBeDefined();
  });

  it("a transaction mined before its sender started waiting still reports its revert", async () => {
    const [a, b] = node.chain.config.devAccounts;
    const api = chainApi(node);
    const target = createAddressFromString("0x000000000000000000000000000000000000dead");
    await node.editState({ kind: "code", address: target, code: hexToBytes(REVERTER) });
    const reverting = signTx(node, a.privateKey, { nonce: 0n, to: target, gasLimit: 50_000n });
    const other = signTx(node, b.privateKey, { nonce: 0n, to: a.address, value: 1n });
    // eth_sendTransaction's two halves, with another sender's block mined in between
    const added = await api.admitTransaction(reverting);
    await node.submitRawTransaction(other.serialize());
    expect(await node.chain.getTransaction(reverting.hash())).toBeDefined();
    const answer = await api.awaitInclusion(added).then(
      () => null,
      (e: unknown) => e,
    );
    expect(answer).toBeInstanceOf(ExecutionRevertedError);
    expect((answer as Error).message).toBe(
      `execution reverted (transaction ${bytesToHex(reverting.hash())})`,
    );
  });

  it("the ordinary path still answers each burst transaction after its block", async () => {
    const [a] = node.chain.config.devAccounts;
    const txs = [0n, 1n, 2n, 3n, 4n].map((nonce) =>
      signTx(node, a.privateKey, { nonce, to: a.address, value: 1n }),
    );
    await Promise.all(
      txs.map(async (tx) => {
        const result = await node.submitRawTransaction(tx.serialize());
        expect(result.inclusion).toBeDefined();
        expect(node.chain.head.header.number).toBeGreaterThanOrEqual(result.inclusion!.block.header.number);
        expect(await node.chain.getTransaction(tx.hash())).toBeDefined();
      }),
    );
  });
});
