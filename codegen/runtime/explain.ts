// Runtime for generated/methods.ts: turns a failed validation into one short, geth-like reason.
// Ajv (generated/validators.js) decides valid or not; only when it says "invalid" is the value
// walked again here against a compact description of the schema ("shape") to name the field and
// the reason. Codegen copies this file to generated/explain.ts; edit it here.

/** Compact, JSON-serializable description of a JSON schema, emitted by codegen/shapes.ts. */
export type Shape =
  | { readonly k: "any" }
  | { readonly k: "ref"; readonly name: string }
  /** Hex string: fixed `bytes`, variable `data`, `quantity` of at most `bits`, or `upto` bytes. */
  | {
      readonly k: "hex";
      readonly form: "bytes" | "data" | "upto";
      readonly size?: number;
      readonly lower?: true;
    }
  | { readonly k: "hex"; readonly form: "quantity"; readonly bits: number; readonly lower?: true }
  | { readonly k: "pattern"; readonly re: string; readonly what: string }
  | { readonly k: "enum"; readonly values: readonly (string | number | boolean | null)[] }
  | {
      readonly k: "type";
      readonly t: "string" | "boolean" | "number" | "integer" | "null";
      readonly min?: number;
      readonly max?: number;
    }
  | {
      readonly k: "object";
      readonly typed: boolean;
      readonly props: Readonly<Record<string, Shape>>;
      readonly required: readonly string[];
      readonly closed: boolean;
      /** a map's values (additionalProperties as a schema) */
      readonly values?: Shape;
    }
  | {
      readonly k: "array";
      readonly items?: Shape;
      readonly tuple?: readonly Shape[];
      readonly min?: number;
      readonly max?: number;
    }
  | { readonly k: "union"; readonly of: readonly Shape[] }
  | { readonly k: "all"; readonly of: readonly Shape[] }
  | { readonly k: "not"; readonly shape: Shape; readonly msg: string };

export type Shapes = Readonly<Record<string, Shape>>;

/** The standalone Ajv function of generated/validators.js. */
export interface AjvValidate {
  (data: unknown): boolean;
  errors?: readonly { readonly instancePath: string; readonly message?: string }[] | null;
}

interface Problem {
  readonly path: string;
  readonly reason: string;
}

const HEX_BODY = /^[0-9a-fA-F]*$/;

type Resolved = Exclude<Shape, { k: "ref" }>;

function resolve(shapes: Shapes, shape: Shape): Resolved {
  let s = shape;
  while (s.k === "ref") {
    const next = shapes[s.name];
    if (next === undefined) throw new Error(`unknown shape ${s.name}`);
    s = next;
  }
  return s;
}

