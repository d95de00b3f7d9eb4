/**
 * Hostile transactions over eth_sendRawTransaction against a real node: signatures that do not
 * recover, wrong chain ids, absurd gas and values, nonces far in the future, floods of replacements,
 * and the pool's bounds. Every rejection is checked against the error the spec documents
 * (openrpc.json components.errors: its code, and the message the answer starts with).
 *
 * The node mines every hour (`blockTime: 3600`): nothing is mined unless a test mines a block
 * (`chain.mineBlock()`), so what the pool holds can be observed. Each part uses its own senders.
 *
 * Pool rules (src/chain/pool/txpool.ts), as the test names state them:
 * - at most 1024 pending transactions per sender and 10,000 in all; beyond that a new transaction is
 *   rejected with "txpool is full", whatever its price: nothing is ever evicted to make room;
 * - a replacement (same sender and nonce, fee cap and tip both raised by at least 10%) takes the old
 *   one's place, so it is accepted even when the pool is full;
 * - a queued transaction may be at most 1024 nonces ahead of the sender's next nonce.
 */
import { readFileSync } from "node:fs";
import type { Address } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNode, startNode } from "../../src/node.js";
import {
  batch,
  call,
  GWEI,
  type RlpItem,
  type RpcAnswer,
  rawLegacy,
  rawSignedLegacy,
  rawSignedTyped,
  rawSignedUnprotected,
  rawTyped,
  rpc,
  typedSignature,
} from "./helpers.js";

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n; // secp256k1 order
const CHAIN_ID = 1337n;

const spec = JSON.parse(readFileSync(new URL("../../openrpc.json", import.meta.url), "utf8")) as {
  components: { errors: Record<string, { code: number; message: string }> };
};

/** The answer is the documented error `name`: its code, and a message that starts with its message. */
function expectDocumented(answer: RpcAnswer, name: string, detail?: RegExp): void {
  const documented = spec.components.errors[name];
  expect(documented, `spec error ${name}`).toBeDefined();
  expect(answer.error, `want ${name}, got result ${JSON.stringify(answer.result)}`).toBeDefined();
  expect(answer.error!.code).toBe(documented.code);
  expect(answer.error!.message.startsWith(documented.message), answer.error!.message).toBe(true);
  if (detail) expect(answer.error!.message).toMatch(detail);
}

let node: RunningNode;
let keys: Uint8Array[];
let addresses: Address[];
const send = (raw: string) => call(node.url, "eth_sendRawTransaction", [raw]);
const poolOf = (sender: Address) =>
  node.chain.pool.all().filter((tx) => tx.getSenderAddress().equals(sender));
const txByHash = (hash: string) =>
  rpc<{ blockNumber: string | null } | null>(node.url, "eth_getTransactionByHash", [hash]);

type Fields = Partial<Record<"chainId" | "nonce" | "tip" | "fee" | "gas" | "value", bigint>> & {
  data?: Uint8Array;
};

/** EIP-1559 fields without the signature: [chainId, nonce, tip, feeCap, gas, to, value, data, accessList]. */
function fields(o: Fields = {}): RlpItem[] {
  return [
    o.chainId ?? CHAIN_ID,
    o.nonce ?? 0n,
    o.tip ?? GWEI,
    o.fee ?? 10n * GWEI,
    o.gas ?? 21_000n,
    addresses[0].bytes,
    o.value ?? 1n,
    o.data ?? new Uint8Array(0),
    [],
  ];
}

/** Sends raw transactions in batches of 1000 (the batch limit); every one must be accepted. */
async function sendAll(raws: string[]): Promise<string[]> {
  const hashes: string[] = [];
  for (let at = 0; at < raws.length; at += 1000) {
    const answers = await batch(
      node.url,
      raws.slice(at, at + 1000).map((raw) => ({ method: "eth_sendRawTransaction", params: [raw] })),
    );
    for (const a of answers) {
      expect(a.error, JSON.stringify(a.error)).toBeUndefined();
      hashes.push(a.result as string);
    }
  }
  return hashes;
}

