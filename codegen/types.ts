// generated/types.ts: wire types from components.schemas (json-schema-to-typescript, one type per
// schema key), then per method a labelled params tuple, a result type and the RpcMethods map.
import { compile } from "json-schema-to-typescript";
import type { Json, JsonSchema } from "./document.js";
import type { MethodModel, Model } from "./model.js";
import { toDefinitionRefs } from "./validators.js";

type Obj = { [key: string]: Json };
// biome-ignore lint/suspicious/noTemplateCurlyInString: a TypeScript template literal type, as text
const HEX_TYPE = "`0x${string}`";
const ROOT = "PowgateWireTypesRoot";

const refName = (ref: string): string => ref.slice(ref.lastIndexOf("/") + 1);
const isObj = (x: Json | undefined): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);

/**
 * Prepares a schema for json-schema-to-typescript: hex patterns become `0x${string}`, nested
 * titles are dropped (only component keys name types), and the two refinement forms the spec
 * uses, allOf [$ref X, {required}] and allOf [$ref X, {not: {required}}], become Pick/Omit of X.
 */
function forTypes(node: Json, top: boolean): Json {
  if (Array.isArray(node)) return node.map((n) => forTypes(n, false));
  if (!isObj(node)) return node;
  // {$ref, description}: keep the referenced type's name and the description as property JSDoc
  // (json-schema-to-typescript would declare a numbered copy of the type otherwise).
  if (typeof node.$ref === "string" && Object.keys(node).length > 1) {
    return {
      tsType: refName(node.$ref),
      ...(node.description === undefined ? {} : { description: node.description }),
    };
  }
  const out: Obj = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "title" && !top) continue;
    out[key] = key === "properties" && isObj(value) ? mapValues(value) : forTypes(value, false);
  }
  if (node.type === "string" && typeof node.pattern === "string" && node.pattern.startsWith("^0x")) {
    out.tsType = HEX_TYPE;
  }
  const refined = refinement(node);
  if (refined !== null) out.tsType = refined;
  return out;
}

function mapValues(props: Obj): Obj {
  const out: Obj = {};
  for (const [name, schema] of Object.entries(props)) out[name] = forTypes(schema, false);
  return out;
}

function refinement(node: Obj): string | null {
  const all = node.allOf;
  if (!Array.isArray(all) || all.length !== 2) return null;
  const [base, extra] = all;
  if (!isObj(base) || typeof base.$ref !== "string" || !isObj(extra) || Object.keys(extra).length !== 1)
    return null;
  const name = refName(base.$ref);
  const keys = (list: Json | undefined) =>
    Array.isArray(list) ? list.map((k) => JSON.stringify(k)).join(" | ") : null;
  const required = keys(extra.required);
  if (required !== null) return `${name} & Required<Pick<${name}, ${required}>>`;
  const omitted = isObj(extra.not) ? keys(extra.not.required) : null;
  return omitted === null ? null : `Omit<${name}, ${omitted}>`;
}

/** TS type of an inline method param/result schema; anything not trivial belongs in components. */
export function inlineType(schema: JsonSchema, where: string): string {
  if (schema === true || (isObj(schema) && Object.keys(schema).every((k) => k === "description")))
    return "unknown";
  if (!isObj(schema)) throw new Error(`${where}: unsupported schema`);
  if (typeof schema.$ref === "string") return refName(schema.$ref);
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union))
    return union.map((s, i) => inlineType(s as JsonSchema, `${where}.anyOf[${i}]`)).join(" | ");
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  switch (schema.type) {
    case "boolean":
    case "null":
      return schema.type;
    case "number":
    case "integer":
      return "number";
    case "string":
      return typeof schema.pattern === "string" && schema.pattern.startsWith("^0x") ? HEX_TYPE : "string";
    case "array": {
      if (schema.items === undefined) return "unknown[]";
      if (Array.isArray(schema.items)) break;
      const item = inlineType(schema.items as JsonSchema, `${where}.items`);
      return /[|&\s]/.test(item) ? `(${item})[]` : `${item}[]`;
    }
    case "object":
      if (schema.properties === undefined) return "Record<string, unknown>";
  }
  throw new Error(
    `${where}: inline schema too complex for a method param/result; move it to components.schemas`,
  );
}

