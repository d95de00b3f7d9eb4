// The examples of README.md and docs/guide/ cannot go stale: every fenced `sh`, `json` and `ts` block
// is checked, and README's `text first-screen` block against what the node prints.
//   sh     curl lines run against a node started here (127.0.0.1:8545 and localhost:8545 become its
//          address; `0x<tx hash>` a mined transaction's hash; `0x…` an address), and must answer a
//          result; `powgate` / `npm start --` / `npx tsx src/cli.ts` lines may use only flags their
//          subcommand's --help lists; `npm run X` needs the script X; `npx vitest run F` the file F.
//   json   `json <method>`: the example has the shape (the same keys, at every level) of the answer
//          of <method> on the node (a hex answer is read as gzipped JSON, as anvil_dumpState's).
//   ts     run as a module against the node, `powgate/client` being generated/client.ts.
// Other fences (``` alone, `text`) show output or configuration and are not run.
import { execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fence, fences } from "../../scripts/markdown.js";
import { type RunningNode, startNode } from "../../src/node.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TSX = join(ROOT, "node_modules", ".bin", "tsx");
const CLI = join(ROOT, "src", "cli.ts");
const run = promisify(execFile);

const DOCUMENTS = [
  "README.md",
  ...readdirSync(join(ROOT, "docs", "guide"))
    .filter((n) => n.endsWith(".md"))
    .map((n) => `docs/guide/${n}`),
];
const CHECKED = new Set(["sh", "json", "ts"]);
const EXAMPLES = DOCUMENTS.flatMap((file) =>
  fences(readFileSync(join(ROOT, file), "utf8"))
    .filter((f) => CHECKED.has(f.info[0] ?? ""))
    .map((fence) => ({ file, fence })),
);
const FIRST_SCREEN = fences(readFileSync(join(ROOT, "README.md"), "utf8")).find(
  (f) => f.info[0] === "text" && f.info.includes("first-screen"),
);
const PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

interface Command {
  /** The words, quotes removed. */
  words: string[];
  /** The command as written (comments removed), for sh. */
  text: string;
}

/** Splits a shell snippet into commands: newlines outside quotes, `&&`; `#` comments; `\` joins lines. */
function commands(snippet: string): Command[] {
  const out: Command[] = [];
  let words: string[] = [];
  let word = "";
  let text = "";
  let quote: string | undefined;
  let inWord = false;
  const endWord = () => {
    if (inWord) words.push(word);
    word = "";
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) out.push({ words, text: text.trim() });
    words = [];
    text = "";
  };
  for (let i = 0; i < snippet.length; i++) {
    const c = snippet[i]!;
    if (quote !== undefined) {
      text += c;
      if (c === quote) quote = undefined;
      else word += c;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
      text += c;
    } else if (c === "\\" && snippet[i + 1] === "\n") {
      i++;
      text += " ";
      endWord();
    } else if (c === "#" && !inWord) {
      while (i + 1 < snippet.length && snippet[i + 1] !== "\n") i++;
    } else if (c === "\n") {
      endCommand();
    } else if (c === "&" && snippet[i + 1] === "&") {
      i++;
      endCommand();
    } else if (c === " " || c === "\t") {
      endWord();
      text += c;
    } else {
      word += c;
      inWord = true;
      text += c;
    }
  }
  endCommand();
  return out;
}

/** Which --help a command line's flags are checked against, or why it is not a CLI line. */
function cliHelpFor(words: string[]): { sub: string; args: string[] } | undefined {
  let rest: string[];
  if (words[0] === "powgate") rest = words.slice(1);
  else if (words[0] === "npm" && words[1] === "start") rest = words[2] === "--" ? words.slice(3) : [];
  else if (words[0] === "npx" && words[1] === "tsx" && words[2] === "src/cli.ts") rest = words.slice(3);
  else if (words[0] === "node" && words[1] === "dist/src/cli.js") rest = words.slice(2);
  else return undefined;
  const sub = ["devnet", "mine", "conformance", "export", "import", "gateway"].includes(rest[0] ?? "")
    ? rest[0]!
    : "";
  return { sub, args: sub === "" ? rest : rest.slice(1) };
}

const helpCache = new Map<string, Promise<string>>();
function helpOf(sub: string): Promise<string> {
  let text = helpCache.get(sub);
  if (text === undefined) {
    const args = [CLI, ...(sub === "" ? [] : [sub]), "--help"];
    text = run(TSX, args, { cwd: ROOT, encoding: "utf8", timeout: 60_000 })
      .catch((e: { stdout?: string; stderr?: string }) => ({
        stdout: e.stdout ?? "",
        stderr: e.stderr ?? "",
      }))
      .then(({ stdout, stderr }) => `${stdout}\n${stderr}`);
    helpCache.set(sub, text);
  }
  return text;
}