beforeAll(async () => {
  node = await startNode({ dataDir: null, port: 0, logLevel: "silent", blockTime: 3600, accounts: 24 });
  keys = node.config.devAccounts.map((a) => a.privateKey);
  addresses = node.config.devAccounts.map((a) => a.address);
});
afterAll(() => node?.close());

describe("signatures that do not recover (sender 1)", () => {
  /** y-parity, r and s of a real signature of the default fields by sender 1. */
  const sig = () => typedSignature(2, fields(), keys[1]);

  it.each<[string, string, () => string]>([
    ["r = s = 0", "InvalidSender", () => rawTyped(2, [...fields(), 0n, 0n, 0n])],
    [
      "r that is no curve point's x (r = 5)",
      "InvalidSender",
      () => rawTyped(2, [...fields(), sig().yParity, 5n, sig().s]),
    ],
    [
      "r above the curve order",
      "InvalidSender",
      () => rawTyped(2, [...fields(), sig().yParity, N + 1n, sig().s]),
    ],
    ["no y-parity, r, s at all (unsigned)", "InvalidSender", () => rawTyped(2, fields())],
    [
      "s in the upper half (EIP-2 malleability)",
      "InvalidTransaction",
      () => rawTyped(2, [...fields(), 1n - sig().yParity, sig().r, N - sig().s]),
    ],
    [
      "s equal to the curve order",
      "InvalidTransaction",
      () => rawTyped(2, [...fields(), sig().yParity, sig().r, N]),
    ],
    ["y-parity 5", "InvalidTransaction", () => rawTyped(2, [...fields(), 5n, sig().r, sig().s])],
    [
      "a legacy v of 30 (neither 27/28 nor EIP-155)",
      "InvalidTransaction",
      () =>
        rawLegacy([
          0n,
          10n * GWEI,
          21_000n,
          addresses[0].bytes,
          1n,
          new Uint8Array(0),
          30n,
          sig().r,
          sig().s,
        ]),
    ],
  ])("rejects %s with the documented %s error", async (_name, error, raw) => {
    expectDocumented(await send(raw()), error);
    expect(poolOf(addresses[1])).toHaveLength(0);
  });

  it("a real signature over other fields recovers to a stranger: insufficient funds, the signer's nonce untouched", async () => {
    const { yParity, r, s } = sig();
    expectDocumented(
      await send(rawTyped(2, [...fields({ value: 2n }), yParity, r, s])),
      "InsufficientFunds",
      /have 0 want/,
    );
    expect(await rpc(node.url, "eth_getTransactionCount", [addresses[1].toString(), "pending"])).toBe("0x0");
    expect(node.chain.pool.size).toBe(0);
  });
});

describe("wrong chain id (sender 2)", () => {
  it.each<[string, () => string, RegExp]>([
    [
      "an EIP-1559 transaction signed for chain 1",
      () => rawSignedTyped(2, fields({ chainId: 1n }), keys[2]),
      /have 1 want 1337/,
    ],
    [
      "an EIP-155 legacy transaction signed for chain 1",
      () =>
        rawSignedLegacy([0n, 10n * GWEI, 21_000n, addresses[0].bytes, 1n, new Uint8Array(0)], 1n, keys[2]),
      /have 1 want 1337/,
    ],
    [
      "an EIP-2930 transaction with chain id 0",
      () =>
        rawSignedTyped(
          1,
          [0n, 0n, 10n * GWEI, 21_000n, addresses[0].bytes, 1n, new Uint8Array(0), []],
          keys[2],
        ),
      /have 0 want 1337/,
    ],
    ["chain id 2^64", () => rawSignedTyped(2, fields({ chainId: 2n ** 64n }), keys[2]), /want 1337/],
  ])("rejects %s: invalid chain id, naming both", async (_name, raw, detail) => {
    expectDocumented(await send(raw()), "InvalidChainId", detail);
    expect(poolOf(addresses[2])).toHaveLength(0);
  });

  it("accepts a pre-EIP-155 legacy transaction (no chain id, v = 27/28), as Hardhat and anvil do (geth refuses it over RPC by default)", async () => {
    const raw = rawSignedUnprotected(
      [0n, 10n * GWEI, 21_000n, addresses[0].bytes, 1n, new Uint8Array(0)],
      keys[2],
    );
    expect((await send(raw)).result).toMatch(/^0x[0-9a-f]{64}$/);
    expect(poolOf(addresses[2])).toHaveLength(1);
  });
});

