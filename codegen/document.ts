// Loading the OpenRPC document: assembled from the editable fragments under spec/, or read from
// one file (test fixtures), then checked against the OpenRPC meta-schema with schema-utils-js.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { dereferenceDocument, validateOpenRPCDocument } from "@open-rpc/schema-utils-js";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON schema as found in the document (draft-07 subset used by OpenRPC 1.x). */
export type JsonSchema = { [key: string]: Json } | boolean;

export interface Ref {
  $ref: string;
}

export interface ContentDescriptor {
  name: string;
  description?: string;
  summary?: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface ExampleObject {
  name: string;
  summary?: string;
  description?: string;
  value: Json;
}

export interface ExamplePairing {
  name: string;
  description?: string;
  params: (ExampleObject | Ref)[];
  result?: ExampleObject | Ref;
}

export interface ErrorObject {
  code: number;
  message: string;
  data?: Json;
}

export interface MethodObject {
  name: string;
  summary?: string;
  description?: string;
  paramStructure?: "by-position" | "by-name" | "either";
  params: (ContentDescriptor | Ref)[];
  result?: ContentDescriptor | Ref;
  errors?: (ErrorObject | Ref)[];
  examples?: (ExamplePairing | Ref)[];
  /** In spec/ only: other names of this method (anvil_mine for hardhat_mine); expanded on assembly. */
  "x-aliases"?: string[];
  /** In openrpc.json: this method is another name of the one named here, served by its handler. */
  "x-alias-of"?: string;
  /**
   * A dev method (evm_*, hardhat_*, anvil_* ...): it rewrites state or the node's behaviour, and is
   * refused when the node runs with --no-dev-methods.
   */
  "x-dev"?: boolean;
  /**
   * On the method that starts subscriptions (eth_subscribe): the method of their notifications, the
   * method that ends one, and the notification value (a schema $ref) of each kind, keyed by the
   * kind's name as the method's first param takes it. The typed client's `subscribe` comes from it.
   */
  "x-subscription"?: SubscriptionExtension;
}

export interface SubscriptionExtension {
  notification: string;
  unsubscribe: string;
  results: Record<string, Ref>;
}

export interface OpenRpcDocument {
  openrpc: string;
  info: { title: string; version: string; description?: string; [key: string]: Json | undefined };
  methods: MethodObject[];
  components?: {
    schemas?: Record<string, JsonSchema>;
    errors?: Record<string, ErrorObject>;
    examples?: Record<string, ExampleObject>;
    contentDescriptors?: Record<string, ContentDescriptor>;
    examplePairings?: Record<string, ExamplePairing>;
  };
}

function readJson<T>(path: string): T {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch (e) {
    throw new Error(`${path}: ${(e as Error).message}`);
  }
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * Builds the document from spec/: info.json (+ info.md as info.description), methods/*.json
 * (arrays, in file-name order), schemas/*.json (objects, in file-name order) and
 * components/{errors,examples}.json.
 */
export function assembleDocument(specDir: string): OpenRpcDocument {
  const head = readJson<Pick<OpenRpcDocument, "openrpc" | "info">>(join(specDir, "info.json"));
  const description = readFileSync(join(specDir, "info.md"), "utf8").trimEnd();
  const methods = jsonFiles(join(specDir, "methods"))
    .flatMap((f) => readJson<MethodObject[]>(f))
    .flatMap(withAliases);
  const schemas: Record<string, JsonSchema> = {};
  for (const file of jsonFiles(join(specDir, "schemas"))) {
    for (const [name, schema] of Object.entries(readJson<Record<string, JsonSchema>>(file))) {
      if (Object.hasOwn(schemas, name)) throw new Error(`${file}: schema ${name} is defined twice`);
      schemas[name] = schema;
    }
  }
  return {
    openrpc: head.openrpc,
    info: { ...head.info, description },
    methods,
    components: {
      schemas,
      errors: readJson(join(specDir, "components", "errors.json")),
      examples: readJson(join(specDir, "components", "examples.json")),
    },
  };
}

/**
 * A method and its aliases, each a method of its own in the document (so the docs, the typed client,
 * the fuzzer and conformance see every name), marked with the name it stands for.
 */
export function withAliases(method: MethodObject): MethodObject[] {
  const { "x-aliases": aliases = [], ...primary } = method;
  return [
    primary,
    ...aliases.map((name) => ({
      ...primary,
      name,
      description: `Another name of \`${primary.name}\`, as other dev nodes serve it.\n\n${primary.description ?? ""}`,
      "x-alias-of": primary.name,
    })),
  ];
}

export function readDocument(path: string): OpenRpcDocument {
  return readJson<OpenRpcDocument>(path);
}

/** The committed form of the document. */
export function serializeDocument(doc: OpenRpcDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** OpenRPC meta-schema validation plus a full dereference (every $ref must resolve). */
export async function checkDocument(doc: OpenRpcDocument): Promise<void> {
  // schema-utils-js has its own (structurally equal) document type.
  const input = structuredClone(doc) as unknown as Parameters<typeof validateOpenRPCDocument>[0];
  const result = validateOpenRPCDocument(input);
  if (result !== true) throw new Error(`not a valid OpenRPC document: ${result.message}`);
  try {
    await dereferenceDocument(input);
  } catch (e) {
    throw new Error(`OpenRPC document does not dereference: ${(e as Error).message}`);
  }
}

export function isRef(value: unknown): value is Ref {
  return typeof value === "object" && value !== null && typeof (value as Ref).$ref === "string";
}

/** Resolves a local `#/components/<kind>/<name>` reference, or throws naming it. */
export function resolveRef<T>(doc: OpenRpcDocument, ref: string): T {
  const match = /^#\/components\/([A-Za-z]+)\/([^/]+)$/.exec(ref);
  const kind = match?.[1] as keyof NonNullable<OpenRpcDocument["components"]> | undefined;
  const found = kind && match ? doc.components?.[kind]?.[match[2]!] : undefined;
  if (found === undefined) throw new Error(`unresolved $ref ${ref}`);
  return found as T;
}

export function deref<T>(doc: OpenRpcDocument, value: T | Ref): T {
  return isRef(value) ? resolveRef<T>(doc, value.$ref) : value;
}
