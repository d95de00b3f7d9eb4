import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { secp256k1 } from "@noble/curves/secp256k1.js";

/** geth's file name and format: the secp256k1 private key as 64 hex digits, without 0x. */
export const NODE_KEY_FILE = "nodekey";

function freshKey(): Uint8Array {
  for (;;) {
    const key = new Uint8Array(randomBytes(32));
    if (secp256k1.utils.isValidSecretKey(key)) return key;
  }
}

/**
 * The node's devp2p identity. On disk it is kept in `<dataDir>/nodekey` so that the enode stays the
 * same across restarts (written through a temp file and a rename: a crash leaves the old key or the
 * new one); in memory (`dataDir` null) it is random for each start.
 */
export function loadNodeKey(dataDir: string | null): Uint8Array {
  if (dataDir === null) return freshKey();
  const file = join(dataDir, NODE_KEY_FILE);
  let text: string | undefined;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  if (text !== undefined) {
    const hex = text.startsWith("0x") ? text.slice(2) : text;
    if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`${file} is not a 32-byte hex private key`);
    const key = hexToBytes(`0x${hex}`);
    if (!secp256k1.utils.isValidSecretKey(key)) throw new Error(`${file} is not a valid secp256k1 key`);
    return key;
  }
  const key = freshKey();
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, bytesToHex(key).slice(2), { mode: 0o600 });
  renameSync(tmp, file);
  return key;
}

/** The 64-byte node id (uncompressed public key without its 0x04 prefix). */
export function nodeIdOf(privateKey: Uint8Array): Uint8Array {
  return secp256k1.getPublicKey(privateKey, false).subarray(1);
}
