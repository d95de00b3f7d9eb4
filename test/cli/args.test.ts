import { describe, expect, it } from "vitest";
import { HELP, parseCli } from "../../src/cli-args.js";

describe("command line", () => {
  it("has dev-node defaults: loopback, 8545, persistent ./powgate-data, automine", () => {
    const opts = parseCli([]);
    if (typeof opts === "string") throw new Error("unexpected");
    expect(opts.host).toBe("127.0.0.1");
    expect(opts.port).toBe(8545);
    expect(opts.dataDir).toBe("./powgate-data");
    expect(opts.blockTime).toBeUndefined();
    expect(opts.externalMining).toBe(false);
    expect(opts.cors).toBe("*");
    expect(opts.devMethods).toBe(true);
  });

  it("--no-dev-methods turns the dev methods off, and --help says so", () => {
    const opts = parseCli(["--no-dev-methods"]);
    if (typeof opts === "string") throw new Error("unexpected");
    expect(opts.devMethods).toBe(false);
    expect(HELP).toMatch(/--no-dev-methods\s+refuse every dev method/);
  });

  it("--client-version-prefix, --disable-code-size-limit and --disable-block-gas-limit, each in --help", () => {
    const none = parseCli([]);
    if (typeof none === "string") throw new Error("unexpected");
    expect(none.clientVersionPrefix).toBeUndefined();
    expect(none.disableCodeSizeLimit).toBe(false);
    expect(none.disableBlockGasLimit).toBe(false);
    const opts = parseCli([
      "--client-version-prefix",
      "anvil",
      "--disable-code-size-limit",
      "--disable-block-gas-limit",
    ]);
    if (typeof opts === "string") throw new Error("unexpected");
    expect(opts.clientVersionPrefix).toBe("anvil");
    expect(opts.disableCodeSizeLimit).toBe(true);
    expect(opts.disableBlockGasLimit).toBe(true);
    expect(HELP).toMatch(/--client-version-prefix <anvil\|hardhat>[\s\S]*Hardhat's network helpers refuse/);
    expect(HELP).toMatch(/--disable-code-size-limit\s+no EIP-170 limit/);
    expect(HELP).toMatch(/--disable-block-gas-limit\s+eth_call and eth_estimateGas may use more gas/);
  });

  it("parses chain, mining and limit flags", () => {
    const opts = parseCli([
      "--in-memory",
      "--chain-id",
      "31337",
      "--balance",
      "5",
      "--difficulty",
      "4096",
      "--mining",
      "external",
      "--cors",
      "http://a.test, http://b.test",
      "--max-batch",
      "10",
      "--max-body-size",
      "1024",
    ]);
    if (typeof opts === "string") throw new Error("unexpected");
    expect(opts.dataDir).toBeNull();
    expect(opts.chainId).toBe(31337n);
    expect(opts.balance).toBe(5n * 10n ** 18n);
    expect(opts.difficulty).toBe(4096n);
    expect(opts.externalMining).toBe(true);
    expect(opts.cors).toEqual(["http://a.test", "http://b.test"]);
    expect(opts.limits).toEqual({ maxBatch: 10, maxBodyBytes: 1024 });
  });

  it("takes the eth_call / eth_estimateGas time limit in milliseconds (--call-timeout, documented)", () => {
    const opts = parseCli(["--call-timeout", "250", "--max-connections", "7"]);
    if (typeof opts === "string") throw new Error("unexpected");
    expect(opts.limits).toEqual({ callTimeoutMs: 250, maxConnections: 7 });
    const none = parseCli(["--call-timeout", "0"]);
    if (typeof none === "string") throw new Error("unexpected");
    expect(none.limits).toEqual({ callTimeoutMs: 0 });
    const defaults = parseCli([]);
    if (typeof defaults === "string") throw new Error("unexpected");
    expect(defaults.limits).toEqual({});
    expect(HELP).toMatch(/--call-timeout <ms>.*eth_call.*eth_estimateGas/s);
    expect(HELP).toContain("default 5000");
  });

  it("takes the confirmation depths of `safe` and `finalized` (documented defaults 32 and 64)", () => {
    const defaults = parseCli([]);
    if (typeof defaults === "string") throw new Error("unexpected");
    expect(defaults.finality).toEqual({ safeDepth: 32n, finalizedDepth: 64n });
    const opts = parseCli(["--safe-depth", "0", "--finalized-depth", "3"]);
    if (typeof opts === "string") throw new Error("unexpected");
    expect(opts.finality).toEqual({ safeDepth: 0n, finalizedDepth: 3n });
    expect(HELP).toMatch(/--safe-depth <n>.*default 32.*--finalized-depth <n>.*default 64/s);
  });

  it("knows --help and --version", () => {
    expect(parseCli(["--help"])).toBe("help");
    expect(parseCli(["-v"])).toBe("version");
  });
});
