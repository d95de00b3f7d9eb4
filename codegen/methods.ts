// generated/methods.ts: the method table the dispatcher and the tests use. The MethodSpec shape is
// a contract with src/rpc/dispatch.ts; change it only together with the dispatcher.
import { errorCodes, type MethodModel, type Model, type Namespace } from "./model.js";
import { toShape } from "./shapes.js";
import { paramsExport, resultExport } from "./validators.js";

const HEAD = `import { makeParamsValidator, makeResultValidator, type Shape, type Shapes, trimParams } from "./explain.js";
import * as v from "./validators.js";

/** null = valid, else the full -32602 message. */
export type ParamsValidator = (params: readonly unknown[]) => string | null;
/** null = valid, else a message naming the field and the reason. */
export type ResultValidator = (result: unknown) => string | null;
export interface MethodSpec {
  /** Wire name: "eth_getBalance", "rpc.discover". */
  readonly name: string;
  readonly namespace: Namespace;
  /** Key in that namespace's handler interface: "getBalance"; rpc.discover -> "discover". */
  readonly handler: string;
  readonly paramNames: readonly string[];
  /** Number of leading required params. */
  readonly requiredParams: number;
  readonly validateParams: ParamsValidator;
  readonly validateResult: ResultValidator;
  /** Error codes the method declares. */
  readonly errors: readonly number[];
}
`;

const TAIL = `
/**
 * The params a handler should receive: optional params sent as trailing null are dropped (geth
 * counts them as absent). validateParams accepts them; call this before handing params over.
 */
export function normalizeParams(spec: MethodSpec, params: readonly unknown[]): readonly unknown[] {
  return trimParams(params, spec.requiredParams);
}

interface Entry {
  readonly name: string;
  readonly namespace: Namespace;
  readonly handler: string;
  readonly paramNames: readonly string[];
  readonly requiredParams: number;
  readonly paramShapes: readonly Shape[];
  readonly resultShape: Shape;
  readonly validateParamsTuple: v.Validator;
  readonly validateResultValue: v.Validator;
  readonly errors: readonly number[];
}

function spec(e: Entry): [string, MethodSpec] {
  return [
    e.name,
    {
      name: e.name,
      namespace: e.namespace,
      handler: e.handler,
      paramNames: e.paramNames,
      requiredParams: e.requiredParams,
      validateParams: makeParamsValidator(e, e.validateParamsTuple, e.paramShapes, shapes),
      validateResult: makeResultValidator(e.validateResultValue, e.resultShape, shapes),
      errors: e.errors,
    },
  ];
}
`;

const json = (x: unknown): string => JSON.stringify(x);

function entry(m: MethodModel): string {
  const paramShapes = m.params.map((p) => toShape(p.schema, `${m.name} param ${p.name}`));
  return [
    "  spec({",
    `    name: ${json(m.name)},`,
    `    namespace: ${json(m.namespace)},`,
    `    handler: ${json(m.handler)},`,
    `    paramNames: ${json(m.params.map((p) => p.name))},`,
    `    requiredParams: ${m.requiredParams},`,
    `    paramShapes: ${json(paramShapes)},`,
    `    resultShape: ${json(toShape(m.result.schema, `${m.name} result`))},`,
    `    validateParamsTuple: v.${paramsExport(m)},`,
    `    validateResultValue: v.${resultExport(m)},`,
    `    errors: ${json(errorCodes(m))},`,
    "  }),",
  ].join("\n");
}

function namespaceDeclarations(namespaces: readonly Namespace[]): string {
  return [
    "\n/** The namespaces of openrpc.json's methods, in document order. */\n",
    `export const namespaces = ${json(namespaces)} as const;\n`,
    "export type Namespace = (typeof namespaces)[number];\n",
  ].join("");
}

export function emitMethods(model: Model): string {
  const shapes = Object.entries(model.schemas)
    .map(([name, schema]) => `  ${json(name)}: ${json(toShape(schema, name))},`)
    .join("\n");
  return [
    HEAD,
    namespaceDeclarations(model.namespaces),
    "\n/** Shapes of components.schemas, used to word validation messages. */\n",
    `const shapes: Shapes = {\n${shapes}\n};\n`,
    TAIL,
    "\n/** Every method of openrpc.json, by wire name, in document order. */\n",
    `export const methods: ReadonlyMap<string, MethodSpec> = new Map([\n${model.methods.map(entry).join("\n")}\n]);\n`,
  ].join("");
}
