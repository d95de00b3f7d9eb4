import { createRequire } from "node:module";
import type { CustomCrypto } from "@ethereumjs/common";
import { secp256k1 } from "@noble/curves/secp256k1.js";

interface NativeSecp256k1 {
  ecdsaRecover(sig: Uint8Array, recid: number, msg32: Uint8Array, compressed: boolean): Uint8Array;
}

function loadNative(): NativeSecp256k1 | null {
  if (process.env.POWGATE_PURE_JS_CRYPTO === "1") return null;
  try {
    return createRequire(import.meta.url)("secp256k1") as NativeSecp256k1;
  } catch {
    return null;
  }
}

/** Loaded at the first recovery: the addon's context set-up costs ~12 ms, which start-up need not pay. */
let native: NativeSecp256k1 | null | undefined;

function recoveryId(v: bigint, chainId?: bigint): number {
  if (v === 0n || v === 1n) return Number(v);
  if (chainId === undefined) return Number(v - 27n);
  return Number(v - (2n * chainId + 35n));
}

/** ecrecover returning the 64-byte uncompressed public key without prefix, as EthereumJS expects. */
export function ecrecover(msgHash: Uint8Array, v: bigint, r: Uint8Array, s: Uint8Array, chainId?: bigint) {
  const recid = recoveryId(v, chainId);
  if (recid !== 0 && recid !== 1) throw new Error("invalid signature v value");
  if (r.length > 32 || s.length > 32) throw new Error("invalid signature r or s value");
  const sig = new Uint8Array(64);
  sig.set(r, 32 - r.length);
  sig.set(s, 64 - s.length);
  if (native === undefined) native = loadNative();
  if (native) return native.ecdsaRecover(sig, recid, msgHash, false).subarray(1);
  const signature = secp256k1.Signature.fromBytes(sig, "compact").addRecoveryBit(recid);
  return signature.recoverPublicKey(msgHash).toBytes(false).subarray(1);
}

export function customCrypto(keccak256?: (data: Uint8Array) => Uint8Array): CustomCrypto {
  return keccak256 ? { ecrecover, keccak256 } : { ecrecover };
}
