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
} from "../../src/chain/accounts.js";
import { DEFAULT_ACCOUNT_KEYS } from "../../src/chain/default-accounts.js";

/** The dev accounts Anvil and Hardhat print for "test test ... junk". */
const WELL_KNOWN = [
  [
    "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
    "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  ],
  [
    "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
    "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  ],
  [
    "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc",
    "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  ],
  [
    "0x90f79bf6eb2c4f870365e785982e1f101e93b906",
    "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
  ],
  [
    "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65",
    "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
  ],
  [
    "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc",
    "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
  ],
  [
    "0x976ea74026e726554db657fa54763abd0c3a0aa9",
    "0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e",
  ],
  [
    "0x14dc79964da2c08b23698b3d3cc7ca32193d9955",
    "0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356",
  ],
  [
    "0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f",
    "0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97",
  ],
  [
    "0xa0ee7a142d267c1f36714e4a8f75612f20a79720",
    "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
  ],
];

const OTHER_MNEMONIC =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";

function reference(mnemonic: string, path: string): string {
  const key = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive(path).privateKey;
  return bytesToHex(key as Uint8Array);
}

describe("dev accounts", () => {
  it("derives the ten well-known Anvil/Hardhat accounts from the default mnemonic", () => {
    const accounts = deriveAccounts(DEFAULT_MNEMONIC, 10);
    expect(accounts.map((a) => [a.address.toString(), bytesToHex(a.privateKey)])).toEqual(WELL_KNOWN);
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
    const script = `import { deriveAccountsFromMnemonic } from ${JSON.stringify(new URL("../../src/chain/accounts.ts", import.meta.url).href)};
      const a = deriveAccountsFromMnemonic(${JSON.stringify(DEFAULT_MNEMONIC)}, 10);
      process.stdout.write(JSON.stringify(a.map((x) => [x.address.toString(), Buffer.from(x.privateKey).toString("hex")])));`;
    const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { ...process.env, POWGATE_PURE_JS_CRYPTO: "1" },
      encoding: "utf8",
    });
    expect(JSON.parse(out)).toEqual(WELL_KNOWN.map(([a, k]) => [a, k.slice(2)]));
  });
});
