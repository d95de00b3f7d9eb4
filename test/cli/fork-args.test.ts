// The fork flags: parsed into the node's options with Anvil's names, refused with one line where
// they do not fit, and each one described in --help.
import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/args.js";
import { HELP, parseCli } from "../../src/cli-args.js";

const FLAGS = [
  "--fork-url",
  "--fork-block-number",
  "--fork-transaction-hash",
  "--fork-header",
  "--fork-chain-id",
  "--timeout",
  "--retries",
  "--fork-retry-backoff",
  "--compute-units-per-second",
  "--no-rate-limit",
  "--no-storage-caching",
];

function refused(argv: string[]): string {
  try {
    parseCli(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error(`accepted: ${argv.join(" ")}`);
}

describe("the fork flags", () => {
  it("parse into the fork options", () => {
    const opts = parseCli([
      "--fork-url",
      "http://a:8545",
      "--fork-url",
      "https://b/key",
      "--fork-block-number",
      "-10",
      "--fork-header",
      "X-Api-Key: k1",
      "--timeout",
      "1000",
      "--retries",
      "2",
      "--fork-retry-backoff",
      "50",
      "--compute-units-per-second",
      "100",
      "--no-storage-caching",
    ]);
    if (typeof opts === "string") throw new Error(opts);
    expect(opts.fork).toEqual({
      urls: ["http://a:8545", "https://b/key"],
      blockNumber: -10n,
      headers: { "X-Api-Key": "k1" },
      timeoutMs: 1000,
      retries: 2,
      backoffMs: 50,
      computeUnitsPerSecond: 100,
      storageCaching: false,
    });
    const unlimited = parseCli(["--fork-url", "http://a", "--no-rate-limit"]);
    if (typeof unlimited === "string") throw new Error(unlimited);
    expect(unlimited.fork?.computeUnitsPerSecond).toBe(0);
    const none = parseCli([]);
    if (typeof none === "string") throw new Error(none);
    expect(none.fork).toBeUndefined();
  });

  it("are refused where they do not fit", () => {
    expect(refused(["--fork-block-number", "3"])).toBe("--fork-block-number needs --fork-url");
    expect(refused(["--fork-url", "ftp://x"])).toMatch(/must be an http:\/\/ or https:\/\/ URL/);
    expect(refused(["--fork-url", "http://a", "--chain-id", "5"])).toMatch(
      /--chain-id does not go with --fork-url/,
    );
    expect(refused(["--fork-url", "http://a", "--fork-header", "nocolon"])).toMatch(/"Name: value"/);
    expect(refused(["--fork-url", "http://a", "--fork-block-number", "x"])).toMatch(/must be an integer/);
    expect(
      refused([
        "--fork-url",
        "http://a",
        "--fork-block-number",
        "1",
        "--fork-transaction-hash",
        `0x${"1".repeat(64)}`,
      ]),
    ).toMatch(/exclude each other/);
    expect(refused(["--fork-url", "http://a", "--fork-transaction-hash", "0x12"])).toMatch(/32-byte hash/);
  });

  it("are each described in --help", () => {
    for (const flag of FLAGS) expect(HELP, flag).toContain(flag);
  });
});