/** Flags of the command's subcommand's help (export and import also take the node's chain options). */
async function knownFlags(sub: string): Promise<Set<string>> {
  const texts = [await helpOf(sub), ...(sub === "export" || sub === "import" ? [await helpOf("")] : [])];
  return new Set(texts.flatMap((t) => [...t.matchAll(/--[a-z0-9][a-z0-9-]*/g)].map((m) => m[0])));
}

/** Foundry's binaries as test/e2e/cast installs them (npm ci --prefix test/e2e/cast). */
const FOUNDRY_BIN = join(ROOT, "test", "e2e", "cast", "node_modules", ".bin");

/** A forge or cast line: its subcommand exists and takes each of its flags (the tool's own --help). */
async function checkFoundry(cmd: string[]): Promise<string[]> {
  const [tool, sub] = cmd as [string, string];
  const help = await run(join(FOUNDRY_BIN, tool), [sub, "--help"], {
    encoding: "utf8",
    timeout: 30_000,
  }).then(
    (r) => r.stdout,
    (e: { stderr?: string }) => `no such subcommand: ${e.stderr ?? ""}`,
  );
  if (help.startsWith("no such subcommand")) return [`${tool} ${sub}: ${help.slice(0, 120)}`];
  const flags = cmd.slice(2).filter((a) => a.startsWith("--"));
  return flags.filter((f) => !help.includes(f)).map((f) => `${tool} ${sub}: ${f} is not in its help`);
}

/** The keys of a JSON value at every level, as paths (`block.number`, `accounts.*.nonce`). */
function shape(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return [path];
  if (value === null || typeof value !== "object") return [path];
  const entries = Object.entries(value);
  // Maps keyed by data (addresses, slots) count as one key `*`, their members' shapes merged.
  const isMap = entries.length > 0 && entries.every(([k]) => /^0x/.test(k));
  if (isMap) return [path, ...new Set(entries.flatMap(([, v]) => shape(v, `${path}.*`)))];
  return [path, ...entries.flatMap(([k, v]) => shape(v, path === "" ? k : `${path}.${k}`))];
}

let node: RunningNode;
let txHash: string;
let address: string;

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(node.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

async function checkSh(fence: Fence): Promise<string[]> {
  const problems: string[] = [];
  const host = new URL(node.url).host;
  for (const { words, text } of commands(fence.content)) {
    const cmd = words.filter((w) => !/^[A-Z_]+=/.test(w)); // environment assignments
    const cli = cliHelpFor(cmd);
    if (cmd[0] === "curl") {
      const line = text
        .replaceAll("127.0.0.1:8545", host)
        .replaceAll("localhost:8545", host)
        .replaceAll("0x<tx hash>", txHash)
        .replaceAll("0x…", address);
      const { stdout } = await run("sh", ["-c", line], { encoding: "utf8", timeout: 30_000 });
      const answer = JSON.parse(stdout) as { result?: unknown; error?: unknown };
      if (answer.error !== undefined || !("result" in answer))
        problems.push(`${text.slice(0, 80)}…: answered ${stdout.slice(0, 200)}`);
    } else if (cli !== undefined) {
      const known = await knownFlags(cli.sub);
      const args = cli.args.map((a) => a.replace(/^\[/, "").replace(/\]$/, "")); // [--from N]
      for (const flag of args.filter((a) => a.startsWith("--")).map((a) => a.split("=")[0]!))
        if (flag !== "--" && !known.has(flag)) problems.push(`${cmd.join(" ")}: ${flag} is not in the help`);
    } else if (cmd[0] === "npm" && cmd[1] === "run") {
      if (PACKAGE.scripts[cmd[2]!] === undefined) problems.push(`npm run ${cmd[2]}: no such script`);
    } else if (cmd[0] === "npm" && ["ci", "test", "start", "install"].includes(cmd[1]!)) {
      if (cmd[1] === "test" && PACKAGE.scripts.test === undefined) problems.push("npm test: no test script");
    } else if (words[0] === "export" && words.length === 2 && /^[A-Z_]+=\S+$/.test(words[1]!)) {
      // a shell variable for the lines after it
    } else if (cmd[0] === "forge" || cmd[0] === "cast") {
      problems.push(...(await checkFoundry(cmd)));
    } else if (cmd[0] === "npx" && cmd[1] === "vitest") {
      const file = cmd.find((w) => w.endsWith(".ts"));
      if (file !== undefined && !readdirSync(join(ROOT, file, "..")).includes(file.split("/").pop()!))
        problems.push(`${cmd.join(" ")}: ${file} does not exist`);
    } else {
      problems.push(`${cmd.join(" ")}: not a command this test knows how to check`);
    }
  }
  return problems;
}

async function checkJson(fence: Fence): Promise<string[]> {
  const method = fence.info[1];
  if (method === undefined)
    return ["a json example names the method whose answer it shows (```json <method>)"];
  const example = JSON.parse(fence.content) as unknown;
  let answer = await rpc<unknown>(method);
  if (typeof answer === "string" && /^0x[0-9a-f]*$/i.test(answer))
    answer = JSON.parse(gunzipSync(Buffer.from(answer.slice(2), "hex")).toString("utf8"));
  const want = new Set(shape(answer));
  const have = new Set(shape(example));
  return [
    ...[...have].filter((k) => !want.has(k)).map((k) => `${k}: in the example, not in ${method}'s answer`),
    ...[...want].filter((k) => !have.has(k)).map((k) => `${k}: in ${method}'s answer, not in the example`),
  ];
}

async function checkTs(fence: Fence, index: number): Promise<string[]> {
  const dir = join(ROOT, "test-artifacts", "guide-examples");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `example-${index}.ts`);
  const client = pathToFileURL(join(ROOT, "generated", "client.ts")).href;
  writeFileSync(
    path,
    `${fence.content.replaceAll('"powgate/client"', JSON.stringify(client)).replaceAll("http://127.0.0.1:8545", node.url).replaceAll("ws://127.0.0.1:8545", node.url.replace(/^http/, "ws"))}\nexport {};\n`,
  );
  await import(pathToFileURL(path).href);
  return [];
}