describe("absurd gas and values (sender 3)", () => {
  it.each<[string, string, () => string]>([
    [
      "gas of the block gas limit + 1",
      "ExceedsBlockGasLimit",
      () => rawSignedTyped(2, fields({ gas: 30_000_001n }), keys[3]),
    ],
    [
      "gas 2^64 - 1",
      "ExceedsBlockGasLimit",
      () => rawSignedTyped(2, fields({ gas: 2n ** 64n - 1n }), keys[3]),
    ],
    [
      "gas 2^64 (over 64 bits)",
      "InvalidTransaction",
      () => rawSignedTyped(2, fields({ gas: 2n ** 64n }), keys[3]),
    ],
    [
      "gas below the intrinsic 21000",
      "IntrinsicGasTooLow",
      () => rawSignedTyped(2, fields({ gas: 20_000n }), keys[3]),
    ],
    [
      "a value of 2^256 - 1",
      "InsufficientFunds",
      () => rawSignedTyped(2, fields({ value: 2n ** 256n - 1n }), keys[3]),
    ],
    [
      "a value of 2^256 (a 33-byte integer)",
      "InvalidTransaction",
      () => rawSignedTyped(2, fields({ value: 2n ** 256n }), keys[3]),
    ],
    ["a fee cap of 0", "FeeCapTooLow", () => rawSignedTyped(2, fields({ fee: 0n, tip: 0n }), keys[3])],
    [
      "a tip above the fee cap",
      "TipAboveFeeCap",
      () => rawSignedTyped(2, fields({ tip: 100n * GWEI }), keys[3]),
    ],
    [
      "a fee cap of 2^256 - 1 (gas * fee overflows)",
      "InvalidTransaction",
      () => rawSignedTyped(2, fields({ fee: 2n ** 256n - 1n, tip: 1n }), keys[3]),
    ],
    [
      "a fee cap of 2^200",
      "InsufficientFunds",
      () => rawSignedTyped(2, fields({ fee: 2n ** 200n, tip: 1n }), keys[3]),
    ],
    [
      "a legacy gas price of 2^255",
      "InvalidTransaction",
      () =>
        rawSignedLegacy(
          [0n, 2n ** 255n, 21_000n, addresses[0].bytes, 1n, new Uint8Array(0)],
          CHAIN_ID,
          keys[3],
        ),
    ],
    [
      "128 KiB + 1 of data",
      "OversizedData",
      () => rawSignedTyped(2, fields({ gas: 3_000_000n, data: new Uint8Array(128 * 1024 + 1) }), keys[3]),
    ],
    ["a blob transaction (type 3)", "TxTypeNotSupported", () => rawSignedTyped(3, fields(), keys[3])],
    // type 4 is in the default (osaka) rules: EIP-1559's nine fields are not a set-code transaction
    [
      "a set-code transaction (type 4) without an authorization list",
      "InvalidTransaction",
      () => rawSignedTyped(4, fields(), keys[3]),
    ],
    ["an unknown type 0x05", "TxTypeNotSupported", () => rawSignedTyped(5, fields(), keys[3])],
    ["a 13th RLP field", "InvalidTransaction", () => rawSignedTyped(2, [...fields(), 7n], keys[3])],
    ["empty bytes", "InvalidTransaction", () => "0x"],
  ])("rejects %s: %s", async (_name, error, raw) => {
    expectDocumented(await send(raw()), error);
  });

  it("none of them entered the pool: the sender's nonce 0 is still free", async () => {
    expect(poolOf(addresses[3])).toHaveLength(0);
    expect((await send(rawSignedTyped(2, fields(), keys[3]))).result).toMatch(/^0x[0-9a-f]{64}$/);
  });
});

