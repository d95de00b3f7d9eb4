import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Address, bytesToHex, generateAddress, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { GETH_MINIMUM_DIFFICULTY } from "../../src/chain/difficulty.js";
import { genesisFileConfig } from "../../src/chain/genesis-file.js";
import { ChainNode } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { readBlocks } from "../../src/chain/rlp-file.js";
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

describe("a chain on a geth genesis.json (standard Ethash config, difficulty 131072)", () => {
  // sealed by scripts/make-geth-chain.ts with powgate's miner at geth's minimum difficulty
  const GENESIS = fixture("geth/genesis.json");
  const CHAIN = fixture("geth/chain.rlp");

  it("imports the sealed blocks with full validation, exports them as geth does, and a fresh node imports the export", async () => {
    const a = join(dir, "a");
    const first = await powgate("import", CHAIN, "--genesis", GENESIS, "--data-dir", a);
    expect(first.stdout).toContain("imported 2 new blocks of 2; head #2");
    expect(first.stdout).not.toContain("seals not checked");
    const out = join(dir, "export.rlp");
    const exported = await powgate("export", out, "--from", "1", "--genesis", GENESIS, "--data-dir", a);
    expect(exported.stdout).toContain("exported 2 blocks");
    expect(bytesToHex(readFileSync(out))).toBe(bytesToHex(readFileSync(CHAIN)));
    const b = join(dir, "b");
    const second = await powgate("import", out, "--genesis", GENESIS, "--data-dir", b);
    expect(second.stdout).toContain("imported 2 new blocks of 2; head #2");

    const node = await openStored(GENESIS, b);
    try {
      const blocks = [...readBlocks(readFileSync(CHAIN), node.chain.common)];
      // the blocks were sealed on this genesis: the file's first parent is our genesis hash
      expect(bytesToHex(node.chain.genesis.hash())).toBe(bytesToHex(blocks[0].header.parentHash));
      expect(bytesToHex(node.chain.head.hash())).toBe(bytesToHex(blocks[1].hash()));
      for (const block of blocks)
        expect(block.header.difficulty).toBeGreaterThanOrEqual(GETH_MINIMUM_DIFFICULTY);
      // the contract deployed in #1 and called in #2 ran on geth's EVM: slot 0 holds 42, one log
      const [deployer] = [...node.chain.config.alloc.keys()];
      const contract = new Address(
        generateAddress(hexToBytes(deployer as `0x${string}`), new Uint8Array([1])),
      );
      const state = await node.chain.stateAt(node.chain.head);
      expect(bytesToHex(await state.getStorage(contract, setLengthLeft(new Uint8Array(0), 32)))).toBe("0x2a");
    } finally {
      await node.close();
    }
  }, 60_000);

  it("is refused on the dev chain (another genesis) and with a flag that contradicts the file", async () => {
    const dev = await failure(powgate("import", CHAIN, "--in-memory"));
    expect(dev?.code).toBe(2);
    expect(dev?.stderr).toMatch(/invalid block #1 .*unknown parent/);
    const clash = await failure(
      powgate("import", CHAIN, "--genesis", GENESIS, "--in-memory", "--difficulty", "1"),
    );
    expect(clash?.code).toBe(2);
    expect(clash?.stderr.trim().split("\n")).toEqual([
      `powgate: --difficulty 1 conflicts with difficulty 131072 of the genesis file ${GENESIS}`,
    ]);
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
});
