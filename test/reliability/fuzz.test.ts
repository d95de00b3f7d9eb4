/**
 * Property-based fuzzing of every method of openrpc.json against a real node (startNode), over HTTP
 * and WebSocket. Params come from the method's param schemas (arbitraries for the base schemas, objects
 * from their properties), biased toward values the node knows (its accounts, block and tx hashes,
 * filter ids), then mutated: wrong types, wrong lengths, odd hex, huge numbers, deep nesting, unicode,
 * extra and missing params, by-name params, raw JSON that JSON.stringify cannot write.
 *
 * The property, for every answer:
 * - params the method's validator rejects: -32602 with exactly the validator's message;
 * - otherwise a result valid against the method's result schema, or an error whose code the method
 *   declares (and whose message is a declared one); -32603 "internal error" counts as a failure too,
 *   although every method declares it: on input alone the node must never fail unexpectedly;
 * - never a stack trace or a file path in an error; no request takes longer than the deadline (a hang);
 *   the node answers afterwards and emitted no process warning.
 *
 * Dev methods (x-dev) change how the node mines: after each of their cases (and after each batch) the
 * node is put back to automine, no interval mining, no timestamp step and the default gas limit, so
 * that one random `evm_setIntervalMining` does not mine every millisecond for the rest of the run.
 * The node mines at most 16 blocks per hardhat_mine / evm_mine call (maxMineBlocks; default 10000):
 * random counts then stay cheap, and larger ones exercise the TooManyBlocks error.
 *
 * CI: a fixed seed and a fixed number of cases (see FIGURES in the output). A longer run:
 *   POWGATE_FUZZ_RUNS=2000 npx vitest run test/reliability/fuzz.test.ts   (mutated cases per method;
 *   valid cases are 40% of that; POWGATE_FUZZ_SEED=<n> picks another seed, default random then).
 */
import { readFileSync } from "node:fs";
import { RLP } from "@ethereumjs/rlp";
import { createAccessList2930Tx, createFeeMarket1559Tx, createLegacyTx } from "@ethereumjs/tx";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type MethodSpec, methods } from "../../generated/methods.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { deployData } from "../helpers/chain.js";
import { call, GWEI, leak, postRaw, RpcHang, rpc, sign, signed1559 } from "./helpers.js";

const LONG_RUNS = process.env.POWGATE_FUZZ_RUNS ? Number(process.env.POWGATE_FUZZ_RUNS) : undefined;
const MUTATED_RUNS = LONG_RUNS ?? 150;
const VALID_RUNS = Math.ceil(MUTATED_RUNS * 0.4);
const BATCH_RUNS = LONG_RUNS === undefined ? 80 : Math.ceil(LONG_RUNS / 2);
const SEED =
  process.env.POWGATE_FUZZ_SEED !== undefined
    ? Number(process.env.POWGATE_FUZZ_SEED)
    : LONG_RUNS === undefined
      ? 20_240_607
      : Date.now() % 2 ** 31;
const REQUEST_DEADLINE_MS = 15_000;

// ---- the contract ------------------------------------------------------------------------------

interface Schema {
  $ref?: string;
  type?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema | Schema[];
  maxItems?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
}
interface ParamDoc {
  name: string;
  required?: boolean;
  schema: Schema;
}
interface MethodDoc {
  name: string;
  params: ParamDoc[];
  errors?: { $ref: string }[];
}
interface ErrorDoc {
  code: number;
  message: string;
  data?: string;
}
const doc = JSON.parse(readFileSync(new URL("../../openrpc.json", import.meta.url), "utf8")) as {
  methods: MethodDoc[];
  components: { schemas: Record<string, Schema>; errors: Record<string, ErrorDoc> };
};
const methodDocs = new Map(doc.methods.map((m) => [m.name, m]));

const refName = (s: Schema): string | undefined => s.$ref?.replace("#/components/schemas/", "");
function deref(s: Schema): Schema {
  let out = s;
  while (out.$ref !== undefined) {
    const next = doc.components.schemas[refName(out)!];
    if (next === undefined) throw new Error(`unknown schema ${out.$ref}`);
    out = next;
  }
  return out;
}

/** Declared errors of a method, by code. */
function declaredErrors(name: string): Map<number, ErrorDoc[]> {
  const out = new Map<number, ErrorDoc[]>();
  for (const e of methodDocs.get(name)?.errors ?? []) {
    const err = doc.components.errors[e.$ref.replace("#/components/errors/", "")];
    out.set(err.code, [...(out.get(err.code) ?? []), err]);
  }
  return out;
}

// ---- what the node knows (filled in beforeAll) --------------------------------------------------

const world = {
  accounts: [] as string[],
  contracts: [] as string[],
  blockHashes: [] as string[],
  txHashes: [] as string[],
  filterIds: [] as string[],
  head: 0,
};

// ---- arbitraries for the base schemas ----------------------------------------------------------

const HEX = "0123456789abcdefABCDEF".split("");
const hexDigits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...HEX), minLength: min, maxLength: max });
const bytesHex = (min: number, max: number) =>
  fc.uint8Array({ minLength: min, maxLength: max }).map((b) => bytesToHex(b));
/** Random case for the digits of a 0x string (inputs accept either case). */
const anyCase = (arb: fc.Arbitrary<string>) =>
  fc.tuple(arb, fc.constantFrom("lower", "upper", "mixed")).map(([s, how]) => {
    if (how === "lower") return s;
    const body = s.slice(2);
    if (how === "upper") return `0x${body.toUpperCase()}`;
    return `0x${[...body].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c)).join("")}`;
  });
