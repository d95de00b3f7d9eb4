// The executor's account reads without RLP round trips (src/engine/state/account-reads.ts, through
// EngineState): the same
// operations on a stock state manager and on a memoized one give the same accounts, across edits of
// returned accounts, skipped equal writes, checkpoints, reverts and deletions.
import type { StateManagerInterface } from "@ethereumjs/common";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import { Account, type Address, createAddressFromString } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { EngineState, NOT_CACHED } from "../../src/engine/state/engine-state.js";

const A = createAddressFromString(`0x${"aa".repeat(20)}`);
const B = createAddressFromString(`0x${"bb".repeat(20)}`);

const fields = (a: Account | undefined) =>
  a === undefined ? undefined : { nonce: a.nonce, balance: a.balance, root: a.storageRoot, code: a.codeHash };

describe("memoized account reads", () => {
  it("answer as the stock state manager through edits, checkpoints and reverts", async () => {
    const cached = new EngineState(new MerkleStateManager({ caches: new Caches() }), { memoizedReads: true });
    expect(cached.reads).toBeDefined();
    expect(() => new EngineState(new MerkleStateManager())).toThrow(/caches/);
    const sms: StateManagerInterface[] = [new MerkleStateManager({ caches: new Caches() }), cached];
    const both = async <T>(op: (sm: StateManagerInterface) => Promise<T>): Promise<T[]> => {
      const out: T[] = [];
      for (const sm of sms) out.push(await op(sm));
      return out;
    };
    let answeredNow = 0;
    const same = async (addr: Address) => {
      // the answer without a promise, where there is one, is getAccount's
      const now = cached.accountNow(addr);
      const [x, y] = await both((sm) => sm.getAccount(addr));
      expect(fields(y)).toEqual(fields(x));
      if (now !== NOT_CACHED) {
        answeredNow++;
        expect(fields(now)).toEqual(fields(x));
      }
      return y;
    };
    await both((sm) => sm.putAccount(A, new Account(1n, 100n)));
    await same(A);
    expect(await same(B)).toBeUndefined();
    // a caller edits what it got: the next read does not see it
    const got = await same(A);
    if (got) got.balance = 5n;
    expect((await same(A))?.balance).toBe(100n);
    // an equal write (skipped on the memoized one), then a real one inside a checkpoint, reverted
    await both((sm) => sm.putAccount(A, new Account(1n, 100n)));
    await both((sm) => sm.checkpoint());
    await both((sm) => sm.putAccount(A, new Account(2n, 50n)));
    expect((await same(A))?.nonce).toBe(2n);
    await both((sm) => sm.putAccount(B, new Account(0n, 1n)));
    await both((sm) => sm.revert());
    expect((await same(A))?.nonce).toBe(1n);
    expect(await same(B)).toBeUndefined();
    // a read right before a revert (nothing else written in between)
    await both((sm) => sm.checkpoint());
    await both((sm) => sm.putAccount(A, new Account(9n, 9n)));
    expect((await same(A))?.nonce).toBe(9n);
    await both((sm) => sm.revert());
    expect((await same(A))?.nonce).toBe(1n);
    // committed edits and a deletion
    await both((sm) => sm.checkpoint());
    await both((sm) => sm.putAccount(A, new Account(3n, 7n)));
    await both((sm) => sm.commit());
    expect((await same(A))?.balance).toBe(7n);
    await both((sm) => sm.deleteAccount(A));
    expect(await same(A)).toBeUndefined();
    await both((sm) => sm.putAccount(A, new Account(0n, 0n)));
    expect(fields(await same(A))).toBeDefined();
    // an Address object remembered across a commit to the trie, cleared caches and a new root
    await both((sm) => sm.checkpoint());
    await both((sm) => sm.putAccount(B, new Account(4n, 4n)));
    await both((sm) => sm.commit());
    const root = (await both((sm) => sm.getStateRoot()))[0];
    expect((await same(B))?.nonce).toBe(4n);
    await both(async (sm) => sm.clearCaches());
    expect((await same(B))?.nonce).toBe(4n);
    await both((sm) => sm.putAccount(B, new Account(5n, 4n)));
    expect((await same(B))?.nonce).toBe(5n);
    await both((sm) => sm.setStateRoot(root));
    expect((await same(B))?.nonce).toBe(4n);
    await both((sm) => sm.modifyAccountFields(B, { balance: 9n }));
    expect((await same(B))?.balance).toBe(9n);
    expect(answeredNow).toBeGreaterThan(10);
    // not while an account's code is hidden from the next read (EIP-3607's check for calls)
    const undo = cached.hideCodeOnce(A);
    await same(B);
    expect(cached.accountNow(B)).toBe(NOT_CACHED);
    undo();
    expect(cached.accountNow(B)).not.toBe(NOT_CACHED);
    // code: codeNow answers as getCode through writes, a revert and cleared caches
    const codeOf = async (addr: Address) => {
      const now = cached.codeNow(addr);
      const [x, y] = await both((sm) => sm.getCode(addr));
      expect(y).toEqual(x);
      if (now !== NOT_CACHED) expect(now).toEqual(x);
      return now;
    };
    await both((sm) => sm.putCode(A, Uint8Array.of(1, 2, 3)));
    expect(await codeOf(A)).toEqual(Uint8Array.of(1, 2, 3));
    await both((sm) => sm.checkpoint());
    await both((sm) => sm.putCode(A, Uint8Array.of(4)));
    expect(await codeOf(A)).toEqual(Uint8Array.of(4));
    await both((sm) => sm.revert());
    expect(await codeOf(A)).toEqual(Uint8Array.of(1, 2, 3));
    await both(async (sm) => sm.clearCaches());
    expect(await codeOf(A)).toBe(NOT_CACHED);
    expect(await codeOf(A)).toEqual(Uint8Array.of(1, 2, 3));
    // the state roots agree
    const [r1, r2] = await both((sm) => sm.getStateRoot());
    expect(r2).toEqual(r1);
  });
});
