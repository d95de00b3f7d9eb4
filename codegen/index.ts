// npm run codegen        assemble spec/ into openrpc.json, validate, lint, write generated/
// npm run codegen:check  same, but only report stale files (exit 1) and write nothing
// Options: --spec <file>  use an assembled document instead of spec/ (openrpc.json untouched)
//          --out <dir>    write generated files there instead of generated/
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { assembleDocument, readDocument, serializeDocument } from "./document.js";
import { generate } from "./generate.js";
import { staleFiles, type Target, writeTargets } from "./write.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      check: { type: "boolean", default: false },
      spec: { type: "string" },
      out: { type: "string" },
    },
  });
  const doc =
    values.spec === undefined ? assembleDocument(resolve(ROOT, "spec")) : readDocument(resolve(values.spec));
  const targets: Target[] = [
    { dir: resolve(values.out ?? resolve(ROOT, "generated")), files: await generate(doc), prune: true },
  ];
  if (values.spec === undefined) {
    targets.push({ dir: ROOT, files: new Map([["openrpc.json", serializeDocument(doc)]]), prune: false });
  }
  if (values.check) {
    const stale = staleFiles(ROOT, targets);
    if (stale.length === 0) return 0;
    console.error(`codegen: stale, run \`npm run codegen\`:\n  ${stale.join("\n  ")}`);
    return 1;
  }
  const changed = writeTargets(ROOT, targets);
  console.log(changed.length === 0 ? "codegen: up to date" : `codegen: wrote\n  ${changed.join("\n  ")}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(`codegen: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 2;
  },
);
