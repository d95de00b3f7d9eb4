// A signed transaction's sender: recovered once per frozen transaction object and kept (the pool,
// assembly and codecs ask several times), recovered again for a mutable one, equal to the signer.
import { Common, Mainnet } from "@ethereumjs/common";
import { createTx, createTxFromRLP, type TypedTransaction } from "@ethereumjs/tx";
import { hexToBytes } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import "../../src/chain/dev/impersonation.js";
import { DEFAULT_ACCOUNT_KEYS } from "../../src/chain/default-accounts.js";

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