/** A noun phrase for what the shape accepts: "hex string of 20 bytes", "boolean" ... */
function noun(shapes: Shapes, shape: Shape): string {
  const s = resolve(shapes, shape);
  switch (s.k) {
    case "any":
      return "any value";
    case "hex":
      if (s.form === "bytes") return `hex string of ${s.size} bytes`;
      if (s.form === "upto") return `hex string of at most ${s.size} bytes`;
      return s.form === "quantity" ? "hex number" : "hex string";
    case "pattern":
      return s.what;
    case "enum":
      return s.values.length === 1
        ? JSON.stringify(s.values[0])
        : `one of ${s.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "type":
      return s.t === "integer" ? "integer" : s.t;
    case "object":
      return "object";
    case "array":
      return "array";
    case "union":
      return s.of.map((o) => noun(shapes, o)).join(" or ");
    case "all":
      return s.of.length > 0 ? noun(shapes, s.of[0]!) : "any value";
    case "not":
      return "value";
  }
}

type Family = "string" | "number" | "boolean" | "null" | "array" | "object";

function familyOf(value: unknown): Family {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const t = typeof value;
  return t === "string" || t === "number" || t === "boolean" ? t : "object";
}

/** Which JSON families a shape can accept at all (used to pick the branch of a union). */
function families(shapes: Shapes, shape: Shape): Set<Family> {
  const s = resolve(shapes, shape);
  switch (s.k) {
    case "hex":
    case "pattern":
      return new Set(["string"]);
    case "enum":
      return new Set(s.values.map(familyOf));
    case "type":
      return new Set([s.t === "integer" ? "number" : s.t]);
    case "object":
      return s.typed
        ? new Set(["object"])
        : new Set(["string", "number", "boolean", "null", "array", "object"]);
    case "array":
      return new Set(["array"]);
    case "union":
      return new Set(s.of.flatMap((o) => [...families(shapes, o)]));
    case "all": {
      const sets = s.of.map((o) => families(shapes, o));
      return new Set(sets.length > 0 ? [...sets[0]!].filter((f) => sets.every((x) => x.has(f))) : []);
    }
    default:
      return new Set(["string", "number", "boolean", "null", "array", "object"]);
  }
}

/**
 * Why a string is not the hex the shape wants, in the words and order of geth's hexutil
 * (`hex string without 0x prefix`, `hex string of odd length`, `hex string "0x"`, `hex number with
 * leading zero digits`, `hex number > 64 bits`, `invalid hex string`, and for fixed sizes
 * `hex string has length 38, want 40`, without the Go type name geth appends).
 */
function hexReason(s: Extract<Shape, { k: "hex" }>, value: unknown, what: string): string | null {
  if (typeof value !== "string") return `${what} expected`;
  if (!value.startsWith("0x")) return "hex string without 0x prefix";
  const body = value.slice(2);
  if (s.form === "quantity") {
    if (body.length === 0) return 'hex string "0x"';
    if (body.length > 1 && body[0] === "0") return "hex number with leading zero digits";
    if (body.length * 4 > s.bits) return `hex number > ${s.bits} bits`;
  } else if (s.form === "upto") {
    if (!HEX_BODY.test(body)) return "invalid hex string";
    if (body.length === 0 || body.length > (s.size ?? 0) * 2) return `${what} expected`;
  } else {
    if (body.length % 2 !== 0) return "hex string of odd length";
    if (s.form === "bytes" && body.length !== (s.size ?? 0) * 2)
      return `hex string has length ${body.length}, want ${(s.size ?? 0) * 2}`;
  }
  if (!HEX_BODY.test(body)) return "invalid hex string";
  if (s.lower && /[A-F]/.test(body)) return "hex digits must be lowercase";
  return null;
}

function at(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path === "" ? key : `${path}.${key}`;
}

/** First problem of `value` against `shape`, or null when it conforms. */
export function explain(shapes: Shapes, shape: Shape, value: unknown, path = ""): Problem | null {
  const s = resolve(shapes, shape);
  const fail = (reason: string): Problem => ({ path, reason });
  switch (s.k) {
    case "any":
      return null;
    case "hex": {
      const reason = hexReason(s, value, noun(shapes, s));
      return reason === null ? null : fail(reason);
    }
    case "pattern":
      return typeof value === "string" && new RegExp(s.re, "u").test(value)
        ? null
        : fail(`${s.what} expected`);
    case "enum":
      return s.values.includes(value as string) ? null : fail(`${noun(shapes, s)} expected`);
    case "type":
      return explainType(s, value, fail);
    case "object":
      return explainObject(shapes, s, value, path);
    case "array":
      return explainArray(shapes, s, value, path);
    case "all":
      for (const part of s.of) {
        const p = explain(shapes, part, value, path);
        if (p !== null) return p;
      }
      return null;
    case "not":
      return explain(shapes, s.shape, value, path) === null ? fail(s.msg) : null;
    case "union":
      return explainUnion(shapes, s, value, path);
  }
}

function explainType(
  s: Extract<Shape, { k: "type" }>,
  value: unknown,
  fail: (reason: string) => Problem,
): Problem | null {
  const ok =
    s.t === "null"
      ? value === null
      : s.t === "integer"
        ? Number.isInteger(value)
        : s.t === "number"
          ? typeof value === "number" && Number.isFinite(value)
          : typeof value === s.t;
  if (!ok) return fail(`${s.t} expected`);
  if (
    typeof value === "number" &&
    ((s.min !== undefined && value < s.min) || (s.max !== undefined && value > s.max))
  ) {
    if (s.min !== undefined && s.max !== undefined)
      return fail(`number between ${s.min} and ${s.max} expected`);
    return fail(s.min !== undefined ? `number >= ${s.min} expected` : `number <= ${s.max} expected`);
  }
  return null;
}

function explainObject(
  shapes: Shapes,
  s: Extract<Shape, { k: "object" }>,
  value: unknown,
  path: string,
): Problem | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return s.typed ? { path, reason: "object expected" } : null;
  }
  const obj = value as Record<string, unknown>;
  for (const key of s.required) {
    if (!Object.hasOwn(obj, key)) return { path, reason: `missing required field "${key}"` };
  }
  for (const [key, propShape] of Object.entries(s.props)) {
    if (Object.hasOwn(obj, key)) {
      const p = explain(shapes, propShape, obj[key], at(path, key));
      if (p !== null) return p;
    }
  }
  if (s.closed) {
    const unknown = Object.keys(obj).find((key) => !Object.hasOwn(s.props, key));
    if (unknown !== undefined) return { path, reason: `unknown field "${unknown}"` };
  }
  if (s.values !== undefined)
    for (const [key, entry] of Object.entries(obj)) {
      const p = explain(shapes, s.values, entry, at(path, key));
      if (p !== null) return p;
    }
  return null;
}

function explainArray(
  shapes: Shapes,
  s: Extract<Shape, { k: "array" }>,
  value: unknown,
  path: string,
): Problem | null {
  if (!Array.isArray(value)) return { path, reason: "array expected" };
  if (s.max !== undefined && value.length > s.max)
    return { path, reason: `at most ${s.max} elements expected` };
  if (s.min !== undefined && value.length < s.min)
    return { path, reason: `at least ${s.min} elements expected` };
  for (let i = 0; i < value.length; i++) {
    const itemShape = s.tuple !== undefined ? s.tuple[i] : s.items;
    if (itemShape === undefined) continue;
    const p = explain(shapes, itemShape, value[i], at(path, i));
    if (p !== null) return p;
  }
  return null;
}

function explainUnion(
  shapes: Shapes,
  s: Extract<Shape, { k: "union" }>,
  value: unknown,
  path: string,
): Problem | null {
  const problems = s.of.map((o) => explain(shapes, o, value, path));
  if (problems.some((p) => p === null)) return null;
  const family = familyOf(value);
  const candidates = s.of.flatMap((o, i) => (families(shapes, o).has(family) ? [i] : []));
  if (candidates.length === 1) return problems[candidates[0]!]!;
  // Several string branches (e.g. hex number or block tag): a 0x string is judged as hex.
  if (typeof value === "string" && value.startsWith("0x")) {
    const hex = candidates.find((i) => resolve(shapes, s.of[i]!).k === "hex");
    if (hex !== undefined) return problems[hex]!;
  }
  return { path, reason: `${noun(shapes, s)} expected` };
}

function describe(problem: Problem): string {
  if (problem.path === "") return problem.reason;
  return problem.path.startsWith("[")
    ? `element ${problem.path}: ${problem.reason}`
    : `field "${problem.path}": ${problem.reason}`;
}

/**
 * Params as the handler should see them: optional params sent as trailing null are absent (geth).
 */
export function trimParams(params: readonly unknown[], requiredParams: number): readonly unknown[] {
  let end = params.length;
  while (end > requiredParams && params[end - 1] === null) end--;
  return end === params.length ? params : params.slice(0, end);
}

export interface ParamsSpec {
  readonly paramNames: readonly string[];
  readonly requiredParams: number;
}

/** Builds MethodSpec.validateParams: null when valid, else the whole -32602 message. */
export function makeParamsValidator(
  spec: ParamsSpec,
  validate: AjvValidate,
  paramShapes: readonly Shape[],
  shapes: Shapes,
): (params: readonly unknown[]) => string | null {
  const { paramNames, requiredParams } = spec;
  return (raw) => {
    if (!Array.isArray(raw)) return "non-array args";
    if (raw.length > paramNames.length) return `too many arguments, want at most ${paramNames.length}`;
    const params = trimParams(raw, requiredParams);
    for (let i = 0; i < requiredParams; i++) {
      if (i >= params.length || params[i] === null) {
        return `missing value for required argument ${i} (${paramNames[i]})`;
      }
    }
    if (validate(params)) return null;
    for (let i = 0; i < params.length; i++) {
      const problem = explain(shapes, paramShapes[i]!, params[i]);
      if (problem !== null) return `invalid argument ${i} (${paramNames[i]}): ${describe(problem)}`;
    }
    // Ajv and the shapes disagree (should not happen): fall back to Ajv's own words.
    const first = validate.errors?.[0];
    const [, index = "0", ...rest] = (first?.instancePath ?? "").split("/");
    const field = rest.length > 0 ? `field "${rest.join(".")}": ` : "";
    return `invalid argument ${index} (${paramNames[Number(index)] ?? "?"}): ${field}${first?.message ?? "invalid"}`;
  };
}

/** Builds MethodSpec.validateResult: null when valid, else a message naming the field and reason. */
export function makeResultValidator(
  validate: AjvValidate,
  resultShape: Shape,
  shapes: Shapes,
): (result: unknown) => string | null {
  return (result) => {
    if (validate(result)) return null;
    const problem = explain(shapes, resultShape, result);
    if (problem !== null) return `invalid result: ${describe(problem)}`;
    const first = validate.errors?.[0];
    const where = first?.instancePath ? `${first.instancePath}: ` : "";
    return `invalid result: ${where}${first?.message ?? "invalid"}`;
  };
}