const quantity = (maxBits: number, small: number) =>
  anyCase(
    fc
      .oneof(
        { weight: 3, arbitrary: fc.integer({ min: 0, max: small }).map(BigInt) },
        { weight: 1, arbitrary: fc.bigInt(0n, 2n ** BigInt(maxBits) - 1n) },
        { weight: 1, arbitrary: fc.constantFrom(2n ** BigInt(maxBits) - 1n, 2n ** 63n, 2n ** 53n + 1n) },
      )
      .map((n) => `0x${n.toString(16)}`),
  );
const known = (list: () => string[], random: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(null).chain(() => fc.constantFrom(...list())) },
    { weight: 1, arbitrary: random },
  );

/** Raw transactions: random bytes, RLP-shaped garbage, typed envelopes, and well-formed signed txs
 *  from an unfunded key with random fields (all must be rejected cleanly, none can be mined). */
const rawTransaction: fc.Arbitrary<string> = (() => {
  const field = fc.oneof(
    fc.uint8Array({ maxLength: 40 }),
    fc.constantFrom(new Uint8Array(0), Uint8Array.of(0), new Uint8Array(33).fill(0xff)),
  );
  const rlpList = fc.array(fc.oneof(field, fc.array(field, { maxLength: 3 })), { maxLength: 14 });
  const prefix = fc.constantFrom(null, 0, 1, 2, 3, 4, 0x7f, 0xc0);
  const garbage = fc.tuple(prefix, rlpList).map(([p, list]) => {
    const body = RLP.encode(list as Uint8Array[]);
    return bytesToHex(p === null ? body : Uint8Array.from([p, ...body]));
  });
  const key = hexToBytes(`0x${"5a".repeat(32)}`);
  const big = fc.oneof(fc.bigInt(0n, 2n ** 64n), fc.constantFrom(0n, 2n ** 256n - 1n, 2n ** 64n - 1n));
  const signedTx = fc
    .record({
      type: fc.constantFrom(0, 1, 2),
      nonce: fc.oneof(fc.bigInt(0n, 2000n), fc.constantFrom(2n ** 64n - 1n)),
      gasLimit: fc.oneof(fc.bigInt(0n, 40_000_000n), big),
      price: big,
      tip: big,
      value: big,
      chainId: fc.constantFrom(1337n, 1n, 0n, 2n ** 64n),
      data: fc.uint8Array({ maxLength: 64 }),
      to: fc.option(fc.uint8Array({ minLength: 20, maxLength: 20 }), { nil: undefined }),
    })
    .map((t) => {
      try {
        const base = { nonce: t.nonce, gasLimit: t.gasLimit, value: t.value, data: t.data, to: t.to };
        const common = commonFor(t.chainId);
        const tx =
          t.type === 0
            ? createLegacyTx({ ...base, gasPrice: t.price }, { common })
            : t.type === 1
              ? createAccessList2930Tx({ ...base, gasPrice: t.price, chainId: t.chainId }, { common })
              : createFeeMarket1559Tx(
                  { ...base, maxFeePerGas: t.price, maxPriorityFeePerGas: t.tip, chainId: t.chainId },
                  { common },
                );
        return bytesToHex(sign(tx, key).serialize());
      } catch {
        return "0x02c0"; // EthereumJS refuses to build it: send an empty typed envelope instead
      }
    });
  return fc.oneof(bytesHex(0, 200), garbage, signedTx);
})();

let commonFor: (chainId: bigint) => import("@ethereumjs/common").Common = () => {
  throw new Error("node not started");
};

/** Arbitraries of base schemas biased toward what the node knows. */
function hint(name: string): fc.Arbitrary<unknown> | undefined {
  switch (name) {
    case "AddressInput":
      return anyCase(
        known(() => [...world.accounts, ...world.contracts, `0x${"00".repeat(20)}`], bytesHex(20, 20)),
      );
    case "Hash32Input":
      return anyCase(known(() => [...world.blockHashes, ...world.txHashes], bytesHex(32, 32)));
    case "Uint64Input":
      return quantity(64, world.head + 3);
    case "QuantityInput":
      return quantity(256, 1_000_000);
    case "FilterIdInput":
      return known(() => world.filterIds, quantity(128, 20));
    case "DataInput":
      return anyCase(bytesHex(0, 48));
    case "StorageSlotInput":
      return anyCase(hexDigits(1, 64).map((d) => `0x${d}`));
    case "Bytes8Input":
      return bytesHex(8, 8);
    default:
      return undefined;
  }
}

/** Object fields whose interesting values are few: mostly the node's own chain id. */
function fieldHint(field: string): fc.Arbitrary<unknown> | undefined {
  if (field === "chainId")
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant("0x539") },
      { weight: 1, arbitrary: quantity(256, 2000) },
    );
  return undefined;
}

/** Does `value` match a schema made only of `required` / `anyOf` / `not` (what `not` uses in the spec)? */
function matchesRequiredOnly(s: Schema, value: unknown): boolean {
  if (s.not) return !matchesRequiredOnly(s.not, value);
  if (s.anyOf) return s.anyOf.some((x) => matchesRequiredOnly(x, value));
  if (s.required && Object.keys(s).every((k) => k === "required" || k === "description")) {
    return typeof value === "object" && value !== null && s.required.every((k) => Object.hasOwn(value, k));
  }
  throw new Error(`unsupported "not" schema ${JSON.stringify(s)}: teach the fuzzer`);
}

