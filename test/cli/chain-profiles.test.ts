import { bytesToHex } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chainConfigFor } from "../../src/chain-config.js";
import { HELP, parseCli } from "../../src/cli-args.js";
import { type RunningNode, startNode } from "../../src/node.js";

const flags = (...argv: string[]) => {
  const opts = parseCli(argv);
  if (typeof opts === "string") throw new Error("unexpected");
  return opts;
};

describe("--chain", () => {
  it("selects a profile; the default is the dev chain", () => {
    expect(chainConfigFor(flags()).consensus.classic).toBeUndefined();
    expect(chainConfigFor(flags("--chain", "dev")).baseFeePerGas).toBeDefined();
    const classicDev = chainConfigFor(flags("--chain", "classic-dev", "--chain-id", "61"));
    expect(classicDev.consensus.classic).toBeDefined();
    expect(classicDev.chainId).toBe(61n);
    expect(chainConfigFor(flags("--chain", "mordor")).chainId).toBe(63n);
    expect(HELP).toMatch(/--chain <name> +dev \(default\)/);
  });

  it("refuses an unknown profile, --genesis with it, and preset values contradicted by flags", () => {
    expect(() => chainConfigFor(flags("--chain", "etc"))).toThrow(
      'unknown --chain "etc": one of dev, classic-dev, classic, mordor',
    );
    expect(() => chainConfigFor(flags("--chain", "mordor", "--genesis", "g.json"))).toThrow(
      "--chain and --genesis exclude each other",
    );
    expect(() => chainConfigFor(flags("--chain", "mordor", "--chain-id", "61"))).toThrow(
      "--chain-id 61 conflicts with config.chainId 63 of --chain mordor",
    );
    expect(() => chainConfigFor(flags("--chain", "mordor", "--balance", "1"))).toThrow(
      "--balance conflicts with --chain mordor: its alloc sets every balance",
    );
    expect(
      chainConfigFor(
        flags(
          "--chain",
          "mordor",
          "--mnemonic",
          "test test test test test test test test test test test junk",
        ),
      ).devAccounts,
    ).toHaveLength(10);
  });
});

describe("--chain mordor over JSON-RPC", () => {
  let node: RunningNode;
  beforeAll(async () => {
    node = await startNode({
      chain: "mordor",
      dataDir: null,
      port: 0,
      logLevel: "silent",
      validateResults: true,
    });
  });
  afterAll(() => node.close());

  const rpc = async (method: string, params: unknown[] = []) =>
    (
      (await fetch(node.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
      }).then((r) => r.json())) as { result: Record<string, unknown> | string }
    ).result;

  it("serves Mordor's genesis block, chain id 63 and network id 7", async () => {
    const genesis = (await rpc("eth_getBlockByNumber", ["0x0", false])) as Record<string, unknown>;
    expect(genesis.hash).toBe("0xa68ebde7932eccb177d38d55dcc6461a019dd795a681e59b5a3e4f3a7259a3f1");
    expect(genesis).not.toHaveProperty("baseFeePerGas");
    expect(genesis.extraData).toBe(bytesToHex(new TextEncoder().encode("phoenix chicken absurd banana")));
    expect(await rpc("eth_chainId")).toBe("0x3f");
    expect(await rpc("net_version")).toBe("7");
    expect(await rpc("eth_accounts")).toEqual([]);
  });
});
