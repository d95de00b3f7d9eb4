// The walls of the layout (ARCHITECTURE.md): the chain core knows nothing of JSON-RPC, and the
// transports know nothing of the chain. Checked on every import of every file.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

/** Every relative import of a file, as a path from the repository root. */
function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.map((s) => relative(ROOT, resolve(dirname(file), s)));
}

function crossings(from: string, forbidden: readonly string[]): string[] {
  return sources(join(ROOT, from)).flatMap((file) =>
    imports(file)
      .filter((target) => forbidden.some((dir) => target === dir || target.startsWith(`${dir}/`)))
      .map((target) => `${relative(ROOT, file)} imports ${target}`),
  );
}

describe("layers", () => {
  it("src/chain imports nothing from src/rpc, src/transport or generated/", () => {
    expect(crossings("src/chain", ["src/rpc", "src/transport", "generated"])).toEqual([]);
  });

  it("src/transport imports nothing from src/chain", () => {
    expect(crossings("src/transport", ["src/chain"])).toEqual([]);
  });

  it("sees the imports it checks (the check itself works)", () => {
    expect(crossings("src/rpc", ["src/chain"]).length).toBeGreaterThan(0);
  });
});

/** Identifiers a file imports from an @ethereumjs package (classes, shared objects like RLP). */
function ethereumjsBindings(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+["']@ethereumjs\/[^"']+["']/g))
    for (const part of m[1]!.split(",")) {
      const name = part
        .replace(/\btype\b/, "")
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.push(name);
    }
  return names;
}

/** Lines of `file` that assign to an EthereumJS prototype, class or shared object. */
function patchesIn(file: string, text = readFileSync(file, "utf8")): string[] {
  const found = new Set<string>();
  const at = (i: number) => `${relative(ROOT, file)}:${text.slice(0, i).split("\n").length}`;
  // any prototype reached (a patch often goes through an alias of it), any property defined
  const patterns = [/\.prototype\b|getPrototypeOf\(|Object\.(?:defineProperty|setPrototypeOf)\(/g];
  for (const name of ethereumjsBindings(text)) {
    const member = `(?:\\b${name}|\\(\\s*${name}\\s+as\\b[^)]*\\))(?:\\.\\w+)+\\s*=[^=]`;
    patterns.push(new RegExp(`${member}|Object\\.assign\\(${name}\\b`, "g"));
  }
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.add(at(m.index));
  return [...found].sort();
}

describe("the engine's walls", () => {
  const outside = [
    "src/chain",
    "src/rpc",
    "src/transport",
    "src/p2p",
    "src/mine",
    "src/conformance",
    "src/contracts",
  ];

  it("nothing outside src/engine assigns to an EthereumJS prototype, class or shared object", () => {
    const files = [
      ...outside.flatMap((dir) => sources(join(ROOT, dir))),
      ...sources(join(ROOT, "src")).filter((f) => dirname(f) === join(ROOT, "src")),
    ];
    expect(files.flatMap((file) => patchesIn(file))).toEqual([]);
  });

  it("the check sees such assignments (the check itself works)", () => {
    const sample = [
      'import { RLP } from "@ethereumjs/rlp";',
      'import { MerklePatriciaTrie } from "@ethereumjs/mpt";',
      "RLP.encode = encode;",
      "(RLP as { decode: unknown }).decode = decode;",
      "MerklePatriciaTrie.prototype.findPath = findPath;",
      "Object.defineProperty(tx, 'getSenderAddress', { value });",
      "const proto = LegacyTx.prototype as { serialize(): Uint8Array };",
      "const same = RLP.encode === encode;",
    ].join("\n");
    expect(patchesIn(join(ROOT, "src/sample.ts"), sample)).toEqual([
      "src/sample.ts:3",
      "src/sample.ts:4",
      "src/sample.ts:5",
      "src/sample.ts:6",
      "src/sample.ts:7",
    ]);
  });

  it("outside src/engine, only the front door (src/engine/index.ts) is imported", () => {
    const engine = (target: string) => target.startsWith("src/engine/") && target !== "src/engine/index.js";
    const found = sources(join(ROOT, "src"))
      .filter((file) => !relative(ROOT, file).startsWith("src/engine/"))
      .flatMap((file) =>
        imports(file)
          .filter(engine)
          .map((target) => `${relative(ROOT, file)} imports ${target}`),
      );
    expect(found).toEqual([]);
  });

  it("src/engine imports nothing of the node but two leaf utilities (an LRU map and keccak)", () => {
    const allowed = ["src/chain/lru.js", "src/chain/ethash/keccak.js"];
    const found = sources(join(ROOT, "src/engine")).flatMap((file) =>
      imports(file)
        .filter((target) => !target.startsWith("src/engine/") && !allowed.includes(target))
        .map((target) => `${relative(ROOT, file)} imports ${target}`),
    );
    expect(found).toEqual([]);
  });
});

/** The cycles among the runtime (not type-only) relative imports of src/, each as its files. */
function runtimeCycles(): string[][] {
  const files = sources(join(ROOT, "src"));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const deps = [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+["'](\.[^"']+)["']/gms)].map((m) =>
      resolve(dirname(file), m[1]!).replace(/\.js$/, ".ts"),
    );
    graph.set(file, deps);
  }
  // Tarjan's strongly connected components
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(relative(ROOT, w));
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe("imports", () => {
  it("src/ has no cycle of runtime imports", () => {
    expect(runtimeCycles()).toEqual([]);
  });
});
