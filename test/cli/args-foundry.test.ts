import { describe, expect, it } from "vitest";
import { CREATE2_DEPLOYER_ADDRESS } from "../../src/chain/config/create2-deployer.js";
import { chainConfigFor } from "../../src/chain-config.js";
import { HELP, parseCli } from "../../src/cli-args.js";

describe("command line: Anvil's behaviours for Foundry users", () => {
  it("--revert-returns-hash: off by default, in --help", () => {
    const none = parseCli([]);
    const on = parseCli(["--revert-returns-hash"]);
    if (typeof none === "string" || typeof on === "string") throw new Error("unexpected");
    expect(none.revertReturnsHash).toBe(false);
    expect(on.revertReturnsHash).toBe(true);
    expect(HELP).toMatch(
      /--revert-returns-hash\s+answer a transaction that reverted under automine with its hash/,
    );
  });

  it("--disable-default-create2-deployer: the dev chains have the deployer unless given, in --help", () => {
    const none = parseCli([]);
    const off = parseCli(["--disable-default-create2-deployer"]);
    if (typeof none === "string" || typeof off === "string") throw new Error("unexpected");
    expect(chainConfigFor(none).alloc.get(CREATE2_DEPLOYER_ADDRESS)?.code).toBeDefined();
    expect(chainConfigFor({ ...none, chain: "classic-dev" }).alloc.has(CREATE2_DEPLOYER_ADDRESS)).toBe(true);
    expect(chainConfigFor(off).alloc.has(CREATE2_DEPLOYER_ADDRESS)).toBe(false);
    expect(chainConfigFor({ ...off, chain: "classic-dev" }).alloc.has(CREATE2_DEPLOYER_ADDRESS)).toBe(false);
    expect(HELP).toMatch(/--disable-default-create2-deployer\s+no deterministic CREATE2 deployer/);
  });

  it("the real-network profiles never add it, and refuse the flag as meaningless", () => {
    for (const chain of ["classic", "mordor"]) {
      expect(chainConfigFor({ chain }).alloc.has(CREATE2_DEPLOYER_ADDRESS)).toBe(false);
      expect(() => chainConfigFor({ chain, create2Deployer: false })).toThrow(
        "--disable-default-create2-deployer has no effect on --chain",
      );
    }
  });
});