function arbFor(schema: Schema): fc.Arbitrary<unknown> {
  const name = refName(schema);
  if (name !== undefined) return hint(name) ?? arbFor(deref(schema));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(arbFor));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.allOf || schema.type === "object") {
    // the schema's own properties count next to its allOf parts (BlockSelector has both)
    const parts = schema.allOf ? [schema, ...schema.allOf.map(deref)] : [schema];
    const properties: Record<string, Schema> = {};
    const required = new Set<string>();
    const nots: Schema[] = [];
    for (const part of parts) {
      Object.assign(properties, part.properties ?? {});
      for (const r of part.required ?? []) required.add(r);
      if (part.not) nots.push(part.not);
    }
    const record = fc.record(
      Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, fieldHint(k) ?? arbFor(v)])),
      { requiredKeys: [...required] },
    ) as fc.Arbitrary<Record<string, unknown>>;
    return nots.length === 0 ? record : record.filter((v) => !nots.some((n) => matchesRequiredOnly(n, v)));
  }
  switch (schema.type) {
    case "string":
      return schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : fc.string();
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "integer": {
      const max = schema.maximum ?? Infinity;
      const big = [2 ** 53 - 1, 1e300].filter((n) => n <= max);
      const small = fc.integer({ min: schema.minimum ?? -1000, max: Math.min(max, 2000) });
      // a bound below 2^53 (interval timers): its edge instead of the huge constants
      return fc.oneof(small, big.length > 0 ? fc.constantFrom(...big) : fc.constant(max));
    }
    case "number":
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "array":
      // a tuple (anvil_reorg's [transaction, block index])
      if (Array.isArray(schema.items)) return fc.tuple(...schema.items.map(arbFor));
      return fc.array(schema.items ? arbFor(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(Math.min(schema.maxItems ?? 4, 4), schema.minItems ?? 0),
      });
    default:
      throw new Error(`schema not covered by the fuzzer: ${JSON.stringify(schema).slice(0, 200)}`);
  }
}

/** Schema-valid params: the required ones, some optional ones, maybe a trailing null (= absent). */
function validParams(name: string): fc.Arbitrary<unknown[]> {
  const params = methodDocs.get(name)!.params;
  const arbs = params.map((p) =>
    name === "eth_sendRawTransaction" && p.name === "transaction" ? rawTransaction : arbFor(p.schema),
  );
  const required = params.filter((p) => p.required).length;
  return fc
    .tuple(fc.tuple(...arbs), fc.integer({ min: required, max: params.length }), fc.boolean())
    .map(([values, count, trailingNull]) => {
      const out = values.slice(0, count);
      if (trailingNull && count < params.length) out.push(null);
      return out;
    });
}

// ---- mutations -----------------------------------------------------------------------------------

/** A params text, and whether it is meant to be an array (a by-name object otherwise). */
interface Case {
  readonly paramsJson: string;
  readonly how: string;
}

const LONE_SURROGATES = ["\ud800", "\udfff", "a\ud83d", "\ude00b"];
const UNICODE = [
  "０ｘ１２", // fullwidth
  "0x٠١٢٣", // Arabic-Indic digits
  "0x12\u200b34", // zero-width space
  "\u202e0x1234", // right-to-left override
  "0xé",
  "😀",
  "0x😀😀",
  "latest\u0000",
  "ｌａｔｅｓｔ",
  "LATEST",
  "Latest",
  " latest",
  "pending\n",
  "\ufeff0x1",
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "0x",
    "0X0",
    "0x0",
    "0x00",
    "0x01",
    "0x-1",
    "-0x1",
    "0x+1",
    "0x 1",
    "0x1 ",
    "1",
    "x1",
    "0xg",
    "0x1.5",
    "0x1e3",
    "0b101",
    "0o17",
    "Infinity",
    "NaN",
    "null",
    "true",
    "safe",
    "finalized",
    "earliest",
    `0x${"f".repeat(65)}`,
    `0x1${"0".repeat(64)}`,
    `0x${"f".repeat(17)}`,
    `0x${"0".repeat(64)}`,
    `0x${"ab".repeat(19)}a`,
    `0x${"ab".repeat(21)}`,
    `0x${"ab".repeat(33)}`,
    ...LONE_SURROGATES,
    ...UNICODE,
  ),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc
    .tuple(
      fc.constantFrom("0x", "0X", "", "x", " 0x", "0x0", "00x"),
      hexDigits(0, 130),
      fc.constantFrom("", "g", " ", "\n", "\u0660", "\u0000"),
    )
    .map(([a, b, c]) => a + b + c),
  fc.integer({ min: 0, max: 8 }).map((k) => `0x${"a".repeat(4 ** k)}`),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0.5,
      2 ** 53 + 2,
      1e308,
      -1e308,
      5e-324,
      [],
      {},
      [null],
      [[]],
      { "": null },
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }) },
);

