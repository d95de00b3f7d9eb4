// The one argument parser of every command (src/cli/args.ts): unknown flags, missing values and
// stray arguments are UsageErrors that name the flag, printed as the error and one line pointing to
// the command's --help; each subcommand goes through it.
import { describe, expect, it } from "vitest";
import { runExport, runImport } from "../../src/chain-cli.js";
import {
  bigintFlag,
  choiceFlag,
  integerFlag,
  parseCommand,
  positiveFlag,
  UsageError,
  usageMessage,
} from "../../src/cli/args.js";
import { parseCli } from "../../src/cli-args.js";
import { parseConformance } from "../../src/conformance/cli.js";
import { nodeArgs, parseDevnet } from "../../src/devnet.js";
import { runMine } from "../../src/mine/cli.js";

const OPTIONS = { "chain-id": { type: "string" }, quiet: { type: "boolean" } } as const;

/** The UsageError message `run` throws (synchronously or as a rejection). */
async function usageError(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (err) {
    if (err instanceof UsageError) return err.message;
    throw err;
  }
  throw new Error("no UsageError");
}

describe("parseCommand", () => {
  it("parses the table's flags, and -h / --help on every command", () => {
    const parsed = parseCommand(OPTIONS, ["--chain-id", "5", "--quiet"]);
    if (parsed === "help") throw new Error("unexpected");
    expect(parsed.values).toEqual({ "chain-id": "5", quiet: true });
    expect(parseCommand(OPTIONS, ["-h"])).toBe("help");
    expect(parseCommand(OPTIONS, ["--chain-id", "5", "--help"])).toBe("help");
  });

  it("names an unknown flag and the known one within two edits", async () => {
    expect(await usageError(() => parseCommand(OPTIONS, ["--bogus"]))).toBe("unknown option --bogus");
    expect(await usageError(() => parseCommand(OPTIONS, ["--chainid", "5"]))).toBe(
      "unknown option --chainid (did you mean --chain-id?)",
    );
    expect(await usageError(() => parseCommand(OPTIONS, ["--quiet=1"]))).toBe(
      "option '--quiet' does not take an argument",
    );
    expect(await usageError(() => parseCommand(OPTIONS, ["--chain-id"]))).toBe(
      "option '--chain-id <value>' argument missing",
    );
  });

  it("takes as many positional arguments as the command allows", async () => {
    expect(await usageError(() => parseCommand(OPTIONS, ["extra"]))).toBe("unexpected argument 'extra'");
    const one = parseCommand(OPTIONS, ["file.rlp", "--quiet"], 1);
    if (one === "help") throw new Error("unexpected");
    expect(one.positionals).toEqual(["file.rlp"]);
    expect(await usageError(() => parseCommand(OPTIONS, ["a", "b"], 1))).toBe('unexpected argument "b"');
  });

  it("checks values: integers in range, big integers, choices, positive numbers", async () => {
    expect(integerFlag("port", "8545", { max: 65535 })).toBe(8545);
    expect(integerFlag("port", undefined)).toBeUndefined();
    expect(await usageError(() => integerFlag("port", "70000", { max: 65535 }))).toBe(
      '--port must be an integer from 0 to 65535, got "70000"',
    );
    expect(await usageError(() => integerFlag("threads", "0", { min: 1 }))).toBe(
      '--threads must be an integer of at least 1, got "0"',
    );
    expect(await usageError(() => integerFlag("accounts", "-1"))).toBe(
      '--accounts must be a non-negative integer, got "-1"',
    );
    expect(bigintFlag("gas-limit", "18446744073709551616")).toBe(1n << 64n);
    expect(await usageError(() => bigintFlag("gas-limit", "1e6"))).toBe(
      '--gas-limit must be a non-negative integer, got "1e6"',
    );
    expect(choiceFlag("mining", "external", ["auto", "external", "none"])).toBe("external");
    expect(await usageError(() => choiceFlag("mining", "cpu", ["auto", "external", "none"]))).toBe(
      '--mining is "auto", "external" or "none", got "cpu"',
    );
    expect(positiveFlag("block-time", "0.5")).toBe(0.5);
    for (const bad of ["0", "-1", "x", " "])
      expect(await usageError(() => positiveFlag("block-time", bad))).toBe(
        `--block-time must be a positive number of seconds, got "${bad}"`,
      );
  });

  it("prints the error and one line pointing to the command's --help", () => {
    expect(usageMessage(new UsageError("unknown option --bogus"), "powgate mine")).toBe(
      'powgate mine: unknown option --bogus\nRun "powgate mine --help" for the options.\n',
    );
  });
});