describe("nonces far in the future (sender 4)", () => {
  it("queues a nonce 1024 ahead of the next one, but not 1025 (nonce too high, naming the limit)", async () => {
    expect((await send(rawSignedTyped(2, fields({ nonce: 1024n }), keys[4]))).result).toBeDefined();
    expectDocumented(
      await send(rawSignedTyped(2, fields({ nonce: 1025n }), keys[4])),
      "NonceTooHigh",
      /next nonce 0, tx nonce 1025, at most 1024 ahead are queued/,
    );
  });

  it("rejects a nonce of 2^64 - 1 (EIP-2681) as an invalid transaction", async () => {
    expectDocumented(
      await send(rawSignedTyped(2, fields({ nonce: 2n ** 64n - 1n }), keys[4])),
      "InvalidTransaction",
      /nonce/,
    );
  });

  it("a queued far-future transaction stays queued while the sender's executable ones are mined", async () => {
    const hash = (await send(rawSignedTyped(2, fields({ nonce: 0n }), keys[4]))).result as string;
    const block = await node.chain.mineBlock();
    expect(block?.transactions.map((t) => t.getSenderAddress().toString())).toContain(
      addresses[4].toString(),
    );
    expect((await txByHash(hash))?.blockNumber).not.toBeNull();
    expect(poolOf(addresses[4]).map((t) => t.nonce)).toEqual([1024n]);
  });

  it("rejects a nonce below the account's (nonce too low, naming both)", async () => {
    expectDocumented(
      await send(rawSignedTyped(2, fields({ nonce: 0n, tip: 2n * GWEI }), keys[4])),
      "NonceTooLow",
      /next nonce 1, tx nonce 0/,
    );
  });
});

describe("floods of replacements", () => {
  it("100 replacements of one nonce, each raising fee cap and tip by 10%: all accepted, the pool keeps one, only the last is mined (sender 5)", async () => {
    const hashes: string[] = [];
    let fee = 2n * GWEI;
    let tip = GWEI;
    for (let i = 0; i < 100; i++) {
      const answer = await send(rawSignedTyped(2, fields({ nonce: 0n, fee, tip }), keys[5]));
      expect(answer.error, `replacement ${i}`).toBeUndefined();
      hashes.push(answer.result as string);
      expect(poolOf(addresses[5])).toHaveLength(1);
      fee += fee / 10n;
      tip += tip / 10n;
    }
    await node.chain.mineBlock();
    expect((await txByHash(hashes[99]))?.blockNumber).not.toBeNull();
    for (const hash of hashes.slice(0, 99)) expect(await txByHash(hash)).toBeNull();
    expect(poolOf(addresses[5])).toHaveLength(0);
  });

  it("rejects a replacement below +10% on either the fee cap or the tip: replacement transaction underpriced (sender 6)", async () => {
    const base = { nonce: 0n, fee: 100n * GWEI, tip: 10n * GWEI };
    expect((await send(rawSignedTyped(2, fields(base), keys[6]))).result).toBeDefined();
    for (const bumped of [
      { ...base, fee: 109n * GWEI, tip: 11n * GWEI }, // fee cap +9%
      { ...base, fee: 110n * GWEI, tip: 10n * GWEI + GWEI / 2n }, // tip +5%
      { ...base, tip: 20n * GWEI }, // tip only
      { ...base, fee: 1000n * GWEI }, // fee cap only
      { ...base, fee: 50n * GWEI, tip: GWEI }, // lower
    ]) {
      expectDocumented(await send(rawSignedTyped(2, fields(bumped), keys[6])), "ReplacementUnderpriced");
    }
    expect(poolOf(addresses[6]).map((t) => ("maxFeePerGas" in t ? t.maxFeePerGas : 0n))).toEqual([
      100n * GWEI,
    ]);
  });

  it("resending a pooled transaction: already known (sender 6)", async () => {
    const raw = rawSignedTyped(2, fields({ nonce: 1n }), keys[6]);
    expect((await send(raw)).result).toBeDefined();
    for (let i = 0; i < 20; i++) expectDocumented(await send(raw), "AlreadyKnown");
    expect(poolOf(addresses[6])).toHaveLength(2);
  });

  it("200 different replacements sent at once: every answer documented, the pool keeps the dearest accepted, exactly one is mined (sender 7)", async () => {
    const raws = Array.from({ length: 200 }, (_, i) =>
      rawSignedTyped(
        2,
        fields({ nonce: 0n, fee: 2n * GWEI + BigInt(i) * GWEI, tip: GWEI + (BigInt(i) * GWEI) / 2n }),
        keys[7],
      ),
    );
    // shuffled, and all in flight together
    const order = raws.map((_, i) => i).sort(() => Math.random() - 0.5);
    const answers = await Promise.all(order.map((i) => send(raws[i])));
    const accepted: number[] = [];
    answers.forEach((answer, k) => {
      if (answer.result !== undefined) accepted.push(order[k]);
      else expectDocumented(answer, "ReplacementUnderpriced");
    });
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    const pooled = poolOf(addresses[7]);
    expect(pooled).toHaveLength(1);
    const dearest = Math.max(...accepted);
    const expectedHash = answers[order.indexOf(dearest)].result as string;
    expect(`0x${Buffer.from(pooled[0].hash()).toString("hex")}`).toBe(expectedHash);
    const block = await node.chain.mineBlock();
    const mined = block!.transactions.filter((t) => t.getSenderAddress().equals(addresses[7]));
    expect(mined).toHaveLength(1);
    expect(`0x${Buffer.from(mined[0].hash()).toString("hex")}`).toBe(expectedHash);
  });
});

