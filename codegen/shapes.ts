// JSON schema -> Shape (codegen/runtime/explain.ts): the compact description the generated
// validators use to word -32602 messages. Only the keywords below are allowed in the spec, so
// every schema can be explained; anything else fails codegen with the schema's location.

import type { Json, JsonSchema } from "./document.js";
import type { Shape } from "./runtime/explain.js";

const SCHEMA_REF = "#/components/schemas/";

const KNOWN = new Set([
  "$ref",
  "title",
  "description",
  "type",
  "enum",
  "const",
  "pattern",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "items",
  "additionalItems",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
]);

type Obj = { [key: string]: Json };

/** Recognises the hex patterns of the spec: fixed bytes, data, quantity, "1 to N digits". */
export function hexShape(pattern: string): Shape | null {
  const digits = (cls: string) => (cls === "[0-9a-f]" ? true : cls === "[0-9a-fA-F]" ? false : null);
  let m = /^\^0x\((\[0-9a-f(?:A-F)?\])\{2\}\)\*\$$/.exec(pattern);
  if (m) return withCase({ k: "hex", form: "data" }, digits(m[1]!));
  m = /^\^0x(\[0-9a-f(?:A-F)?\])\{(\d+)\}\$$/.exec(pattern);
  if (m && Number(m[2]) % 2 === 0)
    return withCase({ k: "hex", form: "bytes", size: Number(m[2]) / 2 }, digits(m[1]!));
  m = /^\^0x(\[0-9a-f(?:A-F)?\])\{1,(\d+)\}\$$/.exec(pattern);
  if (m && Number(m[2]) % 2 === 0)
    return withCase({ k: "hex", form: "upto", size: Number(m[2]) / 2 }, digits(m[1]!));
  m = /^\^0x\(0\|\[1-9a-f(?:A-F)?\](\[0-9a-f(?:A-F)?\])\{0,(\d+)\}\)\$$/.exec(pattern);
  if (m) return withCase({ k: "hex", form: "quantity", bits: (Number(m[2]) + 1) * 4 }, digits(m[1]!));
  return null;
}

function withCase(shape: Extract<Shape, { k: "hex" }>, lower: boolean | null): Shape | null {
  if (lower === null) return null;
  return lower ? { ...shape, lower: true } : shape;
}

function fail(where: string, why: string): never {
  throw new Error(`${where}: ${why}`);
}

/** Converts one schema; `where` names it in errors ("Filter", "eth_call params[0]"). */
export function toShape(schema: JsonSchema, where: string): Shape {
  if (schema === true) return { k: "any" };
  if (schema === false) fail(where, "false schemas are not supported");
  const s = schema as Obj;
  for (const key of Object.keys(s)) if (!KNOWN.has(key)) fail(where, `keyword "${key}" is not supported`);
  if (typeof s.$ref === "string") {
    if (!s.$ref.startsWith(SCHEMA_REF)) fail(where, `$ref ${s.$ref} must point into components.schemas`);
    return { k: "ref", name: s.$ref.slice(SCHEMA_REF.length) };
  }
  const parts: Shape[] = [];
  const base = baseShape(s, where);
  if (base !== null) parts.push(base);
  for (const key of ["anyOf", "oneOf"] as const) {
    const list = s[key];
    if (Array.isArray(list))
      parts.push({ k: "union", of: list.map((x, i) => toShape(x as JsonSchema, `${where}.${key}[${i}]`)) });
  }
  if (Array.isArray(s.allOf))
    parts.push(...s.allOf.map((x, i) => toShape(x as JsonSchema, `${where}.allOf[${i}]`)));
  if (s.not !== undefined) {
    const { description, ...inner } = s.not as Obj;
    if (typeof description !== "string")
      fail(where, "a `not` schema needs a description: it is the error message");
    parts.push({ k: "not", shape: toShape(inner, `${where}.not`), msg: description });
  }
  if (parts.length === 0) return { k: "any" };
  return parts.length === 1 ? parts[0]! : { k: "all", of: parts };
}

function baseShape(s: Obj, where: string): Shape | null {
  if (Array.isArray(s.type)) fail(where, "type arrays are not supported; use anyOf");
  const type = s.type as string | undefined;
  if (s.const !== undefined) return { k: "enum", values: [s.const as string] };
  if (Array.isArray(s.enum)) return { k: "enum", values: s.enum as (string | number | boolean | null)[] };
  if (type === "string") {
    if (typeof s.pattern !== "string") return { k: "type", t: "string" };
    return hexShape(s.pattern) ?? { k: "pattern", re: s.pattern, what: `string matching ${s.pattern}` };
  }
  if (type === "boolean" || type === "null" || type === "number" || type === "integer") {
    return {
      k: "type",
      t: type,
      ...(typeof s.minimum === "number" ? { min: s.minimum } : {}),
      ...(typeof s.maximum === "number" ? { max: s.maximum } : {}),
    };
  }
  if (type === "array") return arrayShape(s, where);
  if (type === "object" || s.properties !== undefined || s.required !== undefined)
    return objectShape(s, where);
  if (type !== undefined) fail(where, `type ${type} is not supported`);
  return null;
}

function objectShape(s: Obj, where: string): Shape {
  const props: Record<string, Shape> = {};
  for (const [name, prop] of Object.entries((s.properties ?? {}) as Obj)) {
    props[name] = toShape(prop as JsonSchema, `${where}.${name}`);
  }
  // A map (additionalProperties as a schema, propertyNames: txpool_content, state overrides) has
  // no fixed props: each value is explained against `values` (its keys are Ajv's to check).
  let values: Shape | null = null;
  if (s.additionalProperties !== undefined && typeof s.additionalProperties !== "boolean") {
    if (s.properties !== undefined) fail(where, "a map (additionalProperties schema) cannot have properties");
    values = toShape(s.additionalProperties as JsonSchema, `${where}{}`);
  }
  return {
    k: "object",
    typed: s.type === "object",
    props,
    required: (s.required ?? []) as string[],
    closed: s.additionalProperties === false,
    ...(values === null ? {} : { values }),
  };
}

function arrayShape(s: Obj, where: string): Shape {
  const items = s.items;
  return {
    k: "array",
    ...(Array.isArray(items)
      ? { tuple: items.map((x, i) => toShape(x as JsonSchema, `${where}[${i}]`)) }
      : items !== undefined
        ? { items: toShape(items as JsonSchema, `${where}[]`) }
        : {}),
    ...(typeof s.minItems === "number" ? { min: s.minItems } : {}),
    ...(typeof s.maxItems === "number" ? { max: s.maxItems } : {}),
  };
}
