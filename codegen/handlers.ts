// generated/handlers.ts: one handler interface per namespace, typed from params and results.
import type { MethodModel, Model, Namespace } from "./model.js";
import { paramsType, resultType } from "./types.js";

export const handlersInterface = (ns: Namespace): string =>
  `${ns.charAt(0).toUpperCase() + ns.slice(1)}Handlers`;

function member(m: MethodModel): string {
  const result = resultType(m);
  return (
    `  /** ${m.name}: ${m.summary.replace(/\*\//g, "*\\/")} */\n` +
    `  ${m.handler}(params: ${paramsType(m)}, ctx: Ctx): ${result} | Encoded<${result}> | Promise<${result} | Encoded<${result}>>;\n`
  );
}

export function emitHandlers(model: Model): string {
  const imports = model.methods
    .filter((m) => m.aliasOf === undefined)
    .flatMap((m) => [paramsType(m), resultType(m)])
    .sort();
  const interfaces = model.namespaces.map((ns) => {
    const members = model.methods.filter((m) => m.namespace === ns && m.aliasOf === undefined).map(member);
    return (
      `/** Handlers of the ${ns} namespace; \`params\` are validated before the call. */\n` +
      `export interface ${handlersInterface(ns)}<Ctx = unknown> {\n${members.join("")}}\n`
    );
  });
  const all = model.namespaces.map((ns) => `  ${ns}: ${handlersInterface(ns)}<Ctx>;`).join("\n");
  return [
    imports.length > 0
      ? `import type {\n${imports.map((n) => `  ${n},`).join("\n")}\n} from "./types.js";\n\n`
      : "",
    'import type { Encoded } from "./encoded.js";\n\nexport type { Encoded };\n\n',
    interfaces.join("\n"),
    "\n/** All namespaces, as the dispatcher sees them. */\n",
    `export interface Handlers<Ctx = unknown> {\n${all}\n}\n`,
  ].join("");
}