describe("pool bounds", () => {
  it("per sender: 1024 pending, the 1025th is rejected 'txpool is full' (nothing evicted); a replacement still fits; a mined block makes room (sender 8)", async () => {
    const raws = Array.from({ length: 1024 }, (_, n) =>
      rawSignedTyped(2, fields({ nonce: BigInt(n) }), keys[8]),
    );
    await sendAll(raws);
    expect(poolOf(addresses[8])).toHaveLength(1024);
    for (const nonce of [1024n, 1100n]) {
      expectDocumented(
        await send(rawSignedTyped(2, fields({ nonce, fee: 1000n * GWEI, tip: 100n * GWEI }), keys[8])),
        "TxPoolFull",
        /too many pending transactions/,
      );
    }
    expect(poolOf(addresses[8])).toHaveLength(1024);
    expect(
      (await send(rawSignedTyped(2, fields({ nonce: 5n, fee: 20n * GWEI, tip: 2n * GWEI }), keys[8]))).result,
    ).toBeDefined();
    expect(poolOf(addresses[8])).toHaveLength(1024);
    await node.chain.mineBlock();
    expect(poolOf(addresses[8])).toHaveLength(0);
    expect((await send(rawSignedTyped(2, fields({ nonce: 1024n }), keys[8]))).result).toBeDefined();
  }, 60_000);

  it("in all: 10,000 pending, the next is rejected 'txpool is full' whatever its price (no eviction of cheaper ones); replacements still fit; a mined block makes room (senders 9-23)", async () => {
    const room = 10_000 - node.chain.pool.size;
    const raws: string[] = [];
    for (let sender = 10; raws.length < room; sender++) {
      for (let n = 0; n < 1000 && raws.length < room; n++)
        raws.push(rawSignedTyped(2, fields({ nonce: BigInt(n) }), keys[sender]));
    }
    const hashes = await sendAll(raws);
    expect(node.chain.pool.size).toBe(10_000);
    // sender 9 has nothing pooled: the per-sender rule is not what stops it
    expectDocumented(
      await send(rawSignedTyped(2, fields(), keys[9])),
      "TxPoolFull",
      /10000 transactions pending/,
    );
    expectDocumented(
      await send(rawSignedTyped(2, fields({ fee: 10_000n * GWEI, tip: 5_000n * GWEI }), keys[9])),
      "TxPoolFull",
    );
    expect(await txByHash(hashes[0])).not.toBeNull(); // the cheap ones are all still there
    expect(
      (await send(rawSignedTyped(2, fields({ nonce: 0n, fee: 11n * GWEI, tip: 2n * GWEI }), keys[10])))
        .result,
    ).toBeDefined();
    expect(node.chain.pool.size).toBe(10_000);
    const block = await node.chain.mineBlock();
    expect(block!.transactions.length).toBeGreaterThan(0);
    expect(node.chain.pool.size).toBe(10_000 - block!.transactions.length);
    expect((await send(rawSignedTyped(2, fields(), keys[9]))).result).toBeDefined();
  }, 90_000);
});