function jsdoc(text: string, indent = ""): string {
  if (text === "") return "";
  const lines = text.replace(/\*\//g, "*\\/").split("\n");
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`.trimEnd()).join("\n")}\n${indent} */\n`;
}

export const paramsType = (m: MethodModel): string => `${m.typeName}Params`;
export const resultType = (m: MethodModel): string => `${m.typeName}Result`;

function methodTypes(m: MethodModel): string {
  const params = m.params.map((p, i) => {
    const optional = i >= m.requiredParams ? "?" : "";
    return `${p.name}${optional}: ${inlineType(p.schema, `${m.name} param ${p.name}`)}`;
  });
  return [
    jsdoc(`Params of ${m.name}: ${m.summary}`),
    `export type ${paramsType(m)} = [${params.join(", ")}];\n`,
    jsdoc(`Result of ${m.name}${m.result.description ? `: ${m.result.description}` : ""}`),
    `export type ${resultType(m)} = ${inlineType(m.result.schema, `${m.name} result`)};\n`,
  ].join("");
}

/** Strips json-schema-to-typescript's "referenced by" notes and the empty root interface. */
function tidy(ts: string): string {
  return ts
    .replace(
      /^ \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "\w+".\n/gm,
      "",
    )
    .replace(/^ \*\n \*\/$/gm, " */")
    .replace(/^\/\*\*\n \*\/\n/gm, "")
    .replace(new RegExp(`^export interface ${ROOT} \\{\\}\n`, "m"), "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export async function emitTypes(model: Model): Promise<string> {
  const definitions: Obj = {};
  for (const [name, schema] of Object.entries(model.schemas)) {
    const prepared = forTypes(toDefinitionRefs(schema) as Json, true);
    definitions[name] = isObj(prepared) ? { ...prepared, title: name } : prepared;
  }
  const root = { title: ROOT, type: "object", additionalProperties: false, properties: {}, definitions };
  const wire = await compile(root as never, ROOT, {
    bannerComment: "",
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    // Closed TS object types (excess-property checks for callers); the validators stay as
    // lenient as the schemas say.
    additionalProperties: false,
    maxItems: -1,
    strictIndexSignatures: true,
    format: true,
    style: { printWidth: 110, semi: true, singleQuote: false, trailingComma: "all", tabWidth: 2 },
  });
  const methodMap = model.methods
    .map((m) => `  ${JSON.stringify(m.name)}: { params: ${paramsType(m)}; result: ${resultType(m)} };`)
    .join("\n");
  return [
    "// Wire types: one per components.schemas key.\n",
    tidy(wire),
    "\n\n// Per method: params as a labelled tuple (optional params marked `?`) and the result.\n\n",
    model.methods
      .filter((m) => m.aliasOf === undefined)
      .map(methodTypes)
      .join("\n"),
    "\n/** Every method with its params tuple and result type. */\n",
    `export interface RpcMethods {\n${methodMap}\n}\n\n`,
    "export type RpcMethodName = keyof RpcMethods;\n",
    subscriptionTypes(model),
  ].join("");
}

/** Each subscription kind's notification value (x-subscription), for the client's `subscribe`. */
function subscriptionTypes(model: Model): string {
  const sub = model.subscription;
  if (sub === null) return "";
  const members = sub.results.map((r) => `  ${JSON.stringify(r.kind)}: ${r.type};`).join("\n");
  return [
    `\n/** What each kind of ${sub.method} subscription notifies (${sub.notification}'s \`result\`). */\n`,
    `export interface SubscriptionResults {\n${members}\n}\n\n`,
    "export type SubscriptionKind = keyof SubscriptionResults;\n",
  ].join("");
}
