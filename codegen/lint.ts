// Our own rules on top of the OpenRPC meta-schema: what the generated code and the docs rely on.
import type { ValidateFunction } from "ajv";
import { isRef, type Json, type OpenRpcDocument } from "./document.js";
import { buildModel, METHOD_NAME_RULE, type Model, splitMethodName } from "./model.js";

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const COMPONENT_KEY = /^[A-Z][A-Za-z0-9]*$/;

/** Every `$ref` anywhere in the document, with where it was found. */
function* refs(node: Json | object, where: string): Generator<[string, string]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* refs(item, `${where}[${i}]`);
  } else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") yield [value, where];
      // Example values are data, not schema: a "$ref" inside one is not a reference.
      else if (key !== "value") yield* refs(value as Json, `${where}.${key}`);
    }
  }
}

function resolves(doc: OpenRpcDocument, ref: string): boolean {
  const m = /^#\/components\/([A-Za-z]+)\/([^/]+)$/.exec(ref);
  const group = m
    ? (doc.components as Record<string, Record<string, unknown> | undefined> | undefined)?.[m[1]!]
    : undefined;
  return group !== undefined && Object.hasOwn(group, m![2]!);
}

/** Structural rules that must hold before a model can be built. */
export function lintStructure(doc: OpenRpcDocument): string[] {
  const problems: string[] = [];
  for (const [ref, where] of refs(doc, "$")) {
    if (!resolves(doc, ref)) problems.push(`${where}: $ref ${ref} does not resolve`);
  }
  const seen = new Set<string>();
  for (const m of doc.methods) {
    if (seen.has(m.name)) problems.push(`${m.name}: defined twice`);
    seen.add(m.name);
    if (splitMethodName(m.name) === null) {
      problems.push(`${m.name}: name must be ${METHOD_NAME_RULE}`);
    }
    for (const e of m.errors ?? []) {
      if (!isRef(e)) problems.push(`${m.name}: errors must be $refs into components.errors`);
    }
  }
  for (const group of ["schemas", "errors", "examples"] as const) {
    for (const key of Object.keys(doc.components?.[group] ?? {})) {
      if (!COMPONENT_KEY.test(key)) problems.push(`components.${group}.${key}: key must be PascalCase`);
    }
  }
  const messages = new Set<string>();
  for (const [key, e] of Object.entries(doc.components?.errors ?? {})) {
    const id = `${e.code} ${e.message}`;
    if (messages.has(id)) problems.push(`components.errors.${key}: same code and message as another entry`);
    messages.add(id);
  }
  return problems;
}

export interface ExampleValidators {
  readonly params: (methodName: string) => ValidateFunction;
  readonly result: (methodName: string) => ValidateFunction;
}

const ajvMessage = (fn: ValidateFunction): string =>
  (fn.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`).join("; ");

/** Rules on methods, including that every example validates against the compiled validators. */
export function lintMethods(model: Model, validators: ExampleValidators): string[] {
  const problems: string[] = lintSubscription(model);
  for (const m of model.methods) {
    const at = (what: string) => (p: string) => problems.push(`${m.name}: ${what}${p}`);
    if (m.summary.trim() === "") at("")("summary is missing");
    if (m.description.trim() === "") at("")("description is missing");
    const names = m.params.map((p) => p.name);
    for (const name of names) if (!IDENTIFIER.test(name)) at("")(`param name "${name}" is not an identifier`);
    if (new Set(names).size !== names.length) at("")("param names are not unique");
    if (m.params.slice(m.requiredParams).some((p) => p.required === true)) {
      at("")("required params must come before optional ones");
    }
    if (m.examples.length === 0) at("")("needs at least one example");
    for (const ex of m.examples) {
      const label = at(`example "${ex.name}": `);
      const exNames = ex.params.map((p) => p.name);
      if (exNames.some((n, i) => n !== names[i]))
        label(`param names ${exNames.join(",")} do not match ${names.join(",")}`);
      const params = ex.params.map((p) => p.value);
      const vp = validators.params(m.name);
      if (!vp(params)) label(`params do not validate: ${ajvMessage(vp)}`);
      if (!("result" in ex)) label("has no result");
      else {
        const vr = validators.result(m.name);
        if (!vr(ex.result)) label(`result does not validate: ${ajvMessage(vr)}`);
      }
    }
  }
  return problems;
}

/**
 * x-subscription: the unsubscribe method exists, and its kinds are exactly the values the
 * subscribing method's first param allows (an enum, directly or behind a $ref), each with a $ref.
 */
export function lintSubscription(model: Model): string[] {
  const sub = model.subscription;
  if (sub === null) return [];
  const at = `${sub.method}: x-subscription`;
  const problems: string[] = [];
  if (!model.methods.some((m) => m.name === sub.unsubscribe))
    problems.push(`${at}: unsubscribe method ${sub.unsubscribe} is not in the document`);
  const method = model.methods.find((m) => m.name === sub.method)!;
  let schema = method.params[0]?.schema as { $ref?: string; enum?: Json[] } | undefined;
  if (typeof schema?.$ref === "string")
    schema = model.schemas[schema.$ref.slice(schema.$ref.lastIndexOf("/") + 1)] as typeof schema;
  const kinds = Array.isArray(schema?.enum) ? schema.enum.map(String) : null;
  const given = sub.results.map((r) => r.kind);
  if (kinds === null) problems.push(`${at}: the first param must be an enum of kinds`);
  else if (kinds.join() !== given.join())
    problems.push(`${at}: results name ${given.join(", ")}, the first param allows ${kinds.join(", ")}`);
  return problems;
}

/** Lint before building the model; throws listing every problem. */
export function checkedModel(doc: OpenRpcDocument): Model {
  const problems = lintStructure(doc);
  if (problems.length > 0) throw new Error(`openrpc lint:\n  ${problems.join("\n  ")}`);
  return buildModel(doc);
}