/** Raw JSON fragments JSON.stringify cannot produce (parsed by the node, not by us). */
const RAW_FRAGMENTS = [
  "1e999",
  "-1e999",
  "-0",
  "123456789012345678901234567890123456789",
  "0.1e-400",
  "1E2",
  '"\\u0000"',
  '"0x\\u0000"',
  '"\\ud800"',
  '"0x\\udfff"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"from":"0x0000000000000000000000000000000000000000","from":1}',
  '{"to":null,"to":"0x0000000000000000000000000000000000000000"}',
  `"${"a".repeat(100_000)}"`,
  `"0x${"0".repeat(1_000_000)}"`,
  `[${"1,".repeat(50_000)}1]`,
];

const depth = fc.constantFrom(2, 10, 100, 1000, 20_000);

function nest(inner: string, d: number, kind: "array" | "object"): string {
  return kind === "array" ? "[".repeat(d) + inner + "]".repeat(d) : '{"a":'.repeat(d) + inner + "}".repeat(d);
}

/** Paths to every string leaf of a JSON value. */
function stringPaths(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []) {
  if (typeof value === "string") out.push(path);
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) stringPaths(v, [...path, i], out);
  else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) stringPaths(v, [...path, k], out);
  return out;
}
function objectPaths(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []) {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) objectPaths(v, [...path, i], out);
  else if (typeof value === "object" && value !== null) {
    out.push(path);
    for (const [k, v] of Object.entries(value)) objectPaths(v, [...path, k], out);
  }
  return out;
}
function setAt(root: unknown, path: (string | number)[], fn: (old: unknown) => unknown): unknown {
  if (path.length === 0) return fn(root);
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), fn);
  return copy;
}

const stringMutation = fc.oneof(
  fc.constant((s: string) => s.slice(0, -1)), // odd length / too short
  fc.constant((s: string) => `${s}0`), // odd length / too long
  fc.constant((s: string) => `${s}00`), // one byte too long
  fc.constant((s: string) => s.replace(/^0x/, "")), // no prefix
  fc.constant((s: string) => s.replace(/^0x/, "0X")),
  fc.constant((s: string) => s.replace(/^0x/, "0x0")), // leading zero
  fc.constant((s: string) => `0x${"f".repeat(64)}${s.slice(2)}`), // huge
  fc.constant((s: string) => s.toUpperCase()),
  fc.constant((s: string) => ` ${s}`),
  fc.constant((s: string) => `${s}\n`),
  fc.tuple(fc.constantFrom(...UNICODE, ...LONE_SURROGATES, "g", "\u0000"), fc.nat()).map(
    ([u, at]) =>
      (s: string) =>
        s.slice(0, at % (s.length + 1)) + u + s.slice(at % (s.length + 1)),
  ),
  hostileString.map((h) => () => h),
);

function mutatedCase(name: string): fc.Arbitrary<Case> {
  const valid = validParams(name);
  const paramNames = methodDocs.get(name)!.params.map((p) => p.name);
  const json = (v: unknown) => JSON.stringify(v);
  return fc.oneof(
    // a param replaced by a hostile value (or a hostile value where none is expected)
    fc.tuple(valid, fc.nat(), hostileValue).map(([p, i, h]): Case => {
      const out = [...p];
      out[p.length === 0 ? 0 : i % p.length] = h;
      return { paramsJson: json(out), how: "replaced" };
    }),
    // missing params
    fc.tuple(valid, fc.nat()).map(
      ([p, k]): Case => ({
        paramsJson: json(p.slice(0, p.length === 0 ? 0 : k % p.length)),
        how: "missing",
      }),
    ),
    // extra params
    fc.tuple(valid, fc.array(hostileValue, { minLength: 1, maxLength: 3 })).map(
      ([p, extra]): Case => ({
        paramsJson: json([...p, ...Array(Math.max(0, paramNames.length - p.length)).fill(null), ...extra]),
        how: "extra",
      }),
    ),
    // by-name params
    valid.map(
      (p): Case => ({
        paramsJson: json(Object.fromEntries(p.map((v, i) => [paramNames[i] ?? String(i), v]))),
        how: "by-name",
      }),
    ),
    // one string inside the params mutated
    fc.tuple(valid, fc.nat(), stringMutation).map(([p, i, mutate]): Case => {
      const paths = stringPaths(p);
      if (paths.length === 0) return { paramsJson: json([...p, mutate("0x1")]), how: "string" };
      return {
        paramsJson: json(setAt(p, paths[i % paths.length], (s) => mutate(s as string))),
        how: "string",
      };
    }),
    // an object inside the params: unknown, hostile or null fields, a required field removed
    fc
      .tuple(
        valid,
        fc.nat(),
        fc.constantFrom("__proto__", "constructor", "toString", "", "from", "to", "data", "input", "😀"),
        hostileValue,
        fc.constantFrom("add", "null", "delete"),
      )
      .map(([p, i, key, h, op]): Case => {
        const paths = objectPaths(p);
        if (paths.length === 0) return { paramsJson: json([...p, { [key]: h }]), how: "object" };
        const mutated = setAt(p, paths[i % paths.length], (o) => {
          const obj = { ...(o as Record<string, unknown>) };
          const keys = Object.keys(obj);
          if (op === "add") Object.defineProperty(obj, key, { value: h, enumerable: true });
          else if (keys.length > 0 && op === "null") obj[keys[i % keys.length]] = null;
          else if (keys.length > 0) delete obj[keys[i % keys.length]];
          return obj;
        });
        return { paramsJson: json(mutated), how: "object" };
      }),
    // deep nesting in place of a param
    fc
      .tuple(valid, fc.nat(), depth, fc.constantFrom("array" as const, "object" as const))
      .map(([p, i, d, kind]): Case => {
        const parts = p.map((v) => json(v));
        const at = parts.length === 0 ? 0 : i % parts.length;
        parts[at] = nest(parts[at] ?? '"0x1"', d, kind);
        return { paramsJson: `[${parts.join(",")}]`, how: "nested" };
      }),
    // raw JSON in place of a param
    fc.tuple(valid, fc.nat(), fc.constantFrom(...RAW_FRAGMENTS)).map(([p, i, raw]): Case => {
      const parts = p.map((v) => json(v));
      parts[parts.length === 0 ? 0 : i % parts.length] = raw;
      return { paramsJson: `[${parts.join(",")}]`, how: "raw" };
    }),
  );
}

