// EIP-7910's eth_config on a chain whose forks activate by block: Mordor's schedule, its EIP-2124
// fork hashes as core-geth's forkid tests list them (0x175782aa at genesis, 0x604f6ee1 from 301,243).
import { bytesToHex } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mordorConfig } from "../../src/chain/classic/profiles.js";
import { ethConfig } from "../../src/chain/config/eth-config.js";
import { ChainNode } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";

describe("eth_config on Mordor (forks by block)", () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await ChainNode.open({
      config: mordorConfig(),
      dataDir: null,
      mining: { kind: "manual" },
      sealer: (chain) => EthashSealer.create(ETHASH_TEST_DIR, chain.config.consensus.ecip1099Block),
    });
  });
  afterAll(() => node.close());

  it("current at genesis, next at the first fork block, last at the last; fork hashes per EIP-2124", async () => {
    const c = await ethConfig(node.chain);
    expect(c.current.activationBlock).toBe(0n);
    expect(c.current.activationTime).toBe((await node.chain.getBlockByNumber(0n))!.header.timestamp);
    expect(bytesToHex(c.current.forkId)).toBe("0x175782aa");
    expect(c.current.chainId).toBe(63n);
    expect(c.next?.activationBlock).toBe(301_243n);
    // a fork block not mined yet: no time
    expect(c.next?.activationTime).toBeUndefined();
    expect(bytesToHex(c.next!.forkId)).toBe("0x604f6ee1");
    const forks = Object.values(mordorConfig().consensus.forks).filter((b): b is bigint => b !== undefined);
    expect(c.last?.activationBlock).toBe(forks.reduce((a, b) => (b > a ? b : a), 0n));
    // Ethereum Classic never had BLAKE2F before Istanbul (Phoenix on Mordor): not at genesis
    expect([...c.current.precompiles.keys()]).not.toContain("BLAKE2F");
    expect([...c.last!.precompiles.keys()]).toContain("BLAKE2F");
  });
});
