// The map is the check: ARCHITECTURE.md's layer tables and walls, read from the document itself,
// against every relative import of every file of src/. A file no table names, an import up a layer,
// an import through a wall, or a folder of src/ the map does not name fails.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const MAP = readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8");

function walk(dir: string, keep: (path: string, isDir: boolean) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const isDir = statSync(path).isDirectory();
    const here = keep(path, isDir) ? [relative(ROOT, path)] : [];
    return isDir ? [...here, ...walk(path, keep)] : here;
  });
}

const SOURCES = walk(join(ROOT, "src"), (path, isDir) => !isDir && path.endsWith(".ts"));
const FOLDERS = walk(join(ROOT, "src"), (_, isDir) => isDir);

/** Every relative import (static, dynamic, re-export) of a file, as a path from the repository root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.map((s) => relative(ROOT, resolve(dirname(join(ROOT, file)), s)).replace(/\.js$/, ".ts"));
}

/** A path of the map covers a file: a folder (`/` at the end) everything under it, a file itself. */
function covers(path: string, file: string): boolean {
  return path.endsWith("/") ? file.startsWith(path) : file === path;
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The table rows (cells) of a Markdown section, from its heading to the next heading of its level. */
function tableRows(section: string): string[][] {
  return section
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|[-\s|:]+\|$/.test(line))
    .slice(1) // the header row
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((c) => c.trim()),
    );
}

