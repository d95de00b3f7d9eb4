// docs/guide/running-a-node.md cannot go stale unnoticed: every flag it names is one the commands
// know, its sample lines have the shapes the node and the miner print, and its banner has the
// banner's labels.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHAIN_HELP } from "../../src/chain-cli.js";
import { bannerText } from "../../src/cli/banner.js";
import { HELP } from "../../src/cli-args.js";
import { DEVNET_HELP } from "../../src/devnet.js";
import { formatLine } from "../../src/log.js";
import { MINE_HELP } from "../../src/mine/cli.js";

const ROOT = new URL("../..", import.meta.url).pathname;
const GUIDE = readFileSync(join(ROOT, "docs/guide/running-a-node.md"), "utf8");
const blocks = [...GUIDE.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1]!);
const lines = blocks.flatMap((b) => b.split("\n"));

describe("the running-a-node guide", () => {
  it("names only flags the commands know", () => {
    const helps = [HELP, DEVNET_HELP, MINE_HELP, CHAIN_HELP].join("\n");
    const flags = new Set([...GUIDE.matchAll(/(?<![\w-])--[a-z][a-z0-9-]*/g)].map((m) => m[0]));
    expect(flags.size).toBeGreaterThan(10);
    // the mistyped flag of the example, Anvil's flags where the guide compares, V8's given to node
    const notOurs = new Set([
      "--chainid",
      "--quiet",
      "--json",
      "--max-inlined-bytecode-size-cumulative",
      "--min-semi-space-size",
    ]);
    for (const flag of flags)
      if (flag !== "--help" && !notOurs.has(flag)) expect(helps, flag).toContain(flag);
  });

  it("shows the node's lines as the node draws them", () => {
    const activity = lines.filter((l) => /^\d\d:\d\d:\d\d\.\d{3} /.test(l));
    expect(activity.length).toBeGreaterThan(10);
    // each sample line, parsed back into its record's fields, is drawn the same way
    for (const line of activity) {
      const text = line.slice(13);
      const record = recordOf(text);
      expect(record, line).toBeDefined();
      expect(
        formatLine(
          JSON.stringify({ level: 30, time: Date.parse(`1970-01-01T${line.slice(0, 12)}Z`), ...record }),
        ),
        line,
      ).toBe(line);
    }
  });

  it("shows the miner's lines in the shapes it prints", () => {
    const miner = lines.filter((l) => /^(mining for|loading the|cache of|hashrate|sealed block)/.test(l));
    expect(miner.length).toBe(7);
    for (const line of miner)
      expect(line).toMatch(
        /^(mining for \S+ on \d+ thread\(s\); a status line every 5 s|loading the Ethash cache of epoch \d+ \(built once, then kept on disk\)|cache of epoch \d+ ready after \d+\.\d s|hashrate \d+ H\/s on block \d+ \(difficulty \d+, \d+\.\d s on it\); \d+ blocks? found|sealed block \d+ after \d+\.\d s: work 0x[0-9a-f]{16}… nonce 0x[0-9a-f]{16} \(\d+ found\))$/,
      );
  });

  it("shows the banner's labels", () => {
    const banner = bannerText({
      version: "0.1.0",
      http: "h",
      ws: "w",
      chain: "dev",
      chainId: "1337",
      rules: "r",
      leftOut: [],
      dataDir: null,
      state: "new",
      head: { number: 0, hash: "0x" },
      pooled: 0,
      mining: "m",
      coinbase: "c",
      unit: "ETH",
      accounts: [],
    });
    const labels = (text: string) => [...text.matchAll(/^([A-Z][a-zA-Z]+) {2,}/gm)].map((m) => m[1]);
    const sample = blocks.find((b) => b.startsWith("powgate v"))!;
    expect(labels(sample)).toEqual(labels(banner).filter((l) => l !== "Accounts"));
  });
});

/** The record a sample line stands for (the inverse of formatLine for the activity records). */
function recordOf(text: string): Record<string, unknown> | undefined {
  const num = (s: string) => Number(s.replace(/,/g, ""));
  let m = /^block (\d+) {2}(0x[0-9a-f]{64}) {2}(\d+) transactions?, gas ([\d,]+)$/.exec(text);
  if (m)
    return { event: "block", number: num(m[1]!), hash: m[2], transactions: num(m[3]!), gasUsed: num(m[4]!) };
  m =
    /^ {2}tx (0x[0-9a-f]{64}) {2}from (0x[0-9a-f]{40}) {2}(to|created) (0x[0-9a-f]{40}) {2}gas ([\d,]+) {2}(ok|reverted: custom error (0x[0-9a-f]{8})|reverted: (.+))$/.exec(
      text,
    );
  if (m) {
    const created = m[3] === "created";
    return {
      event: "transaction",
      hash: m[1],
      from: m[2],
      to: created ? null : m[4],
      ...(created ? { contractAddress: m[4] } : {}),
      gasUsed: num(m[5]!),
      status: m[6] === "ok" ? 1 : 0,
      ...(m[6] === "ok" ? {} : { error: "execution reverted" }),
      ...(m[7] ? { selector: m[7] } : {}),
      ...(m[8] ? { reason: m[8] } : {}),
    };
  }
  m = /^ {4}console\.log: (.*)$/.exec(text);
  if (m) return { console: "transaction", msg: m[1] };
  m = /^console\.log \((\w+)\): (.*)$/.exec(text);
  if (m) return { console: m[1], msg: m[2] };
  return undefined;
}
