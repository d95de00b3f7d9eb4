import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createFeeMarket1559Tx } from "@ethereumjs/tx";
import { bytesToHex } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { gethGenesis } from "../../scripts/make-geth-chain.js";
import { GETH_MINIMUM_DIFFICULTY } from "../../src/chain/block/difficulty.js";
import { genesisFileConfig, parseGenesisJson } from "../../src/chain/block/genesis-file.js";
import { DEFAULT_MNEMONIC } from "../../src/chain/config/accounts.js";
import { ChainNode } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";

const run = promisify(execFile);
const CLI = new URL("../../src/cli.ts", import.meta.url).pathname;
const fixture = (path: string) => new URL(`./fixtures/${path}`, import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "powgate-geth-chain-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const powgate = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", CLI, ...args], { timeout: 60_000 });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code: number; stderr: string }) => e,
  );

/** The data directory's chain, opened in process to look at what the CLI stored. */
async function openStored(genesis: string, dataDir: string): Promise<ChainNode> {
  return ChainNode.open({
    config: genesisFileConfig(genesis),
    dataDir,
    mining: { kind: "manual" },
    sealer: () => EthashSealer.create(ETHASH_TEST_DIR),
  });
}

describe("round trip on a geth genesis.json (standard Ethash config, difficulty 131072)", () => {
  it("powgate's miner builds blocks at difficulty 131072, `powgate export` writes them, `powgate import` on a fresh node from the same file takes them", async () => {
    const genesisFile = join(dir, "roundtrip-genesis.json");
    const genesis = gethGenesis();
    writeFileSync(genesisFile, JSON.stringify(genesis));
    const source = join(dir, "source");
    let clock = BigInt(genesis.timestamp as string);
    // NoProof seals: a seal at 131072 is ~131072 hashes (minutes); the sealed fixture below has real ones
    const node = await ChainNode.open({
      config: parseGenesisJson(genesis, { mnemonic: DEFAULT_MNEMONIC, accounts: 2 }),
      dataDir: source,
      mining: { kind: "manual" },
      sealer: () => ({ seal: async (block) => block, verify: async () => false }),
      clock: () => (clock += 20n),
    });
    let genesisHash: string;
    let head: string;
    try {
      const [a, b] = node.chain.config.devAccounts;
      for (let nonce = 0n; nonce < 3n; nonce++) {
        const tx = createFeeMarket1559Tx(
          {
            chainId: 4242n,
            nonce,
            gasLimit: 21_000n,
            to: b.address,
            value: 1n,
            maxFeePerGas: 10n ** 10n,
            maxPriorityFeePerGas: 1n,
          },
          { common: node.chain.common },
        ).sign(a.privateKey);
        const block = await node.miner.mineOn(node.chain.head, [tx], a.address);
        expect(block?.transactions).toHaveLength(1);
        // geth's floor, not the dev chain's: the import used to stop here with "expected 1"
        expect(block?.header.difficulty).toBe(GETH_MINIMUM_DIFFICULTY);
      }
      genesisHash = bytesToHex(node.chain.genesis.hash());
      head = bytesToHex(node.chain.head.hash());
    } finally {
      await node.close();
    }
    const out = join(dir, "roundtrip.rlp");
    const exported = await powgate(
      "export",
      out,
      "--from",
      "1",
      "--genesis",
      genesisFile,
      "--data-dir",
      source,
    );
    expect(exported.stdout).toContain("exported 3 blocks");
    const target = join(dir, "target");
    const imported = await powgate(
      "import",
      out,
      "--genesis",
      genesisFile,
      "--data-dir",
      target,
      "--no-seal-check",
    );
    expect(imported.stdout).toContain("imported 3 new blocks of 3; head #3 (seals not checked)");
    const copy = await openStored(genesisFile, target);
    try {
      expect(bytesToHex(copy.chain.genesis.hash())).toBe(genesisHash);
      expect(bytesToHex(copy.chain.head.hash())).toBe(head);
    } finally {
      await copy.close();
    }
    // a normal import never skips the seal
    const sealed = await failure(powgate("import", out, "--genesis", genesisFile, "--in-memory"));
    expect(sealed?.code).toBe(2);
    expect(sealed?.stderr).toMatch(/invalid block #1 .*invalid proof of work/);
  }, 60_000);
});

describe("an ethereum/tests BlockchainTest vector (NoProof seals)", () => {
  // see fixtures/ethereum-tests/README.md: basefeeExample_London
  const GENESIS = fixture("ethereum-tests/genesis.json");
  const CHAIN = fixture("ethereum-tests/chain.rlp");

  it("imports with --no-seal-check, every other rule checked; without it the missing seal is refused", async () => {
    const data = join(dir, "vector");
    const imported = await powgate(
      "import",
      CHAIN,
      "--genesis",
      GENESIS,
      "--data-dir",
      data,
      "--no-seal-check",
    );
    expect(imported.stdout).toContain("imported 1 new blocks of 1; head #1 (seals not checked)");
    const node = await openStored(GENESIS, data);
    try {
      // the vector's genesisBlockHeader.hash and lastblockhash
      expect(bytesToHex(node.chain.genesis.hash())).toBe(
        "0x308e383b1f92093c9c46472a1161bf41870d6a09a0dde41c64055a77e4ad0ebe",
      );
      expect(bytesToHex(node.chain.head.hash())).toBe(
        "0xc89dee37837b0ad4f8e7d9eab4094925eca028060ed10e2f1d54aeedda6ae80d",
      );
    } finally {
      await node.close();
    }
    const sealed = await failure(powgate("import", CHAIN, "--genesis", GENESIS, "--in-memory"));
    expect(sealed?.code).toBe(2);
    expect(sealed?.stderr).toMatch(/invalid block #1 \(0xc89dee37.*\): invalid proof of work/);
  }, 60_000);

  it("is refused on the dev chain (another genesis) and with a flag that contradicts the genesis file", async () => {
    const dev = await failure(powgate("import", CHAIN, "--in-memory", "--no-seal-check"));
    expect(dev?.code).toBe(2);
    expect(dev?.stderr.trim()).toBe(
      "powgate: block 0 of the file is malformed: a transaction is signed for chain id 1, not this chain's 1337",
    );
    const clash = await failure(
      powgate("import", CHAIN, "--genesis", GENESIS, "--in-memory", "--difficulty", "1"),
    );
    expect(clash?.code).toBe(2);
    expect(clash?.stderr.trim().split("\n")).toEqual([
      `powgate: --difficulty 1 conflicts with difficulty 131072 of the genesis file ${GENESIS}`,
    ]);
  }, 60_000);
});