function section(doc: string, heading: RegExp): string {
  const lines = doc.split("\n");
  const start = lines.findIndex((l) => heading.test(l));
  if (start < 0) throw new Error(`ARCHITECTURE.md has no heading ${heading}`);
  const level = lines[start]!.match(/^#+/)![0].length;
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && l.match(/^#+/)![0].length <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n");
}

interface Layer {
  name: string;
  paths: string[];
}

/** `## Layers` → `### N. Name` → a table whose first column's code spans are the layer's paths. */
function readLayers(doc: string): Layer[] {
  const layers = section(doc, /^## Layers$/);
  return [...layers.matchAll(/^### \d+\. (.+)$/gm)].map((m) => ({
    name: m[1]!,
    paths: tableRows(
      section(layers, new RegExp(`^### \\d+\\. ${m[1]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)),
    )
      .flatMap((cells) => codeSpans(cells[0]!))
      .filter((p) => p.startsWith("src/")),
  }));
}

interface Wall {
  from: string[];
  never: string[];
}

function readWalls(doc: string): Wall[] {
  return tableRows(section(doc, /^## Walls$/)).map((cells) => ({
    from: codeSpans(cells[0]!),
    never: codeSpans(cells[1]!),
  }));
}

/** The layer index of a file (0 = top) by the longest path of the map that covers it. */
function layerOf(layers: Layer[], file: string): number | undefined {
  let best: { index: number; length: number } | undefined;
  layers.forEach((layer, index) => {
    for (const path of layer.paths)
      if (covers(path, file) && (best === undefined || path.length > best.length))
        best = { index, length: path.length };
  });
  return best?.index;
}

function upwardImports(layers: Layer[], graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const from = layerOf(layers, file);
    for (const target of targets) {
      const to = layerOf(layers, target);
      if (from !== undefined && to !== undefined && to < from)
        found.push(`${file} (${layers[from]!.name}) imports ${target} (${layers[to]!.name})`);
    }
  }
  return found;
}

function wallCrossings(wall: Wall, graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    if (!wall.from.some((p) => covers(p, file))) continue;
    if (wall.never.some((p) => covers(p, file))) continue; // inside the walled-off part itself
    for (const target of targets)
      if (wall.never.some((p) => covers(p, target) || `${target}/`.startsWith(p)))
        found.push(`${file} imports ${target}`);
  }
  return found;
}

const GRAPH = new Map(SOURCES.map((file) => [file, importsOf(file)]));
const LAYERS = readLayers(MAP);
const WALLS = readWalls(MAP);

describe("ARCHITECTURE.md as the map of src/", () => {
  it("reads its layers and walls (the parse itself works)", () => {
    expect(LAYERS.map((l) => l.name)).toEqual([
      "Command line",
      "Composition root",
      "Transport",
      "JSON-RPC",
      "Network and node files",
      "Chain core",
      "Engine",
      "Shared",
    ]);
    expect(LAYERS.every((l) => l.paths.length > 0)).toBe(true);
    expect(WALLS.length).toBeGreaterThanOrEqual(5);
    expect(WALLS.every((w) => w.from.length > 0 && w.never.length > 0)).toBe(true);
  });

  it("names only paths that exist (the tables' paths and entry files)", () => {
    const named = tableRows(section(MAP, /^## Layers$/)).flatMap((cells) =>
      [cells[0]!, cells[2] ?? ""].flatMap(codeSpans).filter((p) => p.startsWith("src/")),
    );
    expect(named.length).toBeGreaterThan(60);
    expect(named.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it("names the layer of every file of src/", () => {
    const unnamed = SOURCES.filter((file) => layerOf(LAYERS, file) === undefined);
    expect(unnamed, "add them to a layer table of ARCHITECTURE.md").toEqual([]);
  });

  it("names every folder of src/ (here, or in a README.md of a folder above it)", () => {
    const readmes = FOLDERS.filter((f) => existsSync(join(ROOT, f, "README.md")));
    const named = (folder: string) =>
      MAP.includes(`\`${folder}/\``) ||
      readmes.some(
        (r) =>
          folder.startsWith(`${r}/`) &&
          readFileSync(join(ROOT, r, "README.md"), "utf8").includes(folder.slice(r.length + 1)),
      );
    expect(FOLDERS.filter((f) => !named(f))).toEqual([]);
  });

  it("no import goes up a layer (nothing imports upward into the command line)", () => {
    expect(upwardImports(LAYERS, GRAPH)).toEqual([]);
  });

  for (const wall of WALLS) {
    it(`${wall.from.join(", ")} imports nothing from ${wall.never.join(", ")}`, () => {
      expect(wallCrossings(wall, GRAPH)).toEqual([]);
    });
  }

  it("sees the imports it checks, and would see a crossing or an upward import", () => {
    // The graph is real: rpc uses the chain core, the command line the node.
    expect(GRAPH.get("src/node.ts")).toContain("src/chain/node/api.ts");
    expect([...GRAPH.values()].flat().length).toBeGreaterThan(1000);
    // A made-up file of the chain core importing rpc and the command line.
    const bad = new Map([
      ["src/chain/chain.ts", ["src/rpc/dispatch.ts", "src/cli-args.ts", "generated/methods.ts"]],
    ]);
    expect(upwardImports(LAYERS, bad)).toHaveLength(2);
    const crossed = WALLS.flatMap((w) => wallCrossings(w, bad));
    expect(crossed).toEqual(
      expect.arrayContaining([
        "src/chain/chain.ts imports src/rpc/dispatch.ts",
        "src/chain/chain.ts imports generated/methods.ts",
        "src/chain/chain.ts imports src/cli-args.ts",
      ]),
    );
    // The command line importing its own files is no crossing; rpc importing transport is one.
    expect(
      WALLS.flatMap((w) => wallCrossings(w, new Map([["src/mine/cli.ts", ["src/cli-args.ts"]]]))),
    ).toEqual([]);
    expect(
      WALLS.flatMap((w) => wallCrossings(w, new Map([["src/rpc/dispatch.ts", ["src/transport/http.ts"]]]))),
    ).toEqual(["src/rpc/dispatch.ts imports src/transport/http.ts"]);
    expect(
      WALLS.flatMap((w) => wallCrossings(w, new Map([["src/p2p/sync.ts", ["src/rpc/errors.ts"]]]))),
    ).toEqual(["src/p2p/sync.ts imports src/rpc/errors.ts"]);
  });
});

// The engine's walls and the cycle check (below) read absolute paths and `.js` import targets.
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

/** Every relative import of a file, as a path from the repository root (`.js` as written). */
function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.map((s) => relative(ROOT, resolve(dirname(file), s)));
}

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

  it("src/engine imports nothing of the node but shared utilities (src/lib/: keccak, LRU, lock)", () => {
    const allowed = (target: string) => target.startsWith("src/lib/");
    const found = sources(join(ROOT, "src/engine")).flatMap((file) =>
      imports(file)
        .filter((target) => !target.startsWith("src/engine/") && !allowed(target))
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
