// decodeTransaction decodes a typed transaction's RLP once, for geth's shape checks and for
// EthereumJS's constructor (pool/validate.ts): the same transactions and the same refusals as
// EthereumJS's createTxFromRLP gives.
import type { Common } from "@ethereumjs/common";
import { RLP } from "@ethereumjs/rlp";
import {
  createAccessList2930Tx,
  createEOACode7702Tx,
  createFeeMarket1559Tx,
  createTxFromRLP,
} from "@ethereumjs/tx";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/config/common.js";
import { decodeTransaction } from "../../src/chain/pool/validate.js";
import { typedSigningHash } from "../../src/chain/tx/received.js";
import { installEngine } from "../../src/engine/install.js";

const KEY = hexToBytes(`0x${"11".repeat(32)}`);
const TO = `0x${"22".repeat(20)}` as const;

describe("decodeTransaction on typed transactions", () => {
  let common: Common;
  /** An EIP-2930, an EIP-1559 and an EIP-7702 transaction with `data`, signed with KEY. */
  const signedOfEachType = (data: `0x${string}`, gasLimit: bigint) => {
    const base = { chainId: 1337n, gasLimit, to: TO, value: 1n, data } as const;
    const fees = { maxFeePerGas: 10n ** 10n, maxPriorityFeePerGas: 1n };
    const authorizationList = [
      { chainId: "0x539", address: TO, nonce: "0x", yParity: "0x1", r: "0x01", s: "0x02" } as const,
    ];
    return [
      createAccessList2930Tx({ ...base, gasPrice: 10n ** 10n }, { common }).sign(KEY),
      createFeeMarket1559Tx({ ...base, ...fees }, { common }).sign(KEY),
      createEOACode7702Tx({ ...base, ...fees, authorizationList }, { common }).sign(KEY),
    ];
  };
  let fields: { 1: Uint8Array[]; 2: Uint8Array[]; 4: Uint8Array[] };
  beforeAll(async () => {
    await installEngine();
    common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
    const decoded = (raw: Uint8Array) => RLP.decode(raw.subarray(1)) as Uint8Array[];
    const [t1, t2, t4] = signedOfEachType("0x1234", 100_000n).map((tx) => decoded(tx.serialize()));
    fields = { 1: t1 as Uint8Array[], 2: t2 as Uint8Array[], 4: t4 as Uint8Array[] };
  });

  const typed = (type: 1 | 2 | 4, list: unknown) =>
    Uint8Array.from([type, ...RLP.encode(list as Uint8Array[])]);
  const withField = (type: 1 | 2 | 4, i: number, v: unknown) => {
    const list: unknown[] = [...fields[type]];
    list[i] = v;
    return typed(type, list);
  };
  const refusal = (raw: Uint8Array) => {
    try {
      decodeTransaction(raw, common);
      return "accepted";
    } catch (err) {
      return (err as Error).message;
    }
  };

  it("decodes each type as createTxFromRLP does, the sender recovered", () => {
    for (const type of [1, 2, 4] as const) {
      const raw = typed(type, fields[type]);
      const tx = decodeTransaction(raw, common);
      const reference = createTxFromRLP(raw, { common });
      expect(tx.type).toBe(type);
      expect(bytesToHex(tx.serialize())).toBe(bytesToHex(raw));
      expect(bytesToHex(tx.hash())).toBe(bytesToHex(reference.hash()));
      expect(tx.getSenderAddress().toString()).toBe(reference.getSenderAddress().toString());
      expect(tx.toJSON()).toEqual(reference.toJSON());
    }
  });

  it("takes the signed payload's hash from the bytes, short and long lists alike", () => {
    // data lengths that put the unsigned list under 56 bytes, above it, and above 65,535 (3-byte length)
    for (const size of [0, 2, 200, 70_000]) {
      const signed = signedOfEachType(bytesToHex(new Uint8Array(size).fill(7)), 10_000_000n);
      for (const tx of signed) {
        const raw = tx.serialize();
        expect(
          bytesToHex(typedSigningHash(raw, tx.type as 1 | 2 | 4)),
          `type ${tx.type}, ${size} bytes`,
        ).toBe(bytesToHex(tx.getHashedMessageToSign()));
        const decoded = decodeTransaction(raw, common, { unlimitedInitCode: true });
        expect(decoded.getSenderAddress().toString()).toBe(tx.getSenderAddress().toString());
        expect(bytesToHex(decoded.hash())).toBe(bytesToHex(tx.hash()));
      }
    }
  });

  it("refuses a signature that recovers no key as an invalid sender", () => {
    // r = n (the curve order): well formed for the constructor, no point to recover
    const n = hexToBytes("0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
    expect(refusal(withField(2, 10, n))).toBe("invalid sender");
  });

  it("keeps an EIP-2930 transaction apart from the bytes it came from, as EthereumJS copies them", () => {
    const raw = typed(1, fields[1]);
    const tx = decodeTransaction(raw, common);
    raw.fill(0xff, 1);
    expect(bytesToHex(tx.data)).toBe("0x1234");
  });

  it("refuses with the messages it gave before", () => {
    const cases: [string, Uint8Array, string][] = [
      [
        "1559: chain id with a leading zero",
        withField(2, 0, Uint8Array.of(0, 5, 57)),
        "invalid transaction: non-canonical integer in chainId: leading zero bytes",
      ],
      [
        "2930: access list as a byte string",
        withField(1, 7, new Uint8Array()),
        "invalid transaction: accessList is a byte string, expected a list",
      ],
      [
        "7702: authorization list as a byte string",
        withField(4, 9, new Uint8Array()),
        "invalid transaction: authorizationList is a byte string, expected a list",
      ],
      [
        "1559: eleven fields",
        typed(2, fields[2].slice(0, 11)),
        "invalid transaction: Invalid EIP-1559 transaction. Only expecting 9 values (for unsigned tx) or 12 values (for signed tx).",
      ],
      [
        "2930: a string, not a list",
        Uint8Array.from([1, 0x83, 1, 2, 3]),
        "invalid transaction: Invalid serialized tx input: must be array",
      ],
      [
        "1559: truncated",
        typed(2, fields[2]).subarray(0, 40),
        "invalid transaction: invalid RLP: total length is larger than the data",
      ],
      [
        "1559: a byte after the list",
        Uint8Array.from([...typed(2, fields[2]), 0x80]),
        "invalid transaction: invalid RLP: remainder must be zero",
      ],
      [
        "1559: another chain",
        withField(2, 0, Uint8Array.of(1)),
        "invalid chain id for signer: have 1 want 1337",
      ],
      [
        "1559: tip above the fee cap",
        withField(2, 2, Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0xff)),
        "max priority fee per gas higher than max fee per gas",
      ],
    ];
    expect(cases.map(([name, raw]) => `${name}: ${refusal(raw)}`)).toEqual(
      cases.map(([name, , message]) => `${name}: ${message}`),
    );
  });
});