// ---- transports -----------------------------------------------------------------------------------

let node: RunningNode;
let ws: WebSocket;
const wsWaiters = new Map<number, (text: string) => void>();
let nextId = 1_000_000;

async function send(transport: "http" | "ws", body: string, id: number): Promise<string> {
  if (transport === "http") {
    const { status, text } = await postRaw(node.url, body, REQUEST_DEADLINE_MS);
    if (status !== 200) throw new Error(`HTTP ${status}: ${text.slice(0, 200)}`);
    return text;
  }
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      wsWaiters.delete(id);
      reject(new RpcHang(`no WebSocket answer within ${REQUEST_DEADLINE_MS} ms`));
    }, REQUEST_DEADLINE_MS);
    wsWaiters.set(id, (text) => {
      clearTimeout(timer);
      resolve(text);
    });
    ws.send(body);
  });
}

// ---- the oracle ---------------------------------------------------------------------------------

const stats = {
  cases: 0,
  requests: 0,
  results: 0,
  errors: new Map<number, number>(),
  byHow: new Map<string, number>(),
  /** declared code, but a condition the spec documents only for other methods (or an EVM failure) */
  specGaps: new Map<string, number>(),
};

/** Why `answer` is not acceptable for a call of `spec` with `params`, or null. */
function judge(spec: MethodSpec, paramsJson: string, answer: unknown, id: number): string | null {
  if (typeof answer !== "object" || answer === null) return `not a response object: ${String(answer)}`;
  const a = answer as { jsonrpc?: unknown; id?: unknown; result?: unknown; error?: unknown };
  if (a.jsonrpc !== "2.0") return "jsonrpc is not 2.0";
  if (a.id !== id) return `id ${JSON.stringify(a.id)}, sent ${id}`;
  if ("result" in a === "error" in a) return "not exactly one of result and error";
  const params = JSON.parse(paramsJson) as unknown;
  const problem = Array.isArray(params) ? spec.validateParams(params) : "non-array args";
  if ("result" in a) {
    stats.results++;
    if (problem !== null) return `accepted params its validator rejects (${problem})`;
    const bad = spec.validateResult(a.result);
    if (bad !== null) return `result does not match the schema: ${bad}`;
    return semantic(spec.name, params as unknown[], null, "a result");
  }
  const err = a.error as { code?: unknown; message?: unknown; data?: unknown };
  if (!Number.isInteger(err?.code) || typeof err.message !== "string") return "malformed error object";
  const { code, message } = err as { code: number; message: string };
  stats.errors.set(code, (stats.errors.get(code) ?? 0) + 1);
  const leaked = leak({ code, message, data: err.data });
  if (leaked) return leaked;
  if (problem !== null) {
    if (code !== -32602 || message !== problem)
      return `invalid params answered ${code} ${JSON.stringify(message)}, want -32602 ${JSON.stringify(problem)}`;
    return null;
  }
  if (code === -32603) return `internal error on valid params (${message})`;
  if (INTERNALS.test(message)) return `message shows engine internals: ${JSON.stringify(message)}`;
  if (code !== -32602) {
    const declared = declaredErrors(spec.name).get(code);
    if (!declared) return `undeclared error code ${code}: ${message}`;
    if (!documentedIn(declared, message)) {
      // The code is declared; the condition is one the spec documents for other methods, or none.
      const elsewhere = Object.values(doc.components.errors).filter((e) => e.code === code);
      if (!documentedIn(elsewhere, message) && !EVM_FAILURE.test(message))
        return `message ${JSON.stringify(message)} is no error the spec documents with code ${code}`;
      const key = `${spec.name} ${code} ${message.split(":")[0]}`;
      stats.specGaps.set(key, (stats.specGaps.get(key) ?? 0) + 1);
    }
  }
  return semantic(spec.name, JSON.parse(paramsJson) as unknown[], code, message);
}

