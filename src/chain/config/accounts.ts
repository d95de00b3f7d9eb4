// Dev accounts from a BIP-39 mnemonic along BIP-32 paths. The slow parts of the pure-JS libraries
// (PBKDF2 with 2048 rounds of HMAC-SHA512, one secp256k1 point multiplication per path level) run
// natively here: node:crypto for the seed and HMACs, the `secp256k1` addon for key arithmetic, with
// @noble/curves as the fallback when the addon cannot load. @scure/bip39 still checks the mnemonic.
import { createHmac, pbkdf2Sync } from "node:crypto";
import { createRequire } from "node:module";
import { Address, hexToBytes } from "@ethereumjs/util";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { validateMnemonic } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";
import { keccak256 } from "../../lib/keccak/keccak.js";
import { DEFAULT_ACCOUNT_KEYS } from "./default-accounts.js";

export const DEFAULT_MNEMONIC = "test test test test test test test test test test test junk";

export interface DevAccount {
  address: Address;
  privateKey: Uint8Array;
}

interface KeyMath {
  /** (key + tweak) mod n, or throws when the result is invalid (BIP-32: skip to the next index) */
  add(key: Uint8Array, tweak: Uint8Array): Uint8Array;
  publicKey(key: Uint8Array, compressed: boolean): Uint8Array;
}

interface NativeSecp256k1 {
  privateKeyTweakAdd(key: Uint8Array, tweak: Uint8Array): Uint8Array;
  publicKeyCreate(key: Uint8Array, compressed: boolean): Uint8Array;
}

function loadKeyMath(): KeyMath {
  if (process.env.POWGATE_PURE_JS_CRYPTO !== "1") {
    try {
      // the addon itself: the package's main entry silently falls back to a slow JS implementation
      const native = createRequire(import.meta.url)("secp256k1/bindings.js") as NativeSecp256k1;
      return {
        add: (key, tweak) => native.privateKeyTweakAdd(Uint8Array.from(key), tweak),
        publicKey: (key, compressed) => native.publicKeyCreate(key, compressed),
      };
    } catch {
      // no prebuilt addon for this platform
    }
  }
  const { Fn } = secp256k1.Point;
  return {
    add(key, tweak) {
      const t = Fn.fromBytes(tweak); // throws when tweak >= n
      const sum = Fn.add(Fn.fromBytes(key), t);
      if (Fn.is0(sum)) throw new Error("invalid child key");
      return Fn.toBytes(sum);
    },
    publicKey: (key, compressed) => secp256k1.getPublicKey(key, compressed),
  };
}

let loadedKeyMath: KeyMath | undefined;

function keyMath(): KeyMath {
  loadedKeyMath ??= loadKeyMath();
  return loadedKeyMath;
}

interface Node {
  key: Uint8Array;
  chainCode: Uint8Array;
  /** compressed, computed once for the non-hardened children of this node */
  publicKey?: Uint8Array;
}

const HARDENED = 0x80000000;

function hmacSha512(key: Uint8Array, ...data: Uint8Array[]): Uint8Array {
  const h = createHmac("sha512", key);
  for (const d of data) h.update(d);
  return new Uint8Array(h.digest());
}

function split(i: Uint8Array): { left: Uint8Array; right: Uint8Array } {
  return { left: i.subarray(0, 32), right: i.subarray(32) };
}

/** BIP-32 private parent key to private child key (CKDpriv). */
function child(parent: Node, index: number, math: KeyMath): Node {
  const ser = new Uint8Array(4);
  new DataView(ser.buffer).setUint32(0, index);
  let data: Uint8Array[];
  if (index >= HARDENED) {
    data = [new Uint8Array([0]), parent.key, ser];
  } else {
    parent.publicKey ??= math.publicKey(parent.key, true);
    data = [parent.publicKey, ser];
  }
  const { left, right } = split(hmacSha512(parent.chainCode, ...data));
  // IL >= n or a zero key: the spec says to proceed with the next index; the odds are below 2^-127
  return { key: math.add(parent.key, left), chainCode: right };
}

function parsePath(path: string): number[] {
  const parts = path.split("/");
  if (parts.shift() !== "m") throw new Error(`bad derivation path ${path}`);
  return parts.map((p) => {
    const m = /^(\d+)('?)$/.exec(p);
    if (!m || Number(m[1]) >= HARDENED) throw new Error(`bad derivation path ${path}`);
    return Number(m[1]) + (m[2] ? HARDENED : 0);
  });
}

/** The BIP-39 seed: PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic" + passphrase (both NFKD). */
export function mnemonicToSeed(mnemonic: string, passphrase = ""): Uint8Array {
  return new Uint8Array(
    pbkdf2Sync(mnemonic.normalize("NFKD"), `mnemonic${passphrase}`.normalize("NFKD"), 2048, 64, "sha512"),
  );
}

/** The private key at a BIP-32 path such as `m/44'/60'/0'/0/0`. */
export function derivePrivateKey(seed: Uint8Array, path: string): Uint8Array {
  const math = keyMath();
  let node = masterNode(seed);
  for (const index of parsePath(path)) node = child(node, index, math);
  return node.key;
}

function masterNode(seed: Uint8Array): Node {
  const { left, right } = split(hmacSha512(new TextEncoder().encode("Bitcoin seed"), seed));
  return { key: left, chainCode: right };
}

export function privateKeyToAddress(privateKey: Uint8Array): Address {
  const math = keyMath();
  const pub = math.publicKey(privateKey, false);
  return new Address(keccak256(pub.subarray(1)).subarray(12));
}

/** Accounts at m/44'/60'/0'/0/i, the derivation Anvil, Hardhat and MetaMask use. */
export function deriveAccounts(mnemonic: string, count: number): DevAccount[] {
  if (mnemonic === DEFAULT_MNEMONIC && count <= DEFAULT_ACCOUNT_KEYS.length) {
    return DEFAULT_ACCOUNT_KEYS.slice(0, count).map(([address, key]) => ({
      address: new Address(hexToBytes(address)),
      privateKey: hexToBytes(key),
    }));
  }
  return deriveAccountsFromMnemonic(mnemonic, count);
}

/** deriveAccounts without the default mnemonic's table. */
export function deriveAccountsFromMnemonic(mnemonic: string, count: number): DevAccount[] {
  if (!validateMnemonic(mnemonic, wordlist)) throw new Error("invalid BIP-39 mnemonic");
  const math = keyMath();
  // m/44'/60'/0'/0 once, then its children
  let parent = masterNode(mnemonicToSeed(mnemonic));
  for (const index of parsePath("m/44'/60'/0'/0")) parent = child(parent, index, math);
  const accounts: DevAccount[] = [];
  for (let i = 0; i < count; i++) {
    const privateKey = child(parent, i, math).key;
    accounts.push({ address: privateKeyToAddress(privateKey), privateKey });
  }
  return accounts;
}
