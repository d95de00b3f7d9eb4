/**
 * `powgate conformance --url <node>` against every node (powgate too, as the reference), each
 * started fresh; the Markdown reports go to bench/results/conformance-<node>.md. Runs only when
 * the built CLI has the conformance command (dist/src/conformance).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "./net.js";
import type { BenchOptions } from "./options.js";
import { startProcess, stopProcess } from "./proc.js";
import { benchDir, rootDir, type Target } from "./targets.js";
import { accounts } from "./txs.js";

const cli = join(rootDir, "dist/src/cli.js");

function run(args: string[], timeoutMs: number): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: rootDir,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      out += c.toString();
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

export async function runConformance(targets: Target[], o: BenchOptions): Promise<string[]> {
  const lines = ["## Conformance: `powgate conformance` against each node", ""];
  if (!existsSync(join(rootDir, "dist/src/conformance/cli.js"))) {
    lines.push("Not run: the built CLI has no conformance command (dist/src/conformance is missing).");
    return lines;
  }
  lines.push("| node | summary | exit | report |", "|---|---|---|---|");
  mkdirSync(o.out, { recursive: true });
  for (const t of targets) {
    if (t.name === "powgate-disk") continue;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const node = await startProcess(
      t.launch(port, {}),
      url,
      join(benchDir, ".cache/logs", `${t.name}-conformance.log`),
    );
    const file = join(o.out, `conformance-${t.name.replace("-mem", "")}.md`);
    process.stderr.write(`conformance ${t.name}\n`);
    try {
      const r = await run(
        [
          "conformance",
          "--url",
          url,
          "--ws",
          `ws://127.0.0.1:${port}/`,
          "--key",
          accounts[0].wallet.privateKey,
          "--report",
          "markdown",
          "--out",
          file,
        ],
        600_000,
      );
      // a peer's answers may carry its stack traces, with this checkout's absolute path in them
      if (existsSync(file)) writeFileSync(file, readFileSync(file, "utf8").replaceAll(rootDir, "<checkout>"));
      const summary =
        r.out
          .trim()
          .split("\n")
          .reverse()
          .find((l) => /passed|failed/.test(l)) ??
        r.out.trim().split("\n").pop() ??
        "";
      lines.push(
        `| ${t.label} | ${summary.replace(/\|/g, "/")} | ${r.code} | ${existsSync(file) ? `\`${file.replace(`${rootDir}/`, "")}\`` : "none"} |`,
      );
    } finally {
      await stopProcess(node);
    }
  }
  return lines;
}
