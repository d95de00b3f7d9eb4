import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { createBlock } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { makeGenesis } from "../../src/chain/block/genesis.js";
import { parseGenesisJson } from "../../src/chain/block/genesis-file.js";
import { makeCommon } from "../../src/chain/config/common.js";
import type { ChainConfig } from "../../src/chain/config/config.js";
import { createStateManager } from "../../src/chain/state.js";
import { openKv } from "../../src/chain/store/db.js";
import { TrieDb } from "../../src/chain/store/trie-db.js";

/** The genesis block a config gives, built the way Chain.open builds it (in memory). */
async function genesisHash(config: ChainConfig): Promise<string> {
  const common = makeCommon({
    chainId: config.chainId,
    minimumDifficulty: config.consensus.minimumDifficulty,
    forks: config.consensus.forks,
    devEvm: config.devEvm,
  });
  const kv = await openKv(null, () => undefined);
  try {
    const block = await makeGenesis(config, createStateManager(new TrieDb(kv), common), common);
    return bytesToHex(block.hash());
  } finally {
    await kv.close();
  }
}

describe("geth genesis files", () => {
  it("gives mainnet's genesis hash from mainnet's genesis.json (8893 accounts, Frontier rules)", async () => {
    // see fixtures/README.md: geth's DefaultGenesisBlock written as a genesis.json
    const json = JSON.parse(
      gunzipSync(readFileSync(new URL("./fixtures/mainnet-genesis.json.gz", import.meta.url))).toString(),
    );
    const config = parseGenesisJson(json);
    expect(config.alloc.size).toBe(8893);
    expect(config.baseFeePerGas).toBeUndefined();
    expect(config.consensus.forks.homestead).toBe(1_150_000n);
    expect(await genesisHash(config)).toBe(
      "0xd4e56740f876aef8c010b86a40d5f56745a118d0906a34e69aec8c0db1cb8fa3",
    );
  }, 30_000);

  it("gives the hash of geth's core/genesis_test.go custom genesis (geth's defaults for gas limit and difficulty)", async () => {
    // customg there: HomesteadBlock 3, Ethash, alloc {1}: balance 1, storage {1}: {1}; no gasLimit, no difficulty
    const one = `01${"00".repeat(19)}`;
    const slot = `0x01${"00".repeat(31)}`;
    const config = parseGenesisJson({
      config: { chainId: 1, homesteadBlock: 3, ethash: {} },
      alloc: { [one]: { balance: "1", storage: { [slot]: slot } } },
    });
    expect(config.gasLimit).toBe(4_712_388n);
    expect(config.difficulty).toBe(131_072n);
    expect(await genesisHash(config)).toBe(
      "0x89c99d90b79719238d2645c7642f2c9295246e80775b38cfd162b696817fbd50",
    );
  });

  it("honours every header field: nonce, mixHash, parentHash, coinbase, timestamp, gasUsed, baseFeePerGas", async () => {
    const fields = {
      nonce: "0x0000000000000539",
      mixHash: `0x${"ab".repeat(32)}`,
      parentHash: `0x${"cd".repeat(32)}`,
      coinbase: `0x${"ef".repeat(20)}`,
      timestamp: "0x64",
      gasUsed: "0x5",
      gasLimit: "0x1c9c380",
      difficulty: "0x20000",
      baseFeePerGas: "0x7",
      extraData: "0x706f77",
    };
    const config = parseGenesisJson({ config: { chainId: 7, ...londonAtZero() }, ...fields, alloc: {} });
    const common = makeCommon({ chainId: 7n, minimumDifficulty: 131072n, forks: config.consensus.forks });
    const kv = await openKv(null, () => undefined);
    try {
      const block = await makeGenesis(config, createStateManager(new TrieDb(kv), common), common);
      const json = block.header.toJSON();
      for (const [key, value] of Object.entries(fields)) {
        const got = json[key as keyof typeof json];
        expect(BigInt(got as string), key).toBe(BigInt(value));
      }
      // the same header built field by field hashes the same: nothing was dropped or defaulted
      const again = createBlock({ header: block.header.toJSON() }, { common, setHardfork: true });
      expect(bytesToHex(again.hash())).toBe(bytesToHex(block.hash()));
    } finally {
      await kv.close();
    }
  });

  it("accepts geth's encodings: decimal or hex numbers, unprefixed alloc keys, short storage slots", () => {
    const hex = parseGenesisJson({
      config: { chainId: "0x10", ...londonAtZero() },
      nonce: "0x42",
      gasLimit: "0x1388",
      difficulty: "0x400",
      timestamp: "0x0",
      alloc: {
        "0x1111111111111111111111111111111111111111": { balance: "0x10", nonce: "0x2", code: "0x6001" },
      },
    });
    const decimal = parseGenesisJson({
      config: { chainId: 16, ...londonAtZero() },
      nonce: 66,
      gasLimit: "5000",
      difficulty: 1024,
      timestamp: 0,
      alloc: { "1111111111111111111111111111111111111111": { balance: "16", nonce: 2, code: "6001" } },
    });
    expect(decimal).toEqual(hex);
    expect(bytesToHex(hex.nonce)).toBe("0x0000000000000042");
    const storage = parseGenesisJson({
      config: { chainId: 1 },
      alloc: { "1111111111111111111111111111111111111111": { balance: "1", storage: { "0x1": "02" } } },
    }).alloc.get("0x1111111111111111111111111111111111111111")?.storage;
    expect(storage?.map(([k, v]) => [bytesToHex(k), bytesToHex(v)])).toEqual([
      [`0x${"00".repeat(31)}01`, `0x${"00".repeat(31)}02`],
    ]);
  });

  it("reads the fork schedule with geth's rules and the 131072 difficulty floor", () => {
    const config = parseGenesisJson({
      config: {
        chainId: 1,
        homesteadBlock: 0,
        eip150Block: 0,
        eip155Block: 5,
        eip158Block: 5,
        byzantiumBlock: 10,
        constantinopleBlock: 20,
      },
    });
    expect(config.consensus.minimumDifficulty).toBe(131_072n);
    expect(config.consensus.forks).toEqual({
      homestead: 0n,
      tangerineWhistle: 0n,
      spuriousDragon: 5n,
      byzantium: 10n,
      constantinople: 20n,
      petersburg: 20n, // geth: Petersburg comes with Constantinople when not set
    });
    expect(config.devEvm).toBe(false);
    expect(config.baseFeePerGas).toBeUndefined();
  });

  it("rejects what geth rejects or powgate cannot run, with a clear message", () => {
    const bad =
      (config: object, extra: object = {}) =>
      () =>
        parseGenesisJson({ config: { chainId: 1, ...config }, ...extra });
    expect(bad({ byzantiumBlock: 0 })).toThrow("config.byzantiumBlock is set but eip158Block is not");
    expect(bad({ homesteadBlock: 5, eip150Block: 2 })).toThrow("eip150Block 2 is before homesteadBlock 5");
    expect(bad({ homesteadBlock: 0, eip155Block: 0 })).toThrow(
      /eip155Block \(0\) and eip158Block \(unset\) must be equal/,
    );
    expect(bad({ terminalTotalDifficulty: 0 })).toThrow(
      /terminalTotalDifficulty is not supported: powgate runs proof-of-work/,
    );
    expect(bad({ shanghaiTime: 0 })).toThrow(/shanghaiTime is not supported/);
    expect(bad({}, { baseFeePerGas: "0x7" })).toThrow(
      "baseFeePerGas is given but London is not active at block 0",
    );
    expect(bad({}, { nonce: "0x10000000000000000" })).toThrow("nonce does not fit in 8 bytes");
    expect(bad({}, { mixHash: "0x01" })).toThrow("mixHash must be 32 bytes, got 1");
    expect(bad({}, { difficulty: 1e20 })).toThrow(
      /difficulty 100000000000000000000 is not exact as a JSON number/,
    );
    expect(bad({}, { number: "0x1" })).toThrow("number 1: powgate chains start at block 0");
  });
});

function londonAtZero() {
  return {
    homesteadBlock: 0,
    eip150Block: 0,
    eip155Block: 0,
    eip158Block: 0,
    byzantiumBlock: 0,
    constantinopleBlock: 0,
    petersburgBlock: 0,
    istanbulBlock: 0,
    berlinBlock: 0,
    londonBlock: 0,
  };
}
