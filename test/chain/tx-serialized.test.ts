// A transaction's encoding: computed once per frozen transaction object and kept (the pool's
// journal, the hash, the transaction trie and the stored body each ask), computed again for a
// mutable one, and byte for byte the encoding the transaction was decoded from.
import { Common, Mainnet } from "@ethereumjs/common";
import { createTx, createTxFromRLP, type TypedTransaction } from "@ethereumjs/tx";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { DEFAULT_ACCOUNT_KEYS } from "../../src/chain/default-accounts.js";
import { keccak256 } from "../../src/chain/ethash/keccak.js";
import "../../src/chain/tx-serialized.js";

const common = new Common({ chain: Mainnet, hardfork: "cancun" });
const [, key] = DEFAULT_ACCOUNT_KEYS[2];

function encoded(type: number): Uint8Array {
  return createTx(
    {
      type,
      nonce: 7n,
      gasLimit: 50_000n,
      gasPrice: type < 2 ? 10n : undefined,
      maxFeePerGas: type === 2 ? 10n : undefined,
      to: `0x${"22".repeat(20)}`,
      value: 3n,
      data: "0xa9059cbb",
    },
    { common },
  )
    .sign(hexToBytes(key))
    .serialize();
}

const decode = (raw: Uint8Array, freeze: boolean): TypedTransaction =>
  createTxFromRLP(raw, { common, freeze });

describe("transaction encoding", () => {
  for (const type of [0, 1, 2]) {
    it(`is kept per frozen type-${type} transaction and equals the bytes decoded`, () => {
      const raw = encoded(type);
      const frozen = decode(raw, true);
      const first = frozen.serialize();
      expect(bytesToHex(first)).toBe(bytesToHex(raw));
      expect(frozen.serialize()).toBe(first);
      expect(bytesToHex(frozen.hash())).toBe(bytesToHex(keccak256(raw)));

      const mutable = decode(raw, false);
      const a = mutable.serialize();
      expect(bytesToHex(a)).toBe(bytesToHex(raw));
      expect(mutable.serialize()).not.toBe(a);
    });
  }

  it("keeps each object's own encoding", () => {
    const one = decode(encoded(2), true);
    const other = decode(encoded(0), true);
    expect(bytesToHex(one.serialize())).not.toBe(bytesToHex(other.serialize()));
    expect(one.serialize()[0]).toBe(2);
  });
});
