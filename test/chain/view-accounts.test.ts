import { Account, type Address, createAddressFromString } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { ViewAccounts } from "../../src/chain/pool/view-accounts.js";
import { openTestNode, signTx } from "../helpers/chain.js";

/** A view whose reads are counted and answered from `nonces`. */
function fakeView(nonces: Record<string, bigint>) {
  const view = {
    reads: 0,
    async getAccount(a: Address) {
      view.reads++;
      const n = nonces[a.toString()];
      if (n === -1n) throw new Error("read failed");
      return n === undefined ? undefined : new Account(n, 0n);
    },
  };
  return view;
}

const A = createAddressFromString("0x00000000000000000000000000000000000000aa");
const B = createAddressFromString("0x00000000000000000000000000000000000000bb");

describe("ViewAccounts", () => {
  it("reads each address once per view, and each view on its own", async () => {
    const accounts = new ViewAccounts();
    const v1 = fakeView({ [A.toString()]: 1n, [B.toString()]: 7n });
    const v2 = fakeView({ [A.toString()]: 2n });
    const at = async (v: ReturnType<typeof fakeView>, a: Address) => (await accounts.get(v, a))?.nonce;
    expect(await at(v1, A)).toBe(1n);
    expect(await at(v1, createAddressFromString(A.toString()))).toBe(1n); // another Address object
    expect(await at(v1, B)).toBe(7n);
    expect(v1.reads).toBe(2);
    expect(await at(v2, A)).toBe(2n);
    expect(await at(v2, B)).toBeUndefined();
    expect(v2.reads).toBe(2);
  });

  it("does not remember a failed read", async () => {
    const accounts = new ViewAccounts();
    const nonces: Record<string, bigint> = { [A.toString()]: -1n };
    const v = fakeView(nonces);
    await expect(accounts.get(v, A)).rejects.toThrow("read failed");
    nonces[A.toString()] = 3n;
    expect((await accounts.get(v, A))?.nonce).toBe(3n);
  });

  it("Chain.accountsAt reads what the view at the same block reads, at the head and below it", async () => {
    const node = await openTestNode({ accounts: 3 });
    try {
      const [a, b, c] = node.chain.config.devAccounts;
      for (let k = 0n; k < 3n; k++)
        await node.submitRawTransaction(
          signTx(node, a.privateKey, { nonce: k, to: b.address, value: 10n ** 15n + k }).serialize(),
        );
      const absent = createAddressFromString("0x00000000000000000000000000000000000000cc");
      for (let n = 0n; n <= node.chain.head.header.number; n++) {
        const block = (await node.chain.getBlockByNumber(n))!;
        const [reader, view] = [await node.chain.accountsAt(block), await node.chain.stateAt(block)];
        for (const address of [a.address, b.address, c.address, absent]) {
          const [mine, theirs] = [await reader.getAccount(address), await view.getAccount(address)];
          expect(mine?.nonce, `block ${n} ${address}`).toBe(theirs?.nonce);
          expect(mine?.balance).toBe(theirs?.balance);
        }
      }
      const head = node.chain.head;
      expect((await (await node.chain.accountsAt(head)).getAccount(a.address))?.nonce).toBe(3n);
      expect(await node.chain.accountsAt(head)).toBe(await node.chain.accountsAt(head));
    } finally {
      await node.close();
    }
  });

  it("lets the pool see each new head's nonces (a sender's next transactions, block after block)", async () => {
    const node = await openTestNode({ accounts: 2 });
    try {
      const [a, b] = node.chain.config.devAccounts;
      for (let k = 0n; k < 4n; k++) {
        const r = await node.submitRawTransaction(
          signTx(node, a.privateKey, { nonce: k, to: b.address, value: 1n }).serialize(),
        );
        expect(r.inclusion).toBeDefined();
        expect(await node.pool.nextNonce(a.address)).toBe(k + 1n);
      }
    } finally {
      await node.close();
    }
  });
});
