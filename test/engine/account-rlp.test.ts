// Accounts in and out of RLP (engine/patches/account-rlp.ts): the encoding is EthereumJS's, and a
// cached read gives what decoding the cached bytes gives, across checkpoints and reverts.
import { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import {
  Account,
  Address,
  bigIntToUnpaddedBytes,
  bytesToHex,
  createAccountFromRLP,
  KECCAK256_NULL,
  KECCAK256_RLP,
} from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { installEngine } from "../../src/engine/install.js";
import { withStockEngine } from "../../src/engine/patch.js";
import { unpaddedBytes } from "../../src/lib/hex.js";

const VALUES = [
  0n,
  1n,
  255n,
  256n,
  65_535n,
  2n ** 48n - 1n,
  2n ** 48n,
  2n ** 53n + 1n,
  10n ** 18n,
  2n ** 255n + 12345n,
  2n ** 256n - 1n,
];

const show = (a: Account | undefined) =>
  a && { nonce: a.nonce, balance: a.balance, root: bytesToHex(a.storageRoot), code: bytesToHex(a.codeHash) };

describe("an account's RLP", () => {
  beforeAll(installEngine);

  it("writes integers as EthereumJS does, across the number and string paths", () => {
    expect(VALUES.map((v) => bytesToHex(unpaddedBytes(v)))).toEqual(
      VALUES.map((v) => bytesToHex(bigIntToUnpaddedBytes(v))),
    );
  });

  it("is EthereumJS's serialization", async () => {
    const root = new Uint8Array(32).fill(9);
    const accounts = VALUES.flatMap((v) => [
      new Account(v, 10n ** 18n, KECCAK256_RLP, KECCAK256_NULL),
      new Account(7n, v, root, root),
    ]);
    const ours = accounts.map((a) => bytesToHex(a.serialize()));
    const stock = await withStockEngine(async () => accounts.map((a) => bytesToHex(a.serialize())));
    expect(ours).toEqual(stock);
  });

  it("reads back from the state cache what decoding its bytes gives, through checkpoints and reverts", async () => {
    const state = new MerkleStateManager({
      trie: new MerklePatriciaTrie({ useKeyHashing: true }),
      caches: new Caches(),
    });
    const cache = (
      state as unknown as { _caches: { account: { get(a: Address): { accountRLP?: Uint8Array } } } }
    )._caches.account;
    const addresses = [1, 2, 3].map((i) => new Address(new Uint8Array(20).fill(i)));
    const check = async () => {
      for (const address of addresses) {
        const bytes = cache.get(address)?.accountRLP;
        const read = await state.getAccount(address);
        expect(show(read), address.toString()).toEqual(show(bytes && createAccountFromRLP(bytes)));
      }
    };
    await state.putAccount(addresses[0] as Address, new Account(1n, 100n));
    await state.putAccount(addresses[1] as Address, new Account(2n, 2n ** 200n, new Uint8Array(32).fill(5)));
    await check();
    await state.checkpoint();
    const changed = (await state.getAccount(addresses[0] as Address)) as Account;
    changed.balance = 7n;
    changed.nonce += 1n;
    await state.putAccount(addresses[0] as Address, changed);
    await state.putAccount(addresses[2] as Address, new Account(0n, 1n));
    await check();
    expect((await state.getAccount(addresses[0] as Address))?.balance).toBe(7n);
    await state.revert();
    await check();
    expect((await state.getAccount(addresses[0] as Address))?.balance).toBe(100n);
    expect(await state.getAccount(addresses[2] as Address)).toBeUndefined();
    // a read hands out its own arrays: editing them leaves the cache as it was
    const read = (await state.getAccount(addresses[1] as Address)) as Account;
    read.storageRoot.fill(0);
    expect(bytesToHex((await state.getAccount(addresses[1] as Address))?.storageRoot as Uint8Array)).toBe(
      bytesToHex(new Uint8Array(32).fill(5)),
    );
  });
});
