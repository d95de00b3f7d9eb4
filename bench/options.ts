/** Command-line options of `npm run bench -- ...` and the sizes of each mode. */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { hasWrk } from "./http-load.js";
import { benchDir, setBaseline, TARGETS } from "./targets.js";

export const WORKLOADS = [
  "startup",
  "W1",
  "W2",
  "W3",
  "W4",
  "W5",
  "W6",
  "W7",
  "W8",
  "W9",
  "W10",
  "W11",
  "W12",
] as const;

export interface BenchOptions {
  rounds: number;
  quick: boolean;
  long: boolean;
  targets: string[];
  /** workload families to run (W4 = W4same + W4distinct ...); null: all */
  only: Set<string> | null;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  w3Size: number;
  w5Eth: number;
  w5Erc20: number;
  holders: number;
  w6Blocks: number;
  /** W10: transfers sent one at a time */
  w10Txs: number;
  /** W12: blocks per many-block call, and evm_mine calls in the loop */
  w12Blocks: number;
  w12Loop: number;
  logSeconds: number;
  wsInFlight: number;
  w9Blocks: number;
  /** the most time a peer may take to build W9's chain over RPC */
  w9BudgetSeconds: number;
  /** CPUs for the node and for the load generator (taskset); null: not pinned */
  nodeCpus: string | null;
  loadCpus: string | null;
  tool: "wrk" | "node";
  profile: boolean;
  conformance: boolean;
  /** a node whose RSS passes this is killed (MB) */
  maxRssMb: number;
  out: string;
}

export const USAGE = `npm run bench -- [options]
  --quick             1 round, small sizes, 2 s loads (a smoke test, about 5 minutes)
  --rounds N          rounds (default 3); every round starts each node fresh, in rotated order
  --targets a,b       of ${TARGETS.map((t) => t.name).join(", ")} (default: all installed),
                      or node-ceiling: node:http + ws answering a constant (what Node.js reaches here)
  --only W1,W5        workload families (startup W1..W12; default all but W9)
  --long              also W9: a 100,000-block chain (generated once, kept in bench/.cache)
  --w9-blocks N       W9 chain length (default 100000; 2000 with --quick)
  --w9-budget S       the most time a peer may take to build its W9 chain over RPC (default 600)
  --seconds S         length of each HTTP/WebSocket load (default 5)
  --no-pin            do not pin the node to CPU 1 and the load generator to CPU 0
  --loadgen node      the in-process HTTP client instead of wrk
  --profile           run powgate under node --cpu-prof; top frames per workload in the results
  --no-conformance    skip \`powgate conformance\` against the peers
  --baseline DIR      also run powgate-base: powgate in memory from another checkout's dist/ (for
                      example a git worktree of an older commit, built), to compare two commits
                      in the same run
  --max-rss MB        kill a node whose resident memory passes this (default 4096)
  --out DIR           results folder (default bench/results)
`;

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      quick: { type: "boolean" },
      rounds: { type: "string" },
      targets: { type: "string" },
      only: { type: "string" },
      long: { type: "boolean" },
      "w9-blocks": { type: "string" },
      "w9-budget": { type: "string" },
      seconds: { type: "string" },
      "no-pin": { type: "boolean" },
      loadgen: { type: "string" },
      profile: { type: "boolean" },
      "no-conformance": { type: "boolean" },
      "max-rss": { type: "string" },
      baseline: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const quick = Boolean(values.quick);
  const baseline = values.baseline ? resolve(values.baseline) : null;
  setBaseline(baseline);
  const only = values.only ? new Set(values.only.split(",").map((w) => w.trim())) : null;
  for (const w of only ?? [])
    if (!(WORKLOADS as readonly string[]).includes(w)) throw new Error(`unknown workload ${w}`);
  const long = Boolean(values.long) || Boolean(only?.has("W9"));
  const pin = !values["no-pin"];
  const tool = values.loadgen === "node" || !hasWrk() ? "node" : "wrk";
  const seconds = values.seconds ? Number(values.seconds) : quick ? 2 : 5;
  return {
    rounds: values.rounds ? Number(values.rounds) : quick ? 1 : 3,
    quick,
    long,
    targets: values.targets
      ? values.targets.split(",").map((t) => t.trim())
      : [...TARGETS.map((t) => t.name), ...(baseline ? ["powgate-base"] : [])],
    only,
    seconds,
    warmupSeconds: 1,
    connections: 32,
    w3Size: 100,
    w5Eth: quick ? 200 : 2000,
    w5Erc20: quick ? 50 : 500,
    holders: quick ? 100 : 1000,
    w6Blocks: quick ? 100 : 2000,
    w10Txs: quick ? 100 : 1000,
    w12Blocks: quick ? 200 : 2000,
    w12Loop: quick ? 100 : 500,
    logSeconds: quick ? 0.5 : 2,
    wsInFlight: 1000,
    w9Blocks: values["w9-blocks"] ? Number(values["w9-blocks"]) : quick ? 2000 : 100_000,
    w9BudgetSeconds: values["w9-budget"] ? Number(values["w9-budget"]) : 600,
    nodeCpus: pin ? "1" : null,
    loadCpus: pin ? "0" : null,
    tool,
    profile: Boolean(values.profile),
    conformance: !values["no-conformance"],
    maxRssMb: values["max-rss"] ? Number(values["max-rss"]) : 4096,
    out: values.out ?? join(benchDir, "results"),
  };
}

export function wants(o: BenchOptions, family: string): boolean {
  if (family === "W9") return o.long;
  return o.only === null || o.only.has(family);
}
