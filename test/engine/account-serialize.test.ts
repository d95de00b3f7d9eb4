// Account.serialize, encoded directly (engine/patches/account-serialize.ts), gives EthereumJS's bytes.
import { Account, bigIntToUnpaddedBytes, bytesToHex, KECCAK256_NULL, KECCAK256_RLP } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { installEngine } from "../../src/engine/install.js";
import { withStockEngine } from "../../src/engine/patch.js";
import { unpaddedBytes } from "../../src/engine/patches/account-serialize.js";

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

describe("an account's encoding", () => {
  beforeAll(installEngine);

  it("writes integers as EthereumJS does, across the number and string paths", () => {
    expect(VALUES.map((v) => bytesToHex(unpaddedBytes(v)))).toEqual(
      VALUES.map((v) => bytesToHex(bigIntToUnpaddedBytes(v))),
    );
  });

  it("is EthereumJS's serialization", async () => {
    const root = new Uint8Array(32).fill(9);
    const accounts = VALUES.flatMap((v) => [
      new Account(v, 10n ** 18n - v / 3n > 0n ? 10n ** 18n : v, KECCAK256_RLP, KECCAK256_NULL),
      new Account(7n, v, root, root),
    ]);
    const ours = accounts.map((a) => bytesToHex(a.serialize()));
    const stock = await withStockEngine(async () => accounts.map((a) => bytesToHex(a.serialize())));
    expect(ours).toEqual(stock);
  });
});
