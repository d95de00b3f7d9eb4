/**
 * anvil_reorg as a genuine proof-of-work reorganization, seen by subscribers: the old branch's logs
 * come again with `removed: true`, then the new branch's; `newHeads` announces each block of the new
 * branch, whose total difficulty beats the old head's; the old blocks stay as side blocks and become
 * uncles. anvil_rollback: removed logs, no new head, the blocks deleted, snapshots above released.
 * On disk, the reorganized chain is what a restart finds.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { call, delay, WsRpc, waitFor } from "../events/helpers.js";

const token = new Interface(artifacts.Token.abi);
const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const TO = ["0x5e000000000000000000000000000000000000e1", "0x5e000000000000000000000000000000000000e2"];

type Header = { number: string; hash: string; parentHash: string };
type Log = {
  blockHash: string;
  blockNumber: string;
  transactionHash: string;
  removed: boolean;
  topics: string[];
};
type Block = Header & { totalDifficulty: string; uncles: string[]; transactions: string[] };

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function startOnDisk(dataDir: string): Promise<RunningNode> {
  return startNode({ dataDir, port: 0, logLevel: "silent", validateResults: true });
}

describe("anvil_reorg and anvil_rollback on a proof-of-work chain", () => {
  let dataDir: string;
  let node: RunningNode;
  let tokenAddress: string;
  const transfer = (to: string, amount: bigint) => token.encodeFunctionData("transfer", [to, amount]);
  const send = (from: string, to: string, data: string) =>
    call<string>(node.url, "eth_sendTransaction", [{ from, to, data, gas: "0x30000" }]);
  const block = (ref: string, full = false) =>
    call<Block>(node.url, ref.length === 66 ? "eth_getBlockByHash" : "eth_getBlockByNumber", [ref, full]);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "powgate-reorg-"));
    dirs.push(dataDir);
    node = await startOnDisk(dataDir);
    const hash = await call<string>(node.url, "eth_sendTransaction", [
      {
        from: DEV0,
        data: artifacts.Token.bytecode + token.encodeDeploy(["Reorg", "RG", 10n ** 6n]).slice(2),
        gas: "0x2dc6c0",
      },
    ]);
    tokenAddress = (await call<{ contractAddress: string }>(node.url, "eth_getTransactionReceipt", [hash]))
      .contractAddress;
  });
  afterAll(() => node?.close());

  it("switches to a heavier branch: removed logs, then the new branch's heads and logs", async () => {
    let oldTwo: Block[] = [];
    // three blocks, each with a Transfer log
    const old: string[] = [];
    for (const to of [TO[0]!, TO[0]!, TO[0]!]) old.push(await send(DEV0, tokenAddress, transfer(to, 1n)));
    const ws = await WsRpc.open(node.wsUrl);
    try {
      const heads = await ws.subscribe(["newHeads"]);
      const logs = await ws.subscribe(["logs", { address: tokenAddress }]);
      const sides = await ws.subscribe(["newSideHeads"]);
      const oldHead = await block("latest");
      oldTwo = await Promise.all(
        [1n, 0n].map((back) => block(`0x${(BigInt(oldHead.number) - back).toString(16)}`)),
      );
      const ancestor = await block(`0x${(BigInt(oldHead.number) - 2n).toString(16)}`);

      // the new branch: its first block empty, its second with a transfer (an object, signed here)
      expect(
        await call(node.url, "anvil_reorg", [
          2,
          [[{ from: DEV0, to: tokenAddress, data: transfer(TO[1]!, 5n), gas: "0x30000" }, 1]],
        ]),
      ).toBeNull();

      const newHead = await block("latest", true);
      expect(BigInt(newHead.totalDifficulty)).toBeGreaterThan(BigInt(oldHead.totalDifficulty));
      // on the dev chain (constant difficulty) the branch needs one block more than it replaced
      expect(BigInt(newHead.number)).toBe(BigInt(oldHead.number) + 1n);
      await waitFor(() => ws.notifications(heads).length >= 3, "the new branch's heads");
      const announced = ws.notifications(heads) as Header[];
      expect(announced.map((h) => BigInt(h.number))).toEqual(
        [1n, 2n, 3n].map((i) => BigInt(ancestor.number) + i),
      );
      expect(announced[0]!.parentHash).toBe(ancestor.hash);
      expect(announced.at(-1)!.hash).toBe(newHead.hash);

      await waitFor(() => ws.notifications(logs).length >= 3, "removed and new logs");
      const seen = ws.notifications(logs) as Log[];
      // the two old blocks' logs again, removed, in ascending order; then the new transfer
      expect(seen.map((l) => [l.blockHash, l.removed])).toEqual([
        [oldTwo[0]!.hash, true],
        [oldTwo[1]!.hash, true],
        [announced[1]!.hash, false],
      ]);
      expect(seen.slice(0, 2).map((l) => l.transactionHash)).toEqual(old.slice(1));

      // side heads: the new branch's first two blocks while lighter, then the two old blocks
      await waitFor(() => ws.notifications(sides).length >= 4, "side heads");
      expect((ws.notifications(sides) as Header[]).map((h) => h.hash)).toEqual([
        announced[0]!.hash,
        announced[1]!.hash,
        oldTwo[0]!.hash,
        oldTwo[1]!.hash,
      ]);
      await delay(50);
      expect(ws.notifications(heads)).toHaveLength(3);
    } finally {
      await ws.close();
    }
    const oldTwoHashes = oldTwo.map((b) => b.hash);

    // the old blocks are stored off the canonical chain; their transactions are gone, not pooled again
    const oldBlocks = await Promise.all(
      old.slice(1).map((h) => call<null>(node.url, "eth_getTransactionReceipt", [h])),
    );
    expect(oldBlocks).toEqual([null, null]);
    expect(await call(node.url, "txpool_status")).toEqual({ pending: "0x0", queued: "0x0" });
    const balance = async (who: string) =>
      BigInt(
        await call<string>(node.url, "eth_call", [
          { to: tokenAddress, data: token.encodeFunctionData("balanceOf", [who]) },
          "latest",
        ]),
      );
    expect(await balance(TO[0]!)).toBe(1n);
    expect(await balance(TO[1]!)).toBe(5n);

    // the next block takes the old branch's first block as an uncle, as Ethash does with stale blocks
    // (the second's parent is not an ancestor of the new chain, so it cannot be one)
    await call(node.url, "evm_mine");
    expect((await block("latest")).uncles).toEqual([oldTwoHashes[0]]);

    // the explorer's view (docs/guide/explorer.md): the token's history (the address index) lost the
    // two dropped transfers and holds the new branch's
    const withUncle = await block("latest");
    // the branch: an empty block, the transfer, and one more block for the heavier total difficulty
    const newTransfer = (await block(`0x${(BigInt(withUncle.number) - 2n).toString(16)}`)).transactions[0]!;
    const history = await call<{ txs: { hash: string }[] }>(node.url, "ots_searchTransactionsBefore", [
      tokenAddress,
      0,
      50,
    ]);
    const listed = history.txs.map((t) => t.hash);
    for (const dropped of old.slice(1)) expect(listed).not.toContain(dropped);
    expect(listed).toContain(old[0]);
    expect(listed[0]).toBe(newTransfer);
    // the block with the uncle pays as core-geth's GetRewards: the miner 2 ether plus 1/32 for the
    // uncle, the uncle's miner (8 - depth)/8 of 2 ether; trace_block lists both, the issuance sums them
    const R = 2n * 10n ** 18n;
    const uncleReward = ((8n - (BigInt(withUncle.number) - BigInt(oldTwo[0]!.number))) * R) / 8n;
    const traces = await call<{ type: string; action: Record<string, string> }[]>(node.url, "trace_block", [
      "latest",
    ]);
    expect(
      traces.filter((t) => t.type === "reward").map((t) => [t.action.rewardType, BigInt(t.action.value)]),
    ).toEqual([
      ["block", R + R / 32n],
      ["uncle", uncleReward],
    ]);
    const details = await call<{ issuance: Record<string, string> }>(node.url, "ots_getBlockDetails", [
      withUncle.number,
    ]);
    expect(BigInt(details.issuance.uncleReward!)).toBe(uncleReward);
    expect(BigInt(details.issuance.issuance!)).toBe(R + R / 32n + uncleReward);
  });

  it("gives each sender's objects the nonces after its nonce at the ancestor; raw transactions as they are", async () => {
    const head = await block("latest");
    const nonceAtAncestor = BigInt(
      await call<string>(node.url, "eth_getTransactionCount", [
        DEV1,
        `0x${(BigInt(head.number) - 3n).toString(16)}`,
      ]),
    );
    const raw = await call<{ raw: string }>(node.url, "eth_signTransaction", [
      {
        from: DEV0,
        to: TO[0],
        value: "0x7",
        gas: "0x5208",
        maxFeePerGas: "0x2540be400",
        maxPriorityFeePerGas: "0x3b9aca00",
        nonce: await call<string>(node.url, "eth_getTransactionCount", [
          DEV0,
          `0x${(BigInt(head.number) - 3n).toString(16)}`,
        ]),
      },
    ]);
    await call(node.url, "anvil_reorg", [
      "0x3",
      [
        [{ from: DEV1, to: TO[1], value: "0x2" }, 2],
        [{ from: DEV1, to: TO[1], value: "0x1" }, 0],
        [raw.raw, 1],
      ],
    ]);
    const base = BigInt(head.number) - 3n;
    const blocks = await Promise.all([1n, 2n, 3n].map((i) => block(`0x${(base + i).toString(16)}`, true)));
    const txs = blocks.map((b) =>
      (b.transactions as unknown as { from: string; nonce: string; value: string }[]).map((t) => [
        t.from,
        BigInt(t.nonce),
        BigInt(t.value),
      ]),
    );
    expect(txs).toEqual([
      [[DEV1, nonceAtAncestor, 1n]],
      [[DEV0, expect.any(BigInt), 7n]],
      [[DEV1, nonceAtAncestor + 1n, 2n]],
    ]);
  });

  it("rollback: removed logs, no new head, the blocks deleted, snapshots above them released", async () => {
    await send(DEV0, tokenAddress, transfer(TO[0]!, 1n));
    const below = await call<string>(node.url, "evm_snapshot");
    await send(DEV0, tokenAddress, transfer(TO[0]!, 1n));
    const top = await block("latest");
    const above = await call<string>(node.url, "evm_snapshot");
    const ws = await WsRpc.open(node.wsUrl);
    try {
      const heads = await ws.subscribe(["newHeads"]);
      const logs = await ws.subscribe(["logs", { address: tokenAddress }]);
      expect(await call(node.url, "anvil_rollback", [])).toBeNull();
      await waitFor(() => ws.notifications(logs).length >= 1, "the removed log");
      expect((ws.notifications(logs) as Log[]).map((l) => [l.blockHash, l.removed])).toEqual([
        [top.hash, true],
      ]);
      await delay(50);
      expect(ws.notifications(heads)).toEqual([]);
    } finally {
      await ws.close();
    }
    expect(BigInt(await call<string>(node.url, "eth_blockNumber"))).toBe(BigInt(top.number) - 1n);
    expect(await call(node.url, "eth_getBlockByHash", [top.hash, false])).toBeNull();
    // too deep: Anvil's words
    await expect(call(node.url, "anvil_rollback", [10_000])).rejects.toThrow(
      /Rollback depth must not exceed current chain height/,
    );
    expect(await call(node.url, "evm_revert", [above])).toBe(false);
    expect(await call(node.url, "evm_revert", [below])).toBe(true);
  });

  it("evm_revert to a snapshot taken before a reorganization brings the old branch back", async () => {
    await send(DEV0, tokenAddress, transfer(TO[0]!, 1n));
    const before = await block("latest");
    const id = await call<string>(node.url, "evm_snapshot");
    await call(node.url, "anvil_reorg", [2, []]);
    expect((await block("latest")).hash).not.toBe(before.hash);
    expect(await call(node.url, "evm_revert", [id])).toBe(true);
    expect((await block("latest")).hash).toBe(before.hash);
    expect(await block(before.number)).toMatchObject({ hash: before.hash });
  });

  it("a restart finds the reorganized chain", async () => {
    await call(node.url, "anvil_reorg", [1, []]);
    const head = await block("latest");
    await node.close();
    node = await startOnDisk(dataDir);
    expect((await block("latest")).hash).toBe(head.hash);
    expect(BigInt((await block("latest")).totalDifficulty)).toBe(BigInt(head.totalDifficulty));
  });
});
