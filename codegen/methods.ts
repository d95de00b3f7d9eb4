// generated/methods.ts: the method table the dispatcher and the tests use. Its runtime (MethodSpec,
// normalizeParams, the table builder) is codegen/runtime/method-table.ts; this writes only data.
import { errorCodes, type MethodModel, type Model } from "./model.js";
import { toShape } from "./shapes.js";
import { paramsExport, resultExport } from "./validators.js";

const HEAD = `import type { Shapes } from "./explain.js";
import { type MethodSpec as AnyMethodSpec, methodTable } from "./method-table.js";
import * as v from "./validators.js";

export { normalizeParams, type ParamsValidator, type ResultValidator } from "./method-table.js";
`;

const json = (x: unknown): string => JSON.stringify(x);

function entry(m: MethodModel): string {
  const paramShapes = m.params.map((p) => toShape(p.schema, `${m.name} param ${p.name}`));
  return [
    "  {",
    `    name: ${json(m.name)},`,
    `    namespace: ${json(m.namespace)},`,
    `    handler: ${json(m.handler)},`,
    `    dev: ${m.dev},`,
    `    paramNames: ${json(m.params.map((p) => p.name))},`,
    `    requiredParams: ${m.requiredParams},`,
    `    paramShapes: ${json(paramShapes)},`,
    `    resultShape: ${json(toShape(m.result.schema, `${m.name} result`))},`,
    `    validateParamsTuple: v.${paramsExport(m)},`,
    `    validateResultValue: v.${resultExport(m)},`,
    `    errors: ${json(errorCodes(m))},`,
    "  },",
  ].join("\n");
}

export function emitMethods(model: Model): string {
  const shapes = Object.entries(model.schemas)
    .map(([name, schema]) => `  ${json(name)}: ${json(toShape(schema, name))},`)
    .join("\n");
  return [
    HEAD,
    "\n/** The namespaces of openrpc.json's methods, in document order. */\n",
    `export const namespaces = ${json(model.namespaces)} as const;\n`,
    "export type Namespace = (typeof namespaces)[number];\n",
    "export type MethodSpec = AnyMethodSpec<Namespace>;\n",
    "\n/** Shapes of components.schemas, used to word validation messages. */\n",
    `const shapes: Shapes = {\n${shapes}\n};\n`,
    "\n/** Every method of openrpc.json, by wire name, in document order. */\n",
    `export const methods: ReadonlyMap<string, MethodSpec> = methodTable<Namespace>(\n  [\n${model.methods.map(entry).join("\n")}\n  ],\n  shapes,\n);\n`,
  ].join("");
}
