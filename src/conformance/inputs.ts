/**
 * Inputs for every method of openrpc.json, built from its param schemas and names: a small table
 * of known-good values per schema name (filled from live chain data), a structural fallback for
 * schemas the table does not name (enums, booleans, numbers, arrays, objects), and last the
 * method's own example. A method added to the spec gets inputs with no change here as long as its
 * params use known schemas; otherwise its check names the param that needs a table entry.
 */
import { addressTopic, eventTopic, type Hex } from "./abi.js";
import { show } from "./check.js";
import type { Live } from "./live.js";

export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  /** one schema for every element, or a tuple's (draft-07 `items` as a list, or `prefixItems`) */
  readonly items?: JsonSchema | readonly JsonSchema[];
  readonly prefixItems?: readonly JsonSchema[];
  readonly minimum?: number;
  readonly maximum?: number;
}

export interface OpenRpcParam {
  readonly name: string;
  readonly required?: boolean;
  readonly schema: JsonSchema;
}

export interface OpenRpcMethod {
  readonly name: string;
  readonly params: readonly OpenRpcParam[];
  readonly examples?: readonly { readonly params?: readonly { name: string; value: unknown }[] }[];
}

export interface OpenRpcDocument {
  readonly methods: readonly OpenRpcMethod[];
  readonly components?: { readonly schemas?: Readonly<Record<string, JsonSchema>> };
}

/** What the providers may use besides live data. */
export interface InputEnv {
  readonly live: Live;
  /** a fresh filter id from the endpoint (eth_newFilter / eth_newBlockFilter), if it serves them */
  newFilterId(kind: "log" | "block"): Promise<unknown>;
  /** a signed transaction of the --key account, ready to send; absent without --key */
  readonly signedTransaction?: () => Promise<Hex>;
}

type Provider = (param: OpenRpcParam, env: InputEnv) => Promise<unknown[]> | unknown[];

const TRANSFER = eventTopic("Transfer(address,address,uint256)");
const ZERO32 = `0x${"00".repeat(32)}`;
const SOME32 = `0x${"5a".repeat(32)}`;

function present<T>(values: readonly (T | undefined | null)[]): T[] {
  const out: T[] = [];
  for (const v of values)
    if (v !== undefined && v !== null && !out.some((o) => show(o) === show(v))) out.push(v);
  return out;
}

function logFilters(live: Live): unknown[] {
  const block = live.logBlock ?? live.latest;
  const token = live.fixtures?.token;
  return present([
    { fromBlock: block.number, toBlock: block.number },
    { blockHash: block.hash },
    token && {
      fromBlock: "earliest",
      toBlock: "latest",
      address: token,
      topics: [TRANSFER, addressTopic(live.account)],
    },
    { address: [live.account, live.other], topics: [null, [SOME32, ZERO32]] },
  ]);
}

/** Known-good values by schema name; the param name picks among kinds of the same schema. */
export const KNOWN_VALUES: Readonly<Record<string, Provider>> = {
  AddressInput: (_p, { live }) => present([live.account, live.contract]),
  BlockParameter: (_p, { live }) =>
    present(["latest", live.txBlock?.number, live.uncleBlock?.number, "earliest", "pending", "safe"]),
  BlockParameterOrHash: (_p, { live }) =>
    present([
      "latest",
      live.txBlock?.number,
      "earliest",
      "pending",
      "finalized",
      live.latest.hash,
      { blockHash: live.latest.hash, requireCanonical: true },
      { blockNumber: live.latest.number },
    ]),
  Hash32Input: (p, { live }) => {
    if (/transaction/i.test(p.name)) return present([live.tx?.hash, SOME32]);
    if (/block/i.test(p.name))
      return present([live.txBlock?.hash, live.uncleBlock?.hash, live.latest.hash, SOME32]);
    return [SOME32];
  },
  Uint64Input: (p) => (/index/i.test(p.name) ? ["0x0", "0x1"] : ["0x2"]),
  QuantityInput: () => ["0x1"],
  StorageSlotInput: () => ["0x0", "0x2"],
  StorageKeyInput: () => ["0x0", ZERO32],
  Bytes8Input: () => ["0x0000000000000042"],
  // a sync send's wait (EIP-7966): short, on an endpoint that may mine nothing (see ALWAYS_SENT)
  SyncTimeout: () => [1000],
  DataInput: async (p, env) => {
    if (p.name === "transaction") return env.signedTransaction ? [await env.signedTransaction()] : [];
    return ["0x68656c6c6f", "0x"];
  },
  CallObject: (_p, { live }) => [
    { from: live.account, to: live.contract ?? live.other, data: live.callData },
    { to: live.contract ?? live.other, data: live.callData },
  ],
  TransactionArgs: (_p, { live }) => [
    { from: live.account, to: live.contract ?? live.other, data: live.callData },
    { from: live.account, to: live.other, value: "0x1" },
  ],
  Filter: (_p, { live }) => logFilters(live),
  LogSubscriptionFilter: (_p, { live }) => [live.contract ? { address: live.contract } : {}],
  // "logs" first: the optional filter param is only valid with it.
  SubscriptionType: () => ["logs", "newHeads", "newPendingTransactions"],
  FilterIdInput: async (_p, env) => present([await env.newFilterId("log"), await env.newFilterId("block")]),
};

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf("/") + 1);
}

