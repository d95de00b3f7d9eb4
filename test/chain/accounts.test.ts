import { execFileSync } from "node:child_process";
import { bytesToHex } from "@ethereumjs/util";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MNEMONIC,
  deriveAccounts,
  deriveAccountsFromMnemonic,
  derivePrivateKey,
  mnemonicToSeed,
} from "../../src/chain/config/accounts.js";
import { DEFAULT_ACCOUNT_KEYS } from "../../src/chain/config/default-accounts.js";

/** Account 0 as Anvil and Hardhat print it for "test test ... junk" (the rest: see the table test). */
const FIRST = [
  "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
];

const OTHER_MNEMONIC =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";

function reference(mnemonic: string, path: string): string {
  const key = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive(path).privateKey;
  return bytesToHex(key as Uint8Array);
}

describe("dev accounts", () => {
  it("derives the well-known Anvil/Hardhat accounts from the default mnemonic", () => {
    const accounts = deriveAccounts(DEFAULT_MNEMONIC, 10);
    expect([accounts[0].address.toString(), bytesToHex(accounts[0].privateKey)]).toEqual(FIRST);
    for (const [i, a] of accounts.entries())
      expect(bytesToHex(a.privateKey)).toBe(reference(DEFAULT_MNEMONIC, `m/44'/60'/0'/0/${i}`));
  });

  it("keeps a default-mnemonic table equal to the derivation, and derives past it", () => {
    const derived = deriveAccountsFromMnemonic(DEFAULT_MNEMONIC, 21);
    const pairs = derived.map((a) => [a.address.toString(), bytesToHex(a.privateKey)]);
    expect(DEFAULT_ACCOUNT_KEYS).toEqual(pairs.slice(0, 20));
    for (const [i, [, key]] of pairs.entries())
      expect(key).toBe(reference(DEFAULT_MNEMONIC, `m/44'/60'/0'/0/${i}`));
    // past the table, and for every other mnemonic, the accounts are derived
    expect(deriveAccounts(DEFAULT_MNEMONIC, 21).map((a) => a.address.toString())).toEqual(
      pairs.map(([address]) => address),
    );
  });

  it("matches @scure/bip39 and @scure/bip32 for seeds, hardened and normal paths", () => {
    expect(bytesToHex(mnemonicToSeed(OTHER_MNEMONIC, "TREZOR"))).toBe(
      bytesToHex(mnemonicToSeedSync(OTHER_MNEMONIC, "TREZOR")),
    );
    for (const path of ["m", "m/0", "m/0'/1/2'/2/1000000000", "m/44'/60'/0'/0/19", "m/2147483647'/7"]) {
      const seed = mnemonicToSeed(OTHER_MNEMONIC);
      expect(bytesToHex(derivePrivateKey(seed, path)), path).toBe(reference(OTHER_MNEMONIC, path));
    }
    const accounts = deriveAccounts(OTHER_MNEMONIC, 20);
    for (const [i, a] of accounts.entries())
      expect(bytesToHex(a.privateKey)).toBe(reference(OTHER_MNEMONIC, `m/44'/60'/0'/0/${i}`));
  });

  it("rejects invalid mnemonics and paths", () => {
    expect(() => deriveAccounts("test test test", 1)).toThrow(/invalid BIP-39 mnemonic/);
    expect(() => deriveAccounts(DEFAULT_MNEMONIC.replace("junk", "test"), 1)).toThrow(/invalid/);
    expect(() => derivePrivateKey(new Uint8Array(64), "44'/0")).toThrow(/bad derivation path/);
    expect(() => derivePrivateKey(new Uint8Array(64), "m/x")).toThrow(/bad derivation path/);
  });

  it("gives the same accounts without the native secp256k1 addon (pure-JS fallback)", () => {
    const script = `import { deriveAccountsFromMnemonic } from ${JSON.stringify(new URL("../../src/chain/config/accounts.ts", import.meta.url).href)};
      const a = deriveAccountsFromMnemonic(${JSON.stringify(DEFAULT_MNEMONIC)}, 10);
      process.stdout.write(JSON.stringify(a.map((x) => [x.address.toString(), Buffer.from(x.privateKey).toString("hex")])));`;
    const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { ...process.env, POWGATE_PURE_JS_CRYPTO: "1" },
      encoding: "utf8",
    });
    expect(JSON.parse(out)).toEqual(DEFAULT_ACCOUNT_KEYS.slice(0, 10).map(([a, k]) => [a, k.slice(2)]));
  });
});
