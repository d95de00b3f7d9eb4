// Writes the plain opcodes' cases of the interpreter core's switch (src/engine/interpreter/core-loop.ts,
// between its "generated" markers) from their definitions (src/engine/instructions/plain.ts), so each
// opcode's semantics are written once. `--check` fails where the file is not what this would write.
// Run: npx tsx scripts/gen-core-loop.ts [--check]
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { COMPUTED, MOVING, type Moving } from "../src/engine/instructions/plain.js";

const FILE = fileURLToPath(new URL("../src/engine/interpreter/core-loop.ts", import.meta.url));
const BEGIN = "// ---- generated from instructions/plain.ts by scripts/gen-core-loop.ts: do not edit ----";
const END = "// ---- end of generated ----";
const INDENT = " ".repeat(10);

const hex = (op: number) => `0x${op.toString(16).padStart(2, "0")}`;

function computedCases(): string[] {
  return COMPUTED.flatMap((def) => {
    const names = ["a", "b", "c"].slice(0, def.operands);
    const [a, b, c] = names;
    const [value, ...adjustments] = def
      .result(a, b ?? "", c ?? "")
      .replaceAll("$", "r")
      .split("; ");
    const top = def.operands; // the result replaces the deepest operand
    return [
      `case ${hex(def.op)}: {`,
      `  // ${def.name}`,
      `  if (n < ${def.operands}) underflow();`,
      ...names.map((name, i) => `  const ${name} = st[n - ${i + 1}];`),
      `  ${adjustments.length > 0 ? "let" : "const"} r = ${value};`,
      ...adjustments.map((statement) => `  ${statement};`),
      `  st[n - ${top}] = r;`,
      ...(def.operands > 1 ? [`  n -= ${def.operands - 1};`] : []),
      "  continue;",
      "}",
    ];
  });
}

function range(kind: Moving["kind"]): [number, number] {
  const ops = MOVING.filter((d) => d.kind === kind).map((d) => d.op);
  const [first, last] = [Math.min(...ops), Math.max(...ops)];
  if (last - first + 1 !== ops.length) throw new Error(`${kind}: opcodes not contiguous`);
  return [first, last];
}

function single(kind: Moving["kind"]): Moving {
  const defs = MOVING.filter((d) => d.kind === kind);
  if (defs.length !== 1) throw new Error(`${kind}: one opcode expected`);
  return defs[0];
}

function movingCases(): string[] {
  const pop = single("pop");
  const pc = single("pc");
  const jumpdest = single("jumpdest");
  const push0 = single("push0");
  const [push1, push32] = range("push");
  const [dup1, dup16] = range("dup");
  const [swap1, swap16] = range("swap");
  const first = (kind: Moving["kind"]) =>
    MOVING.find((d) => d.kind === kind) as Moving & { width?: number; depth?: number };
  return [
    `case ${hex(pop.op)}: // POP`,
    "  if (n < 1) underflow();",
    "  n--;",
    "  continue;",
    `case ${hex(pc.op)}: // PC`,
    "  if (n >= max) overflow();",
    "  st[n++] = BigInt(pc - 1);",
    "  continue;",
    `case ${hex(jumpdest.op)}: // JUMPDEST`,
    "  continue;",
    `case ${hex(push0.op)}: // PUSH0`,
    "  if (n >= max) overflow();",
    "  st[n++] = 0n;",
    "  continue;",
    "default:",
    `  if (op >= ${hex(push1)} && op <= ${hex(push32)}) {`,
    "    // PUSH1..32: the analysis's value; before it, the code's bytes (zeros past its end)",
    "    if (n >= max) overflow();",
    `    const width = op - ${hex(push1 - (first("push").width as number))};`,
    "    st[n++] = jumps !== undefined ? rs.cachedPushes[pc] : readPadded(code, pc, width);",
    "    pc += width;",
    `  } else if (op >= ${hex(dup1)} && op <= ${hex(dup16)}) {`,
    `    const depth = op - ${hex(dup1 - (first("dup").depth as number))};`,
    "    if (n < depth) underflow();",
    "    if (n >= max) overflow();",
    "    st[n] = st[n - depth];",
    "    n++;",
    `  } else if (op >= ${hex(swap1)} && op <= ${hex(swap16)}) {`,
    `    const other = n - 1 - (op - ${hex(swap1 - (first("swap").depth as number))});`,
    "    if (other < 0) underflow();",
    "    const top = st[n - 1];",
    "    st[n - 1] = st[other];",
    "    st[other] = top;",
    '  } else throw new Error("core: an opcode without a case");',
    "  continue;",
  ];
}

const generated = [BEGIN, ...computedCases(), ...movingCases(), END].map((line) => INDENT + line).join("\n");
const source = readFileSync(FILE, "utf8");
const start = source.indexOf(BEGIN);
const end = source.indexOf(END);
if (start < 0 || end < start) throw new Error(`${FILE}: the generated markers are missing`);
const lineStart = source.lastIndexOf("\n", start) + 1;
const next = source.slice(0, lineStart) + generated + source.slice(end + END.length);
if (process.argv.includes("--check")) {
  if (next !== source) {
    console.error("src/engine/interpreter/core-loop.ts is stale: run npx tsx scripts/gen-core-loop.ts");
    process.exit(1);
  }
} else if (next !== source) writeFileSync(FILE, next);
