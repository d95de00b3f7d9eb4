// --ethash-dag, --ethash-dir, --ethash-dag-threads: what the flags give, and that no default start
// (the tests' hundreds of nodes, a dev's first start) generates or reads a 1 GiB dataset.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EthashCaches } from "../../src/chain/ethash/cache-store.js";
import { UsageError } from "../../src/cli/args.js";
import { parseCli } from "../../src/cli-args.js";
import { dagArgs, parseDevnet } from "../../src/devnet.js";
import { createLogger } from "../../src/log.js";
import type { NodeOptions } from "../../src/node.js";
import { ethashDatasets, sharedEthashDir } from "../../src/node-chain.js";

const logger = createLogger({ level: "silent" });
const caches = new EthashCaches({ worker: false, prefetch: false });

function datasetsOf(argv: string[]) {
  return ethashDatasets(parseCli(argv) as NodeOptions, caches, logger);
}

describe("--ethash-dag", () => {
  it("defaults to auto; takes full, light, a directory and a thread count", () => {
    expect((parseCli([]) as NodeOptions).ethash).toEqual({ mode: "auto" });
    expect(
      (parseCli(["--ethash-dag", "full", "--ethash-dir", "/x", "--ethash-dag-threads", "3"]) as NodeOptions)
        .ethash,
    ).toEqual({
      mode: "full",
      dir: "/x",
      threads: 3,
    });
    expect(() => parseCli(["--ethash-dag", "fast"])).toThrow(UsageError);
    expect(() => parseCli(["--ethash-dag-threads", "0"])).toThrow(UsageError);
  });

  it("never generates unless full is asked, and an in-memory auto node reads no file", () => {
    expect(datasetsOf([])).toBeUndefined();
    expect(datasetsOf(["--ethash-dag", "light", "--data-dir", "/d"])).toBeUndefined();
    // options built in code (the test helpers, embedders) have no dataset at all
    expect(ethashDatasets({ dataDir: "/d" } as NodeOptions, caches, logger)).toBeUndefined();
    const onDisk = datasetsOf(["--data-dir", "/d"]);
    expect(onDisk?.opts).toMatchObject({ dir: join("/d", "ethash"), generate: false });
    expect(datasetsOf(["--ethash-dir", "/shared"])?.opts).toMatchObject({ dir: "/shared", generate: false });
    expect(datasetsOf(["--ethash-dag", "full"])?.opts).toMatchObject({
      dir: sharedEthashDir(),
      generate: true,
    });
    expect(datasetsOf(["--ethash-dag", "full", "--data-dir", "/d"])?.opts).toMatchObject({
      dir: join("/d", "ethash"),
      generate: true,
    });
  });
});

describe("devnet --ethash-dag", () => {
  it("lets miner 0 generate and the other miners use its file", () => {
    const opts = parseDevnet(["--miners", "3", "--ethash-dag", "full", "--ethash-dir", "/s"]);
    if (opts === "help") throw new Error("help");
    expect([0, 1, 2].map((i) => dagArgs(opts, i))).toEqual([
      ["--ethash-dag", "full", "--ethash-dir", "/s"],
      ["--ethash-dag", "auto", "--ethash-dir", "/s"],
      ["--ethash-dag", "auto", "--ethash-dir", "/s"],
    ]);
    const plain = parseDevnet([]);
    if (plain === "help") throw new Error("help");
    expect(dagArgs(plain, 0)).toEqual([]);
    // every flag passed on must be one the node takes
    expect(() => parseCli(dagArgs(opts, 0))).not.toThrow();
  });
});