describe("the examples of README.md and docs/guide/", () => {
  beforeAll(async () => {
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    const [from] = await rpc<string[]>("eth_accounts");
    txHash = await rpc<string>("eth_sendTransaction", [{ from, to: from, value: "0x1" }]);
    address = from!;
    // An account with storage, for the state file's shape: init code SSTORE(0, 1), no runtime code.
    await rpc<string>("eth_sendTransaction", [{ from, data: "0x600160005500" }]);
  });
  afterAll(async () => {
    await node?.close();
  });

  it("finds examples of each kind, and its checks can fail", async () => {
    const kinds = new Set(EXAMPLES.map((e) => e.fence.info[0]));
    expect([...kinds].sort()).toEqual(["json", "sh", "ts"]);
    const wrong = (content: string, info = ["sh"]): Fence => ({ info, content, line: 1 });
    expect(await checkSh(wrong("powgate --no-such-flag\n"))).toEqual([
      "powgate --no-such-flag: --no-such-flag is not in the help",
    ]);
    expect(await checkSh(wrong("npm run no-such-script\nrm -rf x\n"))).toHaveLength(2);
    const badCall = `curl -s -H 'content-type: application/json' -d '{"jsonrpc":"2.0","id":1,"method":"eth_nope","params":[]}' http://127.0.0.1:8545\n`;
    expect(await checkSh(wrong(badCall))).toHaveLength(1);
    expect(await checkJson(wrong('{"block": {}, "extra": 1}', ["json", "anvil_dumpState"]))).not.toEqual([]);
    expect(commands("a 'x # y' \\\n  --b # c\nd && e\n").map((c) => c.words)).toEqual([
      ["a", "x # y", "--b"],
      ["d"],
      ["e"],
    ]);
  });

  EXAMPLES.forEach(({ file, fence }, index) => {
    it(`${file}:${fence.line} (${fence.info.join(" ")})`, async () => {
      const kind = fence.info[0];
      const problems =
        kind === "sh"
          ? await checkSh(fence)
          : kind === "json"
            ? await checkJson(fence)
            : await checkTs(fence, index);
      expect(problems).toEqual([]);
    });
  });

  it("README's first screen is what the node prints", async () => {
    expect(FIRST_SCREEN).toBeDefined();
    const cwd = mkdtempSync(join(tmpdir(), "powgate-first-screen-"));
    const child = spawn(TSX, [CLI, "--port", "0"], { cwd, stdio: ["ignore", "pipe", "pipe"] });
    try {
      let out = "";
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no first screen in 60 s:\n${out}`)), 60_000);
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString("utf8");
          if (/\(9\) 0x/.test(out) && out.endsWith("\n\n")) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on("exit", (code) => reject(new Error(`exited ${code}:\n${out}`)));
      });
      const printed = out.replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:8545").split("\n");
      const shown = FIRST_SCREEN!.content.split("\n").filter((l) => l !== "" && l !== "…");
      expect(shown.filter((l) => !printed.includes(l))).toEqual([]);
      expect(shown.length).toBeGreaterThan(8);
    } finally {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
