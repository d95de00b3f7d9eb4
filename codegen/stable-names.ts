// Ajv's standalone output numbers its functions and constants globally (validate22, schema7,
// pattern0), so one new method renumbers and reorders the whole file. This pass names each
// validator after the definition it checks and each constant after a hash of its content, then
// sorts the top-level statements: a change in the spec touches only its own lines.
import { createHash } from "node:crypto";

/** Top-level statements of Ajv's standalone ESM output (lines: true), in emitted order. */
const STATEMENT_START =
  /^(?:export const \w+ = validate\d+;|const (?:schema|pattern|func)\d+ = |function validate\d+\()/;

function statements(js: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const line of js.split("\n")) {
    if (STATEMENT_START.test(line) && current.some((l) => l.trim() !== "")) {
      out.push(current.join("\n").trim());
      current = [];
    }
    current.push(line);
  }
  if (current.some((l) => l.trim() !== "")) out.push(current.join("\n").trim());
  return out;
}

const shortHash = (text: string): string => createHash("sha256").update(text).digest("hex").slice(0, 10);

/**
 * `validatorOf` maps Ajv's function names (validate22) to the definition each checks
 * (params_eth_getBalance, AddressInput). Ajv compiles a definition reached through a `$ref` once
 * more under another number: such a function is named after a hash of its body (with its callees'
 * stable names), so equal copies collapse into one. Throws if any numbered name would be left.
 */
export function stableNames(js: string, validatorOf: ReadonlyMap<string, string>): string {
  const renames = new Map<string, string>();
  for (const [ajvName, definition] of validatorOf) renames.set(ajvName, `validate_${definition}`);
  const parts = statements(js);
  const functions = new Map<string, string>();
  for (const part of parts) {
    const constant = /^const ((?:schema|pattern|func)\d+) = ([^\n]*)$/.exec(part);
    if (constant !== null)
      renames.set(constant[1]!, `${constant[1]!.replace(/\d+$/, "")}_${shortHash(constant[2]!)}`);
    const fn = /^function (validate\d+)\(/.exec(part);
    if (fn !== null) functions.set(fn[1]!, part);
  }
  nameFunctionsByContent(functions, renames);
  const rename = (text: string): string =>
    text.replace(/\b(?:validate|schema|pattern|func)\d+\b/g, (name) => {
      const renamed = renames.get(name);
      if (renamed === undefined) throw new Error(`validators: no stable name for ${name}`);
      return renamed;
    });
  const seen = new Set<string>();
  const exports: string[] = [];
  const declarations: [string, string][] = [];
  for (const part of parts.map(rename)) {
    if (part.startsWith("export ")) {
      exports.push(part);
      continue;
    }
    const declared = /^(?:const|function) (\w+)/.exec(part)?.[1];
    if (declared === undefined) throw new Error(`validators: unexpected statement ${part.slice(0, 60)}`);
    // equal constants and functions hash alike; one declaration serves all their uses
    if (seen.has(declared)) continue;
    seen.add(declared);
    declarations.push([declared, part]);
  }
  declarations.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${[...exports, "", ...declarations.map(([, part]) => `${part}\n`)].join("\n")}`;
}

/** Names the functions `validatorOf` did not name, callees first; a cycle is hashed as it stands. */
function nameFunctionsByContent(functions: ReadonlyMap<string, string>, renames: Map<string, string>): void {
  const pending = new Set([...functions.keys()].filter((name) => !renames.has(name)));
  const calls = (body: string): string[] => body.match(/\bvalidate\d+\b/g) ?? [];
  const nameOne = (name: string): void => {
    const body = functions
      .get(name)!
      .replace(/\b(?:validate|schema|pattern|func)\d+\b/g, (n) =>
        n === name ? "self" : (renames.get(n) ?? "unnamed"),
      );
    renames.set(name, `validate_${shortHash(body)}`);
    pending.delete(name);
  };
  while (pending.size > 0) {
    const ready = [...pending].filter((name) =>
      calls(functions.get(name)!).every((c) => c === name || !pending.has(c)),
    );
    if (ready.length === 0) nameOne([...pending].sort()[0]!);
    for (const name of ready) nameOne(name);
  }
}