/** Text of an engine's error that must never reach the wire (EthereumJS context, JS errors). */
const INTERNALS =
  /vm hf=|hf=\w|block number=|tx type=|ethereumjs|TypeError|RangeError|ReferenceError|\[object |undefined|NaN\b/i;
/** EVM failures of an executed call, worded as geth does (no spec entry names them one by one). */
const EVM_FAILURE =
  /^(out of gas|invalid opcode|stack underflow|stack overflow|invalid jump|write protection|static state change|return data out of bounds|max code size exceeded|invalid code|contract creation code storage out of gas|code store out of gas|insufficient balance|max call depth exceeded|create collision)/i;

/** Values in a message (`0x…`, `42`) and placeholders in the spec's text (`<hash>`) compare equal. */
const placeholders = (text: string) => text.replace(/0x[0-9a-fA-F]+|\b\d+\b|<[a-z ]+>/g, "#");

function documentedIn(errors: readonly ErrorDoc[], message: string): boolean {
  const head = placeholders(message.split(": ")[0]);
  // Hardhat's wordings carry numbers inside: "Timestamp 5 is lower than ... timestamp 9"
  const words = message.replace(/ -?\d+/g, "");
  return errors.some(
    (e) =>
      message.startsWith(e.message) ||
      words.startsWith(e.message) ||
      placeholders(e.data ?? "").includes(head.slice(0, 40)),
  );
}

/** Back to the node's default mining after a dev method changed it (see the header). */
async function resetDev(): Promise<void> {
  for (const [method, params] of [
    ["evm_setIntervalMining", [0]],
    ["evm_setAutomine", [true]],
    ["anvil_removeBlockTimestampInterval", []],
    ["evm_setBlockGasLimit", ["0x1c9c380"]],
  ] as const) {
    await rpc(node.url, method, [...params]);
  }
}

/** Rules the spec states in words, checked on top of the schema. */
function semantic(method: string, params: unknown[], code: number | null, message: string): string | null {
  if (method === "eth_call" || method === "eth_estimateGas") {
    const chainId = (params[0] as { chainId?: string } | undefined)?.chainId;
    // as geth: an unknown block is found out first, then the call object is checked
    const blockFirst =
      code === -32000 && (message === "header not found" || message === "header for hash not found");
    if (chainId !== undefined && BigInt(chainId) !== 1337n && !blockFirst) {
      return code === -32602 && message === "chainId does not match node's"
        ? null
        : `chainId ${chainId} is not the node's: want -32602 "chainId does not match node's", got ${code} ${message}`;
    }
  }
  return null;
}

async function exercise(spec: MethodSpec, c: Case, transport: "http" | "ws"): Promise<void> {
  const id = nextId++;
  const body = `{"jsonrpc":"2.0","id":${id},"method":${JSON.stringify(spec.name)},"params":${c.paramsJson}}`;
  stats.cases++;
  stats.requests++;
  stats.byHow.set(c.how, (stats.byHow.get(c.how) ?? 0) + 1);
  const text = await send(transport, body, id);
  const verdict = judge(spec, c.paramsJson, JSON.parse(text), id);
  if (spec.dev) await resetDev();
  if (verdict !== null) {
    throw new Error(
      `${spec.name} over ${transport} (${c.how}): ${verdict}\nparams: ${c.paramsJson.slice(0, 600)}`,
    );
  }
}

// ---- setup ----------------------------------------------------------------------------------------

const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.message);

beforeAll(async () => {
  process.on("warning", onWarning);
  node = await startNode({
    dataDir: null,
    port: 0,
    logLevel: "silent",
    validateResults: false,
    accounts: 3,
    maxMineBlocks: 16,
  });
  const common = node.chain.chain.common;
  const { makeCommon } = await import("../../src/chain/config/common.js");
  const commons = new Map<bigint, import("@ethereumjs/common").Common>([[common.chainId(), common]]);
  commonFor = (chainId) => {
    let c = commons.get(chainId);
    if (!c) {
      c = makeCommon({ chainId, minimumDifficulty: 1n });
      commons.set(chainId, c);
    }
    return c;
  };
  const [a, b] = node.config.devAccounts;
  world.accounts = node.config.devAccounts.map((d) => d.address.toString());
  // a token contract with a transfer: blocks with transactions, receipts and logs to find
  const deployHash = await rpc<string>(node.url, "eth_sendRawTransaction", [
    signed1559(common, a.privateKey, {
      nonce: 0n,
      data: hexToBytes(deployData("Token", ["T", "T", 1000n]) as `0x${string}`),
      gasLimit: 3_000_000n,
    }),
  ]);
  const receipt = await rpc<{ contractAddress: string }>(node.url, "eth_getTransactionReceipt", [deployHash]);
  world.contracts = [receipt.contractAddress];
  const { Interface } = await import("ethers");
  const transfer = new Interface(["function transfer(address,uint256)"]).encodeFunctionData("transfer", [
    b.address.toString(),
    10n,
  ]);
  world.txHashes = [deployHash];
  world.txHashes.push(
    await rpc<string>(node.url, "eth_sendRawTransaction", [
      signed1559(common, a.privateKey, {
        nonce: 1n,
        to: hexToBytes(receipt.contractAddress as `0x${string}`),
        data: hexToBytes(transfer as `0x${string}`),
        gasLimit: 100_000n,
      }),
    ]),
    await rpc<string>(node.url, "eth_sendRawTransaction", [
      signed1559(common, b.privateKey, { nonce: 0n, to: a.address.bytes, value: 5n * GWEI }),
    ]),
  );
  world.head = Number(BigInt(await rpc<string>(node.url, "eth_blockNumber")));
  for (let n = 0; n <= world.head; n++) {
    world.blockHashes.push(
      (await rpc<{ hash: string }>(node.url, "eth_getBlockByNumber", [`0x${n.toString(16)}`, false])).hash,
    );
  }
  world.filterIds = [
    await rpc<string>(node.url, "eth_newFilter", [{ fromBlock: "earliest" }]),
    await rpc<string>(node.url, "eth_newBlockFilter"),
  ];
  ws = new WebSocket(node.wsUrl);
  ws.on("message", (data) => {
    const text = String(data);
    const id = (JSON.parse(text) as { id?: unknown }).id;
    if (typeof id === "number") wsWaiters.get(id)?.(text);
  });
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
}, 120_000);

