/**
 * Time travel on a proof-of-work chain, over JSON-RPC, then `powgate export` and `powgate import`
 * onto a fresh data directory: every block must pass the importer's full check (Ethash seal, the
 * difficulty the consensus rule gives for its timestamp and parent, state). At --difficulty 2049 the
 * formula moves the difficulty (parent / 2048 = 1 per step), so a block whose difficulty were
 * computed from the wrong time would be rejected. Each block costs ~2049 hashes (seconds).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startNode } from "../../src/node.js";
import { rpc } from "../contract/scenario.js";

const run = promisify(execFile);
const CLI = new URL("../../src/cli.ts", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "powgate-time-travel-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const powgate = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", CLI, ...args], { timeout: 120_000 });

interface Header {
  number: string;
  timestamp: string;
  difficulty: string;
}
const DAY = 86_400n;

/** EIP-100's rule (no uncles here), floored at the minimum: what the importer checks. */
function expectedDifficulty(parent: Header, timestamp: bigint, minimum: bigint): bigint {
  const p = BigInt(parent.difficulty);
  let factor = 1n - (timestamp - BigInt(parent.timestamp)) / 9n;
  if (factor < -99n) factor = -99n;
  const d = p + (p / 2048n) * factor;
  return d < minimum ? minimum : d;
}

describe("time jumps on a PoW chain survive export and import", () => {
  it("increaseTime by days, setNextBlockTimestamp and hardhat_mine with an interval give valid blocks", async () => {
    const data = join(dir, "chain");
    const node = await startNode({
      dataDir: data,
      port: 0,
      logLevel: "silent",
      difficulty: 2049n,
      validateResults: true,
    });
    const blocks: Header[] = [];
    const latest = async () => (await rpc(node.url, "eth_getBlockByNumber", ["latest", false])) as Header;
    try {
      await rpc(node.url, "evm_setAutomine", [false]);
      await rpc(node.url, "evm_mine", []); // 1: after genesis at 0, the floor
      await rpc(node.url, "hardhat_mine", ["0x2", "0x1"]); // 2, 3: a second apart, difficulty rises
      const before = BigInt((await latest()).timestamp);
      expect(await rpc(node.url, "evm_increaseTime", [`0x${(3n * DAY).toString(16)}`])).toMatch(/^\d+$/);
      await rpc(node.url, "evm_mine", []); // 4: three days later, the difficulty falls
      const t4 = BigInt((await latest()).timestamp);
      expect(t4 - before).toBeGreaterThanOrEqual(3n * DAY);
      await rpc(node.url, "evm_setNextBlockTimestamp", [`0x${(t4 + 4n).toString(16)}`]);
      await rpc(node.url, "evm_mine", []); // 5: 4 s later, rises
      await rpc(node.url, "hardhat_mine", ["0x2", "0x1e"]); // 6, 7: the first at the node's time, then 30 s
      for (let n = 0; n <= 7; n++)
        blocks.push((await rpc(node.url, "eth_getBlockByNumber", [`0x${n.toString(16)}`, false])) as Header);
    } finally {
      await node.close();
    }
    expect(BigInt(blocks[5].timestamp)).toBe(BigInt(blocks[4].timestamp) + 4n);
    expect(BigInt(blocks[7].timestamp)).toBe(BigInt(blocks[6].timestamp) + 30n);
    const difficulties = blocks.map((b) => BigInt(b.difficulty));
    for (let n = 1; n <= 7; n++) {
      expect(difficulties[n], `block ${n}`).toBe(
        expectedDifficulty(blocks[n - 1], BigInt(blocks[n].timestamp), 2049n),
      );
    }
    // the rule moved both ways: up a second after its parent, down to the floor after the jump
    expect(difficulties[3]).toBeGreaterThan(2049n);
    expect(difficulties[4]).toBe(2049n);
    expect(difficulties[5]).toBe(2050n);

    const file = join(dir, "chain.rlp");
    expect(
      (await powgate("export", file, "--from", "1", "--data-dir", data, "--difficulty", "2049")).stdout,
    ).toContain("exported 7 blocks");
    const imported = await powgate("import", file, "--data-dir", join(dir, "fresh"), "--difficulty", "2049");
    expect(imported.stdout).toContain("imported 7 new blocks of 7; head #7");
  }, 600_000);
});
