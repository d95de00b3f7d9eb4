import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Address, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { genesisFileConfig, parseGenesisJson } from "../../src/chain/block/genesis-file.js";
import { devChainConfig } from "../../src/chain/config/config.js";
import { ChainNode } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { ETHASH_TEST_DIR, openTestNode } from "../helpers/chain.js";

const dir = mkdtempSync(join(tmpdir(), "powgate-genesis-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("chain configuration", () => {
  it("derives the well-known dev accounts from the default mnemonic", () => {
    const config = devChainConfig({ accounts: 3 });
    expect(config.devAccounts.map((a) => a.address.toString())).toEqual([
      "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
      "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
      "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc",
    ]);
    expect(config.chainId).toBe(1337n);
    expect(config.gasLimit).toBe(30_000_000n);
    expect(config.difficulty).toBe(1n);
    expect(config.alloc.get("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266")?.balance).toBe(
      10_000n * 10n ** 18n,
    );
  });

  it("gives the same genesis for the same settings and another for other settings", async () => {
    const a = await openTestNode();
    const b = await openTestNode();
    const c = await openTestNode({ balance: 1n });
    try {
      expect(a.chain.genesis.hash()).toEqual(b.chain.genesis.hash());
      expect(a.chain.genesis.hash()).not.toEqual(c.chain.genesis.hash());
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it("reads a geth-style genesis.json: chain id, alloc with code and storage, difficulty, gas limit, extra data", async () => {
    const file = join(dir, "genesis.json");
    writeFileSync(
      file,
      JSON.stringify({
        config: { chainId: 4242 },
        difficulty: "0x400",
        gasLimit: "0x1312d00",
        extraData: "0x706f77",
        timestamp: "0x5",
        alloc: {
          "1111111111111111111111111111111111111111": { balance: "0x10" },
          "0x2222222222222222222222222222222222222222": {
            balance: "5",
            code: "0x6001",
            storage: { "0x01": "0x02" },
          },
        },
      }),
    );
    const config = genesisFileConfig(file);
    expect(config.chainId).toBe(4242n);
    expect(config.difficulty).toBe(1024n);
    expect(config.gasLimit).toBe(20_000_000n);
    const node = await ChainNode.open({
      config,
      dataDir: null,
      mining: { kind: "manual" },
      sealer: () => EthashSealer.create(ETHASH_TEST_DIR),
    });
    try {
      const genesis = node.chain.genesis.header;
      expect(genesis.difficulty).toBe(1024n);
      expect(genesis.timestamp).toBe(5n);
      expect(Buffer.from(genesis.extraData).toString()).toBe("pow");
      const state = await node.chain.stateAt(node.chain.genesis);
      const two = new Address(hexToBytes("0x2222222222222222222222222222222222222222"));
      expect((await state.getAccount(two))?.balance).toBe(5n);
      expect(Buffer.from(await state.getCode(two)).toString("hex")).toBe("6001");
      const slot1 = setLengthLeft(new Uint8Array([1]), 32);
      expect(Buffer.from(await state.getStorage(two, slot1)).toString("hex")).toBe("02");
    } finally {
      await node.close();
    }
  });

  it("rejects a malformed genesis with a clear message", () => {
    expect(() => parseGenesisJson({})).toThrow("config.chainId is required");
    expect(() => parseGenesisJson({ config: { chainId: 1 }, alloc: { "0x12": { balance: "1" } } })).toThrow(
      /bad alloc address/,
    );
    expect(() => parseGenesisJson({ config: { chainId: 1 }, difficulty: "abc" })).toThrow(
      /difficulty is not a number/,
    );
    expect(() => parseGenesisJson({ config: { chainId: 1 }, extraData: `0x${"00".repeat(33)}` })).toThrow(
      /32 bytes/,
    );
    expect(() => genesisFileConfig(join(dir, "missing.json"))).toThrow(/cannot read genesis file/);
  });
});