describe("every command parses through it", () => {
  it("refuses an unknown flag with a UsageError, whichever the command", async () => {
    const bogus = "unknown option --bogus";
    expect(await usageError(() => parseCli(["--bogus"]))).toBe(bogus);
    expect(await usageError(() => parseDevnet(["--bogus"]))).toBe(bogus);
    expect(await usageError(() => parseConformance(["--bogus"]))).toBe(bogus);
    expect(await usageError(() => runMine(["--bogus"]))).toBe(bogus);
    expect(await usageError(() => runExport(["x.rlp", "--bogus"]))).toBe(bogus);
    expect(await usageError(() => runImport(["x.rlp", "--bogus"]))).toBe(bogus);
  });

  it("keeps each command's own checks as UsageErrors", async () => {
    expect(await usageError(() => parseDevnet(["--nodes", "40"]))).toBe(
      '--nodes must be an integer from 1 to 32, got "40"',
    );
    expect(await usageError(() => parseDevnet(["--nodes", "2", "--miners", "3"]))).toBe(
      '--miners must be an integer from 0 to 2, got "3"',
    );
    expect(await usageError(() => parseDevnet(["--hardfork", "istanbul"]))).toMatch(
      /^--hardfork istanbul: the dev chain starts at London's fee market/,
    );
    expect(await usageError(() => parseConformance([]))).toBe("--url is required");
    expect(await usageError(() => parseConformance(["--url", "http://x", "--out", "r.json"]))).toBe(
      "--out needs --report <format>",
    );
    expect(await usageError(() => runMine(["--threads", "0"]))).toBe(
      '--threads must be an integer of at least 1, got "0"',
    );
    expect(await usageError(() => runExport([]))).toBe("give the RLP file: <file.rlp> [options]");
    expect(await usageError(() => runExport(["x.rlp"]))).toBe(
      "export reads a kept chain: give its --data-dir <dir>",
    );
    expect(await usageError(() => runExport(["x.rlp", "--data-dir", "d", "--from", "one"]))).toBe(
      '--from must be a non-negative integer, got "one"',
    );
  });
});

const COINBASE = `0x${"c0".repeat(20)}`;

describe("devnet --hardfork", () => {
  it("passes the rules to every node, miners and followers alike; without it the nodes get none", () => {
    const opts = parseDevnet(["--nodes", "3", "--miners", "1", "--hardfork", "osaka"]);
    if (opts === "help") throw new Error("help");
    expect(opts.hardfork).toBe("osaka");
    for (let i = 0; i < 3; i++) {
      const args = nodeArgs(opts, i, i === 0 ? COINBASE : undefined, []);
      expect(args[args.indexOf("--hardfork") + 1], `node ${i}`).toBe("osaka");
      // the node's own parser takes them, with the same rules
      const node = parseCli(args);
      if (node === "help" || node === "version") throw new Error(String(node));
      expect(node.hardfork, `node ${i}`).toBe("osaka");
    }
    const plain = parseDevnet([]);
    if (plain === "help") throw new Error("help");
    expect(nodeArgs(plain, 0, COINBASE, [])).not.toContain("--hardfork");
  });
});