function typesOf(schema: JsonSchema): readonly string[] {
  return schema.type === undefined ? [] : typeof schema.type === "string" ? [schema.type] : schema.type;
}

/** Values for a schema: the table, else its structure. [] when nothing could be built. */
async function valuesFor(
  schema: JsonSchema,
  param: OpenRpcParam,
  env: InputEnv,
  doc: OpenRpcDocument,
  depth = 0,
): Promise<unknown[]> {
  if (depth > 8) return [];
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const known = KNOWN_VALUES[name];
    if (known) return known(param, env);
    const target = doc.components?.schemas?.[name];
    return target ? valuesFor(target, param, env, doc, depth + 1) : [];
  }
  if (schema.const !== undefined) return [schema.const];
  if (schema.enum) return [...schema.enum];
  for (const alternatives of [schema.anyOf, schema.oneOf]) {
    if (!alternatives) continue;
    const out: unknown[] = [];
    for (const s of alternatives) out.push(...(await valuesFor(s, param, env, doc, depth + 1)));
    return present(out);
  }
  if (schema.allOf?.length) return valuesFor(schema.allOf[0], param, env, doc, depth + 1);
  const types = typesOf(schema);
  if (types.includes("boolean")) return [false, true];
  if (types.includes("integer") || types.includes("number")) {
    const lo = schema.minimum ?? 0;
    const hi = schema.maximum ?? lo + 100;
    const values = [lo + (hi - lo) / 4, lo + ((hi - lo) * 3) / 4];
    return types.includes("integer") ? present(values.map(Math.ceil)) : values;
  }
  if (types.includes("array")) {
    const tuple = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : undefined);
    if (tuple) {
      // a tuple (trace_callMany's [call, trace types]): one value per position, or none at all
      const value: unknown[] = [];
      for (const position of tuple) {
        const candidates = await valuesFor(position, param, env, doc, depth + 1);
        if (candidates.length === 0) return [];
        value.push(candidates[0]);
      }
      return [value];
    }
    const element = schema.items as JsonSchema | undefined;
    const items = element ? await valuesFor(element, param, env, doc, depth + 1) : [];
    return [items.slice(0, 2)];
  }
  if (types.includes("object") && schema.properties) {
    const value: Record<string, unknown> = {};
    for (const key of schema.required ?? []) {
      const prop = schema.properties[key];
      const candidates = prop ? await valuesFor(prop, { ...param, name: key }, env, doc, depth + 1) : [];
      if (candidates.length === 0) return [];
      value[key] = candidates[0];
    }
    return [value];
  }
  if (types.includes("null")) return [null];
  return [];
}

function exampleValue(method: OpenRpcMethod, name: string): unknown[] {
  for (const example of method.examples ?? []) {
    const p = example.params?.find((x) => x.name === name);
    if (p) return [p.value];
  }
  return [];
}

export interface Cases {
  readonly cases: readonly (readonly unknown[])[];
  /** params no value could be built for, worded for a FAIL line */
  readonly missing: readonly string[];
}

/**
 * Optional params every call sends, as if required: without a timeout a sync send waits the
 * endpoint's default (20 s on geth and powgate) for a block that a node not mining never makes,
 * longer than this tool waits for an answer.
 */
const ALWAYS_SENT = new Set(["SyncTimeout"]);

function alwaysSent(param: OpenRpcParam): boolean {
  return (
    param.required === true ||
    (param.schema.$ref !== undefined && ALWAYS_SENT.has(refName(param.schema.$ref)))
  );
}

/** The most calls one method gets. */
export const MAX_CASES = 10;

/**
 * Calls for one method: the first value of every required (or always sent) param, then each other value of one
 * required param at a time, then the optional params added one by one (each with its values).
 */
export async function buildCases(method: OpenRpcMethod, doc: OpenRpcDocument, env: InputEnv): Promise<Cases> {
  const candidates: unknown[][] = [];
  const missing: string[] = [];
  for (const param of method.params) {
    let values = await valuesFor(param.schema, param, env, doc);
    if (values.length === 0) values = exampleValue(method, param.name);
    if (values.length === 0 && alwaysSent(param))
      missing.push(`${param.name} (${describeSchema(param.schema)})`);
    candidates.push(values);
  }
  if (missing.length > 0) return { cases: [], missing };
  const required = method.params.filter(alwaysSent).length;
  const base = candidates.slice(0, required).map((c) => c[0]);
  const cases: unknown[][] = [base];
  for (let i = 0; i < required; i++)
    for (const v of candidates[i].slice(1)) cases.push(base.map((b, j) => (j === i ? v : b)));
  const full = [...base];
  for (let i = required; i < method.params.length && candidates[i].length > 0; i++) {
    for (const v of candidates[i]) cases.push([...full, v]);
    full.push(candidates[i][0]);
  }
  return { cases: cases.slice(0, MAX_CASES), missing };
}

export function describeSchema(schema: JsonSchema): string {
  return schema.$ref ? refName(schema.$ref) : show(schema, 80);
}