afterAll(async () => {
  process.off("warning", onWarning);
  ws?.close();
  await node?.close();
  const codes = [...stats.errors].sort((x, y) => y[1] - x[1]).map(([c, n]) => `${c}: ${n}`);
  console.log(
    `FIGURES fuzz: ${stats.cases} cases over ${methods.size} methods (seed ${SEED}), ` +
      `${stats.requests} requests (${stats.results} results; errors ${codes.join(", ")}); ` +
      `mutations ${[...stats.byHow].map(([k, v]) => `${k} ${v}`).join(", ")}`,
  );
  if (stats.specGaps.size > 0)
    console.log(
      `SPEC GAPS (declared code, condition documented only elsewhere): ${[...stats.specGaps].map(([k, n]) => `${k} (${n})`).join("; ")}`,
    );
});

// ---- the properties ---------------------------------------------------------------------------------

const transport = fc.constantFrom("http" as const, "ws" as const);
/**
 * Dev methods that take the chain back (a revert to a snapshot taken by the fuzzer's evm_snapshot
 * cases, a reset to genesis) would take the world the other methods are biased toward with them: they
 * are fuzzed last, on their own, and stay out of the random batches.
 */
const REWINDS = /^(evm_revert|anvil_revert|hardhat_reset|anvil_reset|anvil_reorg|anvil_rollback)$/;
const specs = [...methods.values()].sort(
  (a, b) => Number(REWINDS.test(a.name)) - Number(REWINDS.test(b.name)),
);
/**
 * Dev methods that change the world the others are biased toward (state edits on its accounts, code on
 * a sender, a base fee no later transaction can pay, impersonated sends, dropped pool transactions): each case runs inside a snapshot it
 * reverts, and they stay out of the random batches.
 */
const WORLD_EDITS =
  /^(hardhat|anvil)_(setBalance|setCode|setNonce|setStorageAt|setNextBlockBaseFeePerGas|setMinGasPrice|loadState|impersonateAccount|stopImpersonatingAccount|autoImpersonateAccount|dropTransaction|dropAllTransactions|addBalance|dealERC20|setERC20Balance|setERC20Allowance|setChainId|removePoolTransactions|setTime|setLoggingEnabled)$|^evm_setAccount|^evm_setTime$|^eth_sendUnsignedTransaction$/;
const batchable = specs.filter((s) => !REWINDS.test(s.name) && !WORLD_EDITS.test(s.name));
async function undone<T>(name: string, fn: () => Promise<T>): Promise<T> {
  if (!WORLD_EDITS.test(name)) return fn();
  const id = await rpc<string>(node.url, "evm_snapshot");
  try {
    return await fn();
  } finally {
    await rpc(node.url, "evm_revert", [id]);
  }
}

describe("fuzzing every method of openrpc.json", () => {
  it("covers every method of the spec with arbitraries (no schema the fuzzer cannot generate)", () => {
    expect(specs.map((s) => s.name).sort()).toEqual(doc.methods.map((m) => m.name).sort());
    for (const spec of specs) expect(() => validParams(spec.name)).not.toThrow();
  });

  describe.each(specs.map((s) => [s.name, s] as const))("%s", (name, spec) => {
    it("answers generated valid params with a schema-valid result or a declared error", async () => {
      await fc.assert(
        fc.asyncProperty(validParams(name), transport, async (params, t) => {
          // the generator and the generated validator agree on what the schema allows
          expect(spec.validateParams(JSON.parse(JSON.stringify(params)))).toBeNull();
          await undone(name, () => exercise(spec, { paramsJson: JSON.stringify(params), how: "valid" }, t));
        }),
        { numRuns: VALID_RUNS, seed: SEED, endOnFailure: true },
      );
    });

    it("answers mutated params with -32602 (the validator's message) or as valid ones, never 500, a stack or a hang", async () => {
      await fc.assert(
        fc.asyncProperty(mutatedCase(name), transport, (c, t) => undone(name, () => exercise(spec, c, t))),
        { numRuns: MUTATED_RUNS, seed: SEED, endOnFailure: true },
      );
    });
  });

  it("answers random batches of valid and mutated calls element by element, in order", async () => {
    const element = fc.constantFrom(...batchable).chain((spec) =>
      fc
        .oneof(
          validParams(spec.name).map((p): Case => ({ paramsJson: JSON.stringify(p), how: "valid" })),
          mutatedCase(spec.name),
        )
        .map((c) => ({ spec, c })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(element, { minLength: 1, maxLength: 25 }), transport, async (elements, t) => {
        const first = nextId;
        nextId += elements.length;
        const body = `[${elements
          .map(
            ({ spec, c }, i) =>
              `{"jsonrpc":"2.0","id":${first + i},"method":${JSON.stringify(spec.name)},"params":${c.paramsJson}}`,
          )
          .join(",")}]`;
        stats.requests++;
        const text =
          t === "http"
            ? (await postRaw(node.url, body, REQUEST_DEADLINE_MS)).text
            : await new Promise<string>((resolve, reject) => {
                const timer = setTimeout(() => reject(new RpcHang("batch hung")), REQUEST_DEADLINE_MS);
                const onMessage = (data: WebSocket.RawData) => {
                  const s = String(data);
                  if (s.startsWith("[")) {
                    clearTimeout(timer);
                    ws.off("message", onMessage);
                    resolve(s);
                  }
                };
                ws.on("message", onMessage);
                ws.send(body);
              });
        const answers = JSON.parse(text) as unknown[];
        if (elements.some((e) => e.spec.dev)) await resetDev();
        expect(answers).toHaveLength(elements.length);
        answers.forEach((answer, i) => {
          const { spec, c } = elements[i];
          stats.cases++;
          stats.byHow.set(`batch-${c.how}`, (stats.byHow.get(`batch-${c.how}`) ?? 0) + 1);
          const verdict = judge(spec, c.paramsJson, answer, first + i);
          if (verdict !== null) throw new Error(`batch element ${i} ${spec.name} (${c.how}): ${verdict}`);
        });
      }),
      { numRuns: BATCH_RUNS, seed: SEED, endOnFailure: true },
    );
  });

  it("still answers afterwards, with no process warning (the miner and the pool never failed)", async () => {
    // a reset or revert case (fuzzed last) may have taken the head back: the node must still mine on
    const head = BigInt(await rpc<string>(node.url, "eth_blockNumber"));
    const [, , c] = node.config.devAccounts;
    const nonce = BigInt(
      await rpc<string>(node.url, "eth_getTransactionCount", [c.address.toString(), "latest"]),
    );
    await rpc(node.url, "eth_sendRawTransaction", [
      signed1559(node.chain.chain.common, c.privateKey, { nonce, to: c.address.bytes, value: 1n }),
    ]);
    expect(BigInt(await rpc<string>(node.url, "eth_blockNumber"))).toBe(head + 1n);
    expect((await call(node.url, "eth_chainId")).result).toBe("0x539");
    expect(warnings).toEqual([]);
  });
});

