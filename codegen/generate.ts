// The pipeline without I/O: document in, generated files (path -> content) out.
import { readFileSync } from "node:fs";
import { emitClient } from "./client.js";
import { checkDocument, type OpenRpcDocument } from "./document.js";
import { emitErrors } from "./errors.js";
import { emitHandlers } from "./handlers.js";
import { checkedModel, lintMethods } from "./lint.js";
import { emitMethods } from "./methods.js";
import { emitTypes } from "./types.js";
import { compileValidators } from "./validators.js";

export const HEADER = "// generated from openrpc.json; do not edit";

const runtime = (name: string): string => readFileSync(new URL(`./runtime/${name}`, import.meta.url), "utf8");

const withHeader = (body: string, note?: string): string =>
  `${HEADER}\n${note === undefined ? "" : `// ${note}\n`}${body.endsWith("\n") ? body : `${body}\n`}`;

/** Validates and lints `doc`, then returns the files of generated/ keyed by file name. */
export async function generate(doc: OpenRpcDocument): Promise<Map<string, string>> {
  await checkDocument(doc);
  const model = checkedModel(doc);
  // Shapes first: a schema keyword the messages cannot explain is reported with its location.
  const methods = emitMethods(model);
  const validators = compileValidators(model);
  const byName = new Map(model.methods.map((m) => [m.name, m]));
  const problems = lintMethods(model, {
    params: (name) => validators.params(byName.get(name)!),
    result: (name) => validators.result(byName.get(name)!),
  });
  if (problems.length > 0) throw new Error(`openrpc lint:\n  ${problems.join("\n  ")}`);
  return new Map([
    ["types.ts", withHeader(await emitTypes(model))],
    ["validators.js", withHeader(validators.js)],
    ["validators.d.ts", withHeader(validators.dts)],
    ["explain.ts", withHeader(runtime("explain.ts"), "copied from codegen/runtime/explain.ts")],
    [
      "method-table.ts",
      withHeader(runtime("method-table.ts"), "copied from codegen/runtime/method-table.ts"),
    ],
    ["methods.ts", withHeader(methods)],
    ["encoded.ts", withHeader(runtime("encoded.ts"), "copied from codegen/runtime/encoded.ts")],
    ["handlers.ts", withHeader(emitHandlers(model))],
    ["errors.ts", withHeader(emitErrors(model))],
    ["transport.ts", withHeader(runtime("transport.ts"), "copied from codegen/runtime/transport.ts")],
    ["client.ts", withHeader(emitClient(model))],
  ]);
}
