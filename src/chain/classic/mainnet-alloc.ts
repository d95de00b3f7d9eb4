import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { RLP } from "@ethereumjs/rlp";
import { bytesToBigInt, bytesToHex, setLengthLeft } from "@ethereumjs/util";
import { packageRoot } from "../../paths.js";
import type { GenesisAccount } from "../config/config.js";

/**
 * ETC mainnet's genesis alloc (Ethereum's Frontier alloc, 8,893 accounts): the RLP list
 * [[address, balance], ...] of core-geth's params/alloc.go, gzipped in data/ by
 * scripts/classic-alloc.ts. Read on demand: only `--chain classic` needs it.
 */
export function classicMainnetAlloc(): Map<string, GenesisAccount> {
  const raw = gunzipSync(readFileSync(join(packageRoot(), "data", "classic-mainnet-alloc.rlp.gz")));
  const alloc = new Map<string, GenesisAccount>();
  for (const entry of RLP.decode(raw) as Uint8Array[][]) {
    const [address, balance] = entry as [Uint8Array, Uint8Array];
    // the Frontier alloc has balances only; a nonce, code or storage would need DecodePreAlloc's Misc
    if (entry.length !== 2) throw new Error("classic mainnet alloc: unexpected account fields");
    alloc.set(bytesToHex(setLengthLeft(address, 20)), { balance: bytesToBigInt(balance) });
  }
  return alloc;
}