describe("what the fuzzer found (fixed; kept as plain regressions, independent of the seed)", () => {
  const from = () => world.accounts[1];
  const eoa = () => world.accounts[2];
  const answer = async (method: string, params: unknown[]) => {
    const a = await call(node.url, method, params);
    return a.error ? { code: a.error.code, message: a.error.message } : { result: a.result };
  };

  it("eth_call / eth_estimateGas with a tip above the fee cap: -32000 (was -32603 internal error)", async () => {
    const tx = { from: from(), to: eoa(), maxFeePerGas: "0x10", maxPriorityFeePerGas: "0x20" };
    for (const method of ["eth_call", "eth_estimateGas"]) {
      expect(await answer(method, [tx, "latest"])).toEqual({
        code: -32000,
        message: "max priority fee per gas higher than max fee per gas",
      });
    }
  });

  it("eth_call whose gas * price overflows 256 bits: insufficient funds (was -32603 internal error)", async () => {
    const tx = { from: from(), to: eoa(), gas: "0x5208", gasPrice: `0x${"f".repeat(64)}` };
    expect(await answer("eth_call", [tx, "latest"])).toMatchObject({
      code: -32000,
      message: expect.stringMatching(/^insufficient funds for gas \* price \+ value: /),
    });
  });

  it("a fee cap below the base fee: the declared message, no EthereumJS context (was '... (vm hf=grayGlacier ->')", async () => {
    const tx = { from: from(), to: eoa(), maxFeePerGas: "0x1" };
    for (const method of ["eth_call", "eth_estimateGas"]) {
      const a = await answer(method, [tx, "latest"]);
      expect(a).toMatchObject({ code: -32000 });
      expect((a as { message: string }).message).toMatch(
        /^max fee per gas less than block base fee: maxFeePerGas: 1, baseFee: \d+$/,
      );
    }
  });

  it("gas below the intrinsic gas: eth_call says so, eth_estimateGas says the allowance is exceeded (as geth)", async () => {
    const tx = { from: from(), to: eoa(), gas: "0x1" };
    expect(await answer("eth_call", [tx, "latest"])).toEqual({
      code: -32000,
      message: "intrinsic gas too low: gas 1, minimum needed 21000",
    });
    expect(await answer("eth_estimateGas", [{ ...tx, data: "0x00" }])).toEqual({
      code: -32000,
      message: "gas required exceeds allowance (1)",
    });
  });

  it("eth_estimateGas of a transfer to an account without code that carries an access list: its real cost, not an error", async () => {
    const accessList = [{ address: eoa(), storageKeys: [`0x${"00".repeat(32)}`] }];
    // 21000 + 2400 per address + 1900 per storage key, within the search's 1.5% (as geth)
    const { result } = (await answer("eth_estimateGas", [{ from: from(), to: eoa(), accessList }])) as {
      result: string;
    };
    expect(Number(result)).toBeGreaterThanOrEqual(25_300);
    expect(Number(result)).toBeLessThanOrEqual(25_300 * 1.015);
    expect(await answer("eth_estimateGas", [{ from: from(), to: eoa() }])).toEqual({ result: "0x5208" });
  });

  it("a call object whose chainId is not the node's: -32602 (as the spec's TransactionArgs states; was ignored)", async () => {
    for (const method of ["eth_call", "eth_estimateGas"]) {
      expect(await answer(method, [{ from: from(), to: eoa(), chainId: "0x1" }, "latest"])).toEqual({
        code: -32602,
        message: "chainId does not match node's",
      });
      expect(await answer(method, [{ from: from(), to: eoa(), chainId: "0x539" }, "latest"])).toHaveProperty(
        "result",
      );
    }
  });
});
