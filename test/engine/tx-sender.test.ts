// A signed transaction's sender and encoding: each computed once per frozen transaction object and
// kept (the pool, assembly, codecs, journal, tries and store ask several times), computed again for
// a mutable one; the sender is the signer, the encoding the bytes the transaction was decoded from.
import { Common, Mainnet } from "@ethereumjs/common";
import { createTx, createTxFromRLP, type TypedTransaction } from "@ethereumjs/tx";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ACCOUNT_KEYS } from "../../src/chain/config/default-accounts.js";
import { installEngine } from "../../src/engine/install.js";
import { keccak256 } from "../../src/lib/keccak/keccak.js";

const common = new Common({ chain: Mainnet, hardfork: "cancun" });
const [address, key] = DEFAULT_ACCOUNT_KEYS[3];

function signed(type: number, freeze: boolean): TypedTransaction {
  const tx = createTx(
    {
      type,
      nonce: 1n,
      gasLimit: 21_000n,
      gasPrice: type < 2 ? 10n : undefined,
      maxFeePerGas: type === 2 ? 10n : undefined,
      to: `0x${"11".repeat(20)}`,
      value: 5n,
    },
    { common },
  ).sign(hexToBytes(key));
  return createTxFromRLP(tx.serialize(), { common, freeze });
}

beforeAll(installEngine);

describe("transaction sender", () => {
  for (const type of [0, 1, 2]) {
    it(`recovers the signer of a type-${type} transaction, once per frozen object`, () => {
      const frozen = signed(type, true);
      const first = frozen.getSenderAddress();
      expect(first.toString()).toBe(address);
      expect(frozen.getSenderAddress()).toBe(first);

      const mutable = signed(type, false);
      const a = mutable.getSenderAddress();
      expect(a.toString()).toBe(address);
      expect(mutable.getSenderAddress()).not.toBe(a);
      expect(mutable.getSenderAddress().toString()).toBe(address);
    });
  }
});

describe("transaction encoding", () => {
  for (const type of [0, 1, 2]) {
    it(`is kept per frozen type-${type} transaction and equals the bytes decoded`, () => {
      const raw = signed(type, false).serialize();
      const frozen = createTxFromRLP(raw, { common, freeze: true });
      const first = frozen.serialize();
      expect(bytesToHex(first)).toBe(bytesToHex(raw));
      expect(frozen.serialize()).toBe(first);
      expect(bytesToHex(frozen.hash())).toBe(bytesToHex(keccak256(raw)));

      const mutable = createTxFromRLP(raw, { common, freeze: false });
      const a = mutable.serialize();
      expect(bytesToHex(a)).toBe(bytesToHex(raw));
      expect(mutable.serialize()).not.toBe(a);
    });
  }

  it("keeps each object's own encoding", () => {
    const one = signed(2, true);
    const other = signed(0, true);
    expect(bytesToHex(one.serialize())).not.toBe(bytesToHex(other.serialize()));
    expect(one.serialize()[0]).toBe(2);
  });
});
