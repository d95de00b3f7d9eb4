import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { chainConfigFor } from "../../src/chain-config.js";
import { HELP, parseCli } from "../../src/cli-args.js";

const dir = mkdtempSync(join(tmpdir(), "powgate-args-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("command line", () => {
  it("has dev-node defaults: loopback, 8545, a new chain in memory, automine", () => {
    const opts = parseCli([]);
    if (typeof opts === "string") throw new Error("unexpected");
    expect(opts.host).toBe("127.0.0.1");
    expect(opts.port).toBe(8545);
    expect(opts.dataDir).toBeNull();
    expect(opts.logging).toBe(true);
    expect(opts.logFormat).toBeUndefined();
    expect(opts.coinbase).toBeUndefined();
    expect(opts.blockTime).toBeUndefined();
    expect(opts.externalMining).toBe(false);
    expect(opts.cors).toBe("*");
    expect(opts.devMethods).toBe(true);
    expect(opts.consoleLog).toBe(true);
  });

  it("keeps a chain only with --data-dir (--in-memory is the default), and --help says what it keeps", () => {
    const kept = parseCli(["--data-dir", "chain"]);
    if (typeof kept === "string") throw new Error("unexpected");
    expect(kept.dataDir).toBe("chain");
    const memory = parseCli(["--in-memory"]);
    if (typeof memory === "string") throw new Error("unexpected");
    expect(memory.dataDir).toBeNull();
    expect(() => parseCli(["--in-memory", "--data-dir", "chain"])).toThrow(
      "--in-memory and --data-dir exclude each other",
    );
    expect(HELP).toMatch(
      /--data-dir <dir> +keep the chain in <dir>.*resumes it.*Default: a new chain in memory/s,
    );
    expect(HELP).toMatch(/--in-memory +keep nothing on disk \(the default/);
  });

  it("--silent, --log-format and --coinbase, each in --help", () => {
    const opts = parseCli([
      "--silent",
      "--log-format",
      "json",
      "--coinbase",
      "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    ]);
    if (typeof opts === "string") throw new Error("unexpected");
    expect(opts.logging).toBe(false);
    expect(opts.logFormat).toBe("json");
    expect(opts.coinbase).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(() => parseCli(["--log-format", "yaml"])).toThrow('--log-format is "text" or "json", got "yaml"');
    expect(() => parseCli(["--coinbase", "0x1234"])).toThrow(/--coinbase must be a 0x-prefixed 20-byte/);
    expect(HELP).toMatch(/--silent +print no banner and no info lines[\s\S]*hardhat_setLoggingEnabled/);
    expect(HELP).toMatch(/--log-format <format> +text \(default[\s\S]*json/);
    expect(HELP).toMatch(/--coinbase <address> +where block rewards and fees go/);
  });

  it("--no-console-log stops printing console.sol output, and --help says so", () => {
    const opts = parseCli(["--no-console-log"]);
    if (typeof opts === "string") throw new Error("unexpected");
    expect(opts.consoleLog).toBe(false);
    expect(HELP).toMatch(/--no-console-log\s+do not print what contracts log with Hardhat's console\.sol/);
  });

  it("--load-state, --dump-state and --state (loads only a file that exists), each in --help", () => {
    const opts = parseCli(["--load-state", "a.json", "--dump-state", "b.json"]);
    if (typeof opts === "string") throw new Error("unexpected");
    expect([opts.loadState, opts.dumpState]).toEqual(["a.json", "b.json"]);
    const fresh = join(dir, "fresh-state.json");
    const both = parseCli(["--state", fresh]);
    if (typeof both === "string") throw new Error("unexpected");
    expect([both.loadState, both.dumpState]).toEqual([undefined, fresh]);
    writeFileSync(fresh, "{}");
    const again = parseCli(["--state", fresh]);
    if (typeof again === "string") throw new Error("unexpected");
    expect([again.loadState, again.dumpState]).toEqual([fresh, fresh]);
    for (const flag of ["--load-state <file>", "--dump-state <file>", "--state <file>"])
      expect(HELP).toContain(flag);
    expect(HELP).toMatch(/A SIGKILL writes nothing/);
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

describe("flags together with --genesis", () => {
  const genesis = join(dir, "genesis.json");
  writeFileSync(
    genesis,
    JSON.stringify({
      config: { chainId: 4242, homesteadBlock: 0 },
      difficulty: "0x20000",
      gasLimit: "0x1c9c380",
      alloc: {},
    }),
  );
  const flags = (...argv: string[]) => {
    const opts = parseCli(["--genesis", genesis, ...argv]);
    if (typeof opts === "string") throw new Error("unexpected");
    return opts;
  };

  it("refuses a flag that the genesis file defines differently, naming both", () => {
    expect(() => chainConfigFor(flags("--difficulty", "1"))).toThrow(
      `--difficulty 1 conflicts with difficulty 131072 of the genesis file ${genesis}`,
    );
    expect(() => chainConfigFor(flags("--chain-id", "1337"))).toThrow(
      `--chain-id 1337 conflicts with config.chainId 4242 of the genesis file ${genesis}`,
    );
    expect(() => chainConfigFor(flags("--gas-limit", "5000"))).toThrow(
      /--gas-limit 5000 conflicts with gasLimit 30000000/,
    );
    expect(() => chainConfigFor(flags("--balance", "5"))).toThrow(
      /--balance conflicts with the genesis file/,
    );
  });

  it("accepts flags that agree with the file, and the dev chain's flags without one", () => {
    const config = chainConfigFor(
      flags("--difficulty", "131072", "--chain-id", "4242", "--gas-limit", "30000000"),
    );
    expect(config.chainId).toBe(4242n);
    expect(config.consensus.minimumDifficulty).toBe(131072n);
    const dev = parseCli(["--difficulty", "7", "--chain-id", "5"]);
    if (typeof dev === "string") throw new Error("unexpected");
    expect(chainConfigFor(dev).consensus.minimumDifficulty).toBe(7n);
  });

  it("documents it and --no-seal-check in --help", () => {
    expect(HELP).toMatch(/--genesis <file>.*--chain-id, --difficulty and\s+--gas-limit must agree/s);
    expect(HELP).toContain("import <file.rlp> [--no-seal-check]");
  });
});
