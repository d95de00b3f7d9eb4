import { RLP } from "@ethereumjs/rlp";
import { createLegacyTx } from "@ethereumjs/tx";
import { Account, createAddressFromPrivateKey, hexToBytes } from "@ethereumjs/util";
import { createVM, runTx } from "@ethereumjs/vm";
import { describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/config/common.js";
import { decodeTransaction } from "../../src/chain/pool/validate.js";
import { gethWording, withoutEngineContext } from "../../src/engine/errors.js";

const key = hexToBytes("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const sender = createAddressFromPrivateKey(key);
const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });

/** The message EthereumJS's runTx throws for a transaction from `sender` in a given state. */
async function runTxMessage(account: Account, code: Uint8Array | null, nonce = 0n): Promise<string> {
  const vm = await createVM({ common });
  await vm.stateManager.putAccount(sender, account);
  if (code) await vm.stateManager.putCode(sender, code);
  const tx = createLegacyTx({ nonce, gasLimit: 21_000n, gasPrice: 10n, to: sender }, { common }).sign(key);
  return runTx(vm, { tx }).then(
    () => "no error",
    (err: Error) => err.message,
  );
}

describe("EthereumJS messages in geth's words", () => {
  it("a sender with code (EIP-3607): geth's `sender not an eoa`, no engine context", async () => {
    const raw = await runTxMessage(new Account(0n, 10n ** 18n), hexToBytes("0x00"));
    expect(raw).toContain("hf="); // what EthereumJS says, so this test can fail
    expect(gethWording(raw, sender.toString())).toBe(`sender not an eoa: address ${sender}`);
  });

  it("nonce and funds: geth's words with the numbers", async () => {
    const high = await runTxMessage(new Account(0n, 10n ** 18n), null, 5n);
    expect(gethWording(high, sender.toString())).toBe(`nonce too high: address ${sender}, tx: 5 state: 0`);
    const poor = await runTxMessage(new Account(0n, 1n), null);
    expect(gethWording(poor, sender.toString())).toBe(
      `insufficient funds for gas * price + value: address ${sender} have 1 want 210000`,
    );
  });

  it("anything else keeps its first clause, without the context suffix", () => {
    const raw =
      "something odd (vm hf=grayGlacier -> block number=1 hash=0xab hf=grayGlacier -> tx type=0 hash=0xcd signed=true hf=grayGlacier)\nmore";
    expect(gethWording(raw, "0x00")).toBe("something odd");
    expect(withoutEngineContext("bad v (tx type=0 hash=0x1 nonce=0 signed=true hf=london)")).toBe("bad v");
  });

  it("malformed transactions are refused without engine context", () => {
    const signed = createLegacyTx(
      { nonce: 0n, gasLimit: 21_000n, gasPrice: 10n, to: sender },
      { common },
    ).sign(key);
    const fields = signed.raw();
    const malformed = [
      RLP.encode(fields.slice(0, 5)), // too few fields
      RLP.encode([...fields.slice(0, 6), new Uint8Array([0x1b]), fields[7], new Uint8Array(33).fill(1)]), // 33-byte s
      new Uint8Array([0x02, ...RLP.encode([new Uint8Array([1])])]), // a type-2 envelope with one field
    ];
    for (const raw of malformed) {
      const message = (() => {
        try {
          decodeTransaction(raw, common);
          return "accepted";
        } catch (err) {
          return (err as Error).message;
        }
      })();
      expect(message).not.toBe("accepted");
      expect(message).not.toMatch(/hf=|tx type=| -> |\n/);
    }
  });
});
