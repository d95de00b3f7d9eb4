import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Address, bytesToHex, generateAddress, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { GETH_MINIMUM_DIFFICULTY } from "../../src/chain/block/difficulty.js";
import { genesisFileConfig } from "../../src/chain/block/genesis-file.js";
import { readBlocks } from "../../src/chain/import/rlp-file.js";
import { ChainNode } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";

const run = promisify(execFile);
const CLI = new URL("../../src/cli.ts", import.meta.url).pathname;
const fixture = (path: string) => new URL(`./fixtures/${path}`, import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "powgate-geth-sealed-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const powgate = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", CLI, ...args], { timeout: 60_000 });

/** The data directory's chain, opened in process to look at what the CLI stored. */
function openStored(genesis: string, dataDir: string): Promise<ChainNode> {
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
      // the contract deployed in #1 and called in #2 ran on geth's EVM (no PUSH0): slot 0 holds 42
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
});
