// generated/validators.js (+ .d.ts): Ajv 8 standalone ESM, one params validator (the tuple) and
// one result validator per method, precompiled so the server compiles no schema at start-up.
import { Ajv, type ValidateFunction } from "ajv";
import standalone from "ajv/dist/standalone/index.js";
import type { Json, JsonSchema } from "./document.js";
import type { MethodModel, Model } from "./model.js";
import { stableNames } from "./stable-names.js";

const SCHEMA_REF = "#/components/schemas/";
const ROOT_ID = "powgate";

/** Copy of a document schema with `#/components/schemas/X` refs turned into `#/definitions/X`. */
export function toDefinitionRefs(schema: JsonSchema): JsonSchema {
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    const out: { [key: string]: Json } = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") {
        if (!value.startsWith(SCHEMA_REF))
          throw new Error(`schema $ref ${value} must point into components.schemas`);
        out[key] = `#/definitions/${value.slice(SCHEMA_REF.length)}`;
      } else {
        out[key] = walk(value);
      }
    }
    return out;
  };
  return walk(schema) as JsonSchema;
}

const ANNOTATIONS = new Set(["title", "description", "examples", "$comment"]);

/** Copy without annotation keywords: they do not affect validation and would bloat the code. */
function withoutAnnotations(node: Json, inProperties = false): Json {
  if (Array.isArray(node)) return node.map((n) => withoutAnnotations(n));
  if (node === null || typeof node !== "object") return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (!inProperties && ANNOTATIONS.has(key)) continue;
    out[key] = withoutAnnotations(value, !inProperties && key === "properties");
  }
  return out;
}

const forAjv = (schema: JsonSchema): JsonSchema =>
  withoutAnnotations(toDefinitionRefs(schema) as Json) as JsonSchema;

/** The params tuple: positional, leading required params, nothing beyond the declared ones. */
export function paramsSchema(method: MethodModel): JsonSchema {
  if (method.params.length === 0) return { type: "array", maxItems: 0 };
  return {
    type: "array",
    items: method.params.map((p) => forAjv(p.schema)) as Json[],
    minItems: method.requiredParams,
    maxItems: method.params.length,
    additionalItems: false,
  };
}

export const paramsExport = (m: MethodModel): string => `params_${m.exportName}`;
export const resultExport = (m: MethodModel): string => `result_${m.exportName}`;

export interface CompiledValidators {
  readonly params: (m: MethodModel) => ValidateFunction;
  readonly result: (m: MethodModel) => ValidateFunction;
  /** Contents of generated/validators.js and generated/validators.d.ts (without header). */
  readonly js: string;
  readonly dts: string;
}

export function compileValidators(model: Model): CompiledValidators {
  const definitions: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(model.schemas)) definitions[name] = forAjv(schema);
  const own = model.methods.filter((m) => m.aliasOf === undefined);
  for (const m of own) {
    definitions[paramsExport(m)] = paramsSchema(m);
    definitions[resultExport(m)] = forAjv(m.result.schema);
  }
  const ajv = new Ajv({
    // strict mode catches misspelt keywords in the spec; these three relaxations are needed for
    // optional tuple items, `required` inside not/anyOf, and refinements without `type`.
    strict: true,
    strictTuples: false,
    strictRequired: false,
    strictTypes: false,
    allErrors: false,
    inlineRefs: false, // one function per schema: 15% less code, no measurable cost
    code: { source: true, esm: true, lines: true },
  });
  ajv.addSchema({ $id: ROOT_ID, definitions }, ROOT_ID);
  const refs: Record<string, string> = {};
  for (const m of own) {
    refs[paramsExport(m)] = `${ROOT_ID}#/definitions/${paramsExport(m)}`;
    refs[resultExport(m)] = `${ROOT_ID}#/definitions/${resultExport(m)}`;
  }
  const get = (name: string): ValidateFunction => {
    const fn = ajv.getSchema(`${ROOT_ID}#/definitions/${name}`);
    if (fn === undefined) throw new Error(`no validator ${name}`);
    return fn;
  };
  // Compile every definition first, so each emitted function can be named after its definition.
  const validatorOf = new Map<string, string>();
  for (const name of Object.keys(definitions)) {
    const source = (get(name) as ValidateFunction & { source?: { validateName: unknown } }).source;
    if (source !== undefined) validatorOf.set(String(source.validateName), name);
  }
  // CommonJS module: its default export is module.exports, which carries `.default` too.
  const numbered = standalone.default(ajv, refs);
  // Keywords such as minLength, uniqueItems or format make Ajv emit require() of its runtime,
  // which an ES module cannot run. Keep them out of the spec (patterns cover lengths).
  const required = /require\("([^"]+)"\)/.exec(numbered);
  if (required !== null) {
    throw new Error(
      `validators need Ajv runtime ${required[1]}; a schema uses a keyword (minLength, maxLength, uniqueItems, format, const/enum of objects) that standalone ESM cannot express`,
    );
  }
  const js = stableNames(numbered.replace(/^"use strict";/, ""), validatorOf);
  const names = Object.keys(refs);
  const dts = [
    "/** One Ajv error (the fields powgate reads). */",
    "export interface ValidationError {",
    "  readonly instancePath: string;",
    "  readonly schemaPath: string;",
    "  readonly keyword: string;",
    "  readonly params: Readonly<Record<string, unknown>>;",
    "  readonly message?: string;",
    "}",
    "/** A standalone Ajv validator: true when valid; otherwise `errors` holds the first error. */",
    "export interface Validator {",
    "  (data: unknown): boolean;",
    "  errors?: ValidationError[] | null;",
    "}",
    ...names.map((n) => `export declare const ${n}: Validator;`),
    "",
  ].join("\n");
  return {
    params: (m) => get(paramsExport(m)),
    result: (m) => get(resultExport(m)),
    js,
    dts,
  };
}
