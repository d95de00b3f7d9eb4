import { randomBytes } from "node:crypto";
import { MerklePatriciaTrie } from "@ethereumjs/mpt";
import { RLP } from "@ethereumjs/rlp";
import { bytesToHex, KECCAK256_RLP } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { orderedTrieRoot } from "../../src/chain/block/ordered-trie.js";

async function referenceRoot(values: Uint8Array[]): Promise<string> {
  const trie = new MerklePatriciaTrie();
  for (let i = 0; i < values.length; i++) await trie.put(RLP.encode(i), values[i]);
  return bytesToHex(trie.root());
}

describe("orderedTrieRoot", () => {
  it("is the empty trie's root for no values", () => {
    expect(bytesToHex(orderedTrieRoot([]))).toBe(bytesToHex(KECCAK256_RLP));
  });

  // sizes across the key-length boundaries (1-byte keys up to 127, 0x81xx up to 255, 0x82xxxx after)
  // and value sizes that make some nodes shorter than 32 bytes (embedded instead of hashed)
  for (const n of [1, 2, 3, 15, 16, 17, 100, 127, 128, 129, 255, 256, 257, 600]) {
    for (const maxLength of [1, 8, 40, 200]) {
      it(`equals the EthereumJS trie root for ${n} values of up to ${maxLength} bytes`, async () => {
        const values = Array.from({ length: n }, () =>
          randomBytes(1 + Math.floor(Math.random() * maxLength)),
        );
        expect(bytesToHex(orderedTrieRoot(values))).toBe(await referenceRoot(values));
      });
    }
  }
});
