/**
 * HTTP keep-alive load: `wrk` (Debian package) with a generated Lua script that POSTs the JSON-RPC
 * bodies in rotation, or, when wrk is not installed, an in-process client with the same number of
 * keep-alive connections (slower: it can be the bound for the fastest peers; the result says so).
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { childrenCpuMs } from "./proc.js";
import { benchDir } from "./targets.js";

export interface LoadResult {
  tool: "wrk" | "node";
  requests: number;
  seconds: number;
  rps: number;
  /** socket errors + timeouts + non-2xx answers */
  errors: number;
  /** CPU used by the load generator, in cores (wrk only: its CPU time over the run) */
  loadgenCores?: number;
  /** bytes read per response, headers included (wrk only) */
  bytesPerResponse?: number;
  latencyAvgMs?: number;
}

export function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;
}

/** A Lua long string; level >= 1 so a body ending in "]" (a batch) cannot close it early. */
function luaString(s: string): string {
  let eq = "=";
  while (s.includes(`]${eq}]`)) eq += "=";
  return `[${eq}[${s}]${eq}]`;
}

function wrkScript(bodies: string[]): string {
  const dir = join(benchDir, ".cache/wrk");
  mkdirSync(dir, { recursive: true });
  const text = [
    'wrk.method = "POST"',
    'wrk.headers["Content-Type"] = "application/json"',
    bodies.length === 1
      ? `wrk.body = ${luaString(bodies[0])}`
      : [
          `local bodies = {${bodies.map(luaString).join(",\n")}}`,
          "local n = #bodies",
          "local i = 0",
          "request = function()",
          "  i = i % n + 1",
          "  return wrk.format(nil, nil, nil, bodies[i])",
          "end",
        ].join("\n"),
    "",
  ].join("\n");
  const file = join(dir, `${createHash("sha1").update(text).digest("hex").slice(0, 16)}.lua`);
  writeFileSync(file, text);
  return file;
}

function parseWrk(out: string): Omit<LoadResult, "tool"> {
  const total = /(\d+) requests in ([\d.]+)(m?s)/.exec(out);
  if (!total) throw new Error(`cannot read wrk output:\n${out}`);
  const requests = Number(total[1]);
  const seconds = Number(total[2]) / (total[3] === "ms" ? 1000 : 1);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  const errors =
    (sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0);
  const lat = /Latency\s+([\d.]+)(us|ms|s)/.exec(out);
  const latencyAvgMs = lat
    ? Number(lat[1]) * (lat[2] === "us" ? 0.001 : lat[2] === "s" ? 1000 : 1)
    : undefined;
  const read = /requests in [\d.]+m?s, ([\d.]+)([KMG]?B) read/.exec(out);
  const bytesPerResponse = read
    ? (Number(read[1]) *
        ({ B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as Record<string, number>)[read[2]]) /
      requests
    : undefined;
  return { requests, seconds, rps: requests / seconds, errors, latencyAvgMs, bytesPerResponse };
}

/**
 * `connections` keep-alive connections for `seconds`; wrk runs pinned to `cpus` with one thread
 * (two when not pinned).
 */
export async function httpLoad(
  url: string,
  bodies: string[],
  opts: { connections: number; seconds: number; cpus: string | null; tool: "wrk" | "node" },
): Promise<LoadResult> {
  if (opts.tool === "node") return nodeLoad(url, bodies, opts.connections, opts.seconds);
  const script = wrkScript(bodies);
  const wrkArgs = [
    `-t${opts.cpus === null ? 2 : 1}`,
    `-c${opts.connections}`,
    `-d${opts.seconds}s`,
    "--timeout",
    "30s",
    "-s",
    script,
    url,
  ];
  const [cmd, args] =
    opts.cpus === null ? ["wrk", wrkArgs] : ["taskset", ["-c", opts.cpus, "wrk", ...wrkArgs]];
  const c0 = childrenCpuMs();
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (c: Buffer) => {
      text += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      text += c.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`)),
    );
  });
  const parsed = parseWrk(out);
  return { tool: "wrk", ...parsed, loadgenCores: (childrenCpuMs() - c0) / 1000 / parsed.seconds };
}

/** The fallback: a keep-alive request loop per connection in this process. */
async function nodeLoad(
  url: string,
  bodies: string[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const u = new URL(url);
  // a timeout of its own, so that it heeds the server's Keep-Alive hint (as RpcClient, bench/rpc.ts)
  const agent = new Agent({ keepAlive: true, maxSockets: connections, timeout: 60_000 });
  const buffers = bodies.map((b) => Buffer.from(b));
  const end = performance.now() + seconds * 1000;
  let requests = 0;
  let errors = 0;
  let next = 0;
  const one = (body: Buffer) =>
    new Promise<void>((resolve) => {
      const req = request(
        {
          host: u.hostname,
          port: Number(u.port),
          method: "POST",
          path: "/",
          agent,
          headers: { "content-type": "application/json", "content-length": body.length },
        },
        (res) => {
          if ((res.statusCode ?? 0) >= 300) errors++;
          res.on("data", () => {});
          res.on("end", () => resolve());
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        await one(buffers[next++ % buffers.length]);
        requests++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  return { tool: "node", requests, seconds: elapsed, rps: requests / elapsed, errors };
}
