// eth_sendRawTransaction refuses the encodings geth's rlp decoder refuses (go-ethereum rlp: no
// leading zero bytes in an integer, zero as the empty string, exact sizes, a list where geth expects
// one, nothing after the value) with -32000, and accepts the canonical transaction.
import { RLP } from "@ethereumjs/rlp";
import { createFeeMarket1559Tx, createLegacyTx } from "@ethereumjs/tx";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessRpc, openRpc, RpcError } from "../helpers/rpc.js";

const KEY = hexToBytes(`0x${"11".repeat(32)}`);
const TO = `0x${"22".repeat(20)}` as const;

describe("eth_sendRawTransaction and non-canonical RLP", () => {
  let rpc: InProcessRpc;
  let legacy: Uint8Array[];
  let dynamic: Uint8Array[];
  beforeAll(async () => {
    rpc = await openRpc({ mining: { kind: "manual" } });
    const common = rpc.node.chain.common;
    legacy = RLP.decode(
      createLegacyTx({ gasPrice: 10n ** 10n, gasLimit: 21_000n, to: TO, value: 1n }, { common })
        .sign(KEY)
        .serialize(),
    ) as Uint8Array[];
    const signed = createFeeMarket1559Tx(
      {
        chainId: 1337n,
        maxFeePerGas: 10n ** 10n,
        maxPriorityFeePerGas: 1n,
        gasLimit: 21_000n,
        to: TO,
        value: 1n,
      },
      { common },
    ).sign(KEY);
    dynamic = RLP.decode(signed.serialize().subarray(1)) as Uint8Array[];
  });
  afterAll(() => rpc.close());

  const legacyWith = (i: number, v: unknown) => {
    const r: unknown[] = [...legacy];
    r[i] = v;
    return RLP.encode(r as Uint8Array[]);
  };
  const dynamicWith = (i: number, v: unknown) => {
    const r: unknown[] = [...dynamic];
    r[i] = v;
    return Uint8Array.from([2, ...RLP.encode(r as Uint8Array[])]);
  };
  const send = (raw: Uint8Array) =>
    rpc.call("eth_sendRawTransaction", [bytesToHex(raw)]).then(
      () => "accepted",
      // -32000 is also insufficient funds (the key holds no ether): the decoder's refusal says so
      (e: RpcError) =>
        e instanceof RpcError && e.code === -32000 && /^invalid transaction: /.test(e.message)
          ? "refused"
          : `${e.message}`,
    );

  it("refuses each non-canonical encoding with -32000", async () => {
    const zeroPadded = (b: Uint8Array) => Uint8Array.from([0, ...b]);
    const cases: [string, Uint8Array][] = [
      ["legacy: nonce 0 as the byte 0x00", legacyWith(0, Uint8Array.of(0))],
      ["legacy: gas price with a leading zero", legacyWith(1, zeroPadded(legacy[1]!))],
      ["legacy: value with a leading zero", legacyWith(4, zeroPadded(legacy[4]!))],
      ["legacy: v with a leading zero", legacyWith(6, zeroPadded(legacy[6]!))],
      ["legacy: nonce as a list", legacyWith(0, [])],
      ["legacy: to of 19 bytes", legacyWith(3, new Uint8Array(19))],
      ["legacy: a tenth field", RLP.encode([...legacy, new Uint8Array()])],
      ["legacy: a byte after the list", Uint8Array.from([...RLP.encode(legacy), 0x80])],
      ["legacy: a gas limit of 9 bytes", legacyWith(2, Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0, 0))],
      ["1559: chain id with a leading zero", dynamicWith(0, zeroPadded(dynamic[0]!))],
      ["1559: gas limit with a leading zero", dynamicWith(4, zeroPadded(dynamic[4]!))],
      ["1559: tip with a leading zero", dynamicWith(2, Uint8Array.of(0, 1))],
      ["1559: access list as a byte string", dynamicWith(8, new Uint8Array())],
      ["1559: y parity 0 as the byte 0x00", dynamicWith(9, Uint8Array.of(0))],
      ["1559: r with a leading zero", dynamicWith(10, zeroPadded(dynamic[10]!))],
      ["1559: a byte after the list", Uint8Array.from([2, ...RLP.encode(dynamic), 0x80])],
    ];
    const outcomes: string[] = [];
    for (const [name, raw] of cases) outcomes.push(`${name}: ${await send(raw)}`);
    expect(outcomes).toEqual(cases.map(([name]) => `${name}: refused`));
  });

  it("accepts the canonical encodings", async () => {
    // the key holds no ether: the canonical transactions decode and fail later, on funds, not on encoding
    for (const raw of [RLP.encode(legacy), Uint8Array.from([2, ...RLP.encode(dynamic)])]) {
      const err = await rpc.call("eth_sendRawTransaction", [bytesToHex(raw)]).catch((e: RpcError) => e);
      expect((err as RpcError).message).toMatch(/insufficient funds/);
    }
  });
});
