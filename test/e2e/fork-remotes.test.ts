import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { startAnvil } from "../helpers/anvil.js";
import { CountingProxy, client, mined, type Rpc, seedTokenHolders } from "./fork/helpers.js";

const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const token = new Interface(artifacts.Token.abi);
const HOLDERS = Array.from({ length: 6 }, (_, i) => `0x${(0xa11ce0 + i).toString(16).padStart(40, "0")}`);
const STRANGER = `0x${"5".repeat(40)}`;

/**
 * Init code returning a zero byte and BLOCKHASH(n) (n < 256) as the code it would deploy: PUSH1 n
 * BLOCKHASH PUSH1 1 MSTORE PUSH1 33 PUSH0 RETURN. The zero byte first: code starting with 0xEF is
 * refused (EIP-3541), and one block hash in 256 starts with it.
 */
function blockHashCode(n: bigint): string {
  return `0x60${n.toString(16).padStart(2, "0")}4060015260215ff3`;
}

async function startPowgate(): Promise<{ url: string; close(): Promise<void> }> {
  const node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
  return { url: node.url, close: () => node.close() };
}

const REMOTES = [
  // powgate's fork block header is the remote's exactly; Anvil's (Prague: withdrawals, blobs, beacon
  // root, requests) has fields a proof-of-work header lacks, so the local chain keeps its own hash of it
  { name: "powgate", start: startPowgate, exactHeader: true },
  { name: "Anvil", start: () => startAnvil([]), exactHeader: false },
];

describe.each(REMOTES)("forking $name", ({ start, exactHeader }) => {
  let remote: { url: string; close(): Promise<void> };
  let remoteRpc: Rpc;
  let proxy: CountingProxy;
  let dir: string;
  let tokenAddress: string;
  let forkBlock: string;
  let deployHash: string;

  async function forkNode(url: string): Promise<RunningNode> {
    return startNode({ dataDir: dir, port: 0, logLevel: "silent", fork: { urls: [url] } });
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "powgate-fork-"));
    remote = await start();
    remoteRpc = client(remote.url);
    const seeded = await seedTokenHolders(remoteRpc, {
      name: "Fork",
      symbol: "FRK",
      holders: HOLDERS,
      tokens: 1000n,
      wei: 1,
    });
    tokenAddress = seeded.tokenAddress;
    deployHash = seeded.deployHash;
    forkBlock = seeded.forkBlock;
    proxy = new CountingProxy(remote.url);
    await proxy.start();
  }, 60_000);

  afterAll(async () => {
    await proxy?.stop();
    await remote?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  describe("the fork", () => {
    let fork: RunningNode;
    let rpc: Rpc;
    const reads: [string, unknown[]][] = [];

    beforeAll(async () => {
      fork = await forkNode(proxy.url);
      rpc = client(fork.url);
      for (const address of [DEV0, DEV1, tokenAddress, STRANGER, ...HOLDERS]) {
        // the fork funds its dev accounts (in the head's state, as Anvil): their balances are not the remote's
        if (address !== DEV0 && address !== DEV1) reads.push(["eth_getBalance", [address, forkBlock]]);
        reads.push(["eth_getTransactionCount", [address, forkBlock]]);
        reads.push(["eth_getCode", [address, forkBlock]]);
      }
      // the remote's own history: a block below the fork block with its transactions, a receipt, logs
      reads.push(["eth_getBlockByNumber", [`0x${(BigInt(forkBlock) - 1n).toString(16)}`, true]]);
      reads.push(["eth_getTransactionReceipt", [deployHash]]);
      reads.push(["eth_getTransactionByHash", [deployHash]]);
      reads.push(["eth_getLogs", [{ fromBlock: "0x0", toBlock: forkBlock, address: tokenAddress }]]);
      // BLOCKHASH of the block below the fork block (the remote's), from code that returns it
      reads.push(["eth_call", [{ data: blockHashCode(BigInt(forkBlock) - 1n) }, forkBlock]]);
      for (let slot = 0; slot < 5; slot++)
        reads.push(["eth_getStorageAt", [tokenAddress, `0x${slot.toString(16)}`, forkBlock]]);
      for (const holder of [DEV0, ...HOLDERS, STRANGER])
        reads.push([
          "eth_call",
          [{ to: tokenAddress, data: token.encodeFunctionData("balanceOf", [holder]) }, forkBlock],
        ]);
    }, 60_000);

    afterAll(async () => {
      await fork?.close();
    });

    it("starts at the remote's block, with its chain id and its block hash", async () => {
      expect(await rpc("eth_chainId")).toBe(await remoteRpc("eth_chainId"));
      const local = (await rpc("eth_getBlockByNumber", [forkBlock, false])) as Record<string, string>;
      const theirs = (await remoteRpc("eth_getBlockByNumber", [forkBlock, false])) as Record<string, string>;
      expect(local.stateRoot).toBe(theirs.stateRoot);
      expect(local.number).toBe(theirs.number);
      // powgate's: the whole block, hash included (its body read from the remote)
      if (exactHeader) expect({ ...local, size: undefined }).toEqual({ ...theirs, size: undefined });
    });

    it("runs BLOCKHASH below the fork block as the remote's block hash", async () => {
      const below = `0x${(BigInt(forkBlock) - 1n).toString(16)}`;
      const theirs = (await remoteRpc("eth_getBlockByNumber", [below, false])) as Record<string, string>;
      expect(await rpc("eth_call", [{ data: blockHashCode(BigInt(below)) }, "latest"])).toBe(
        `0x00${theirs.hash!.slice(2)}`,
      );
    });

    it("reads every account, code and slot at the fork block as the remote answers", async () => {
      for (const [method, params] of reads)
        expect([method, await rpc(method, params)]).toEqual([method, await remoteRpc(method, params)]);
    });

    it("sends transactions, impersonates and mines on top, and leaves the remote as it was", async () => {
      const remoteHead = await remoteRpc("eth_blockNumber");
      const theirs = (await remoteRpc("eth_getBlockByNumber", [forkBlock, false])) as Record<string, string>;
      await mined(
        rpc,
        await rpc("eth_sendTransaction", [
          { from: DEV0, to: tokenAddress, data: token.encodeFunctionData("transfer", [STRANGER, 77n]) },
        ]),
      );
      await rpc("anvil_impersonateAccount", [HOLDERS[0]]);
      await rpc("anvil_setBalance", [HOLDERS[0], "0xde0b6b3a7640000"]);
      await mined(
        rpc,
        await rpc("eth_sendTransaction", [
          {
            from: HOLDERS[0],
            to: tokenAddress,
            data: token.encodeFunctionData("transfer", [STRANGER, 1000n]),
          },
        ]),
      );
      await rpc("evm_mine");
      const balance = await rpc("eth_call", [
        { to: tokenAddress, data: token.encodeFunctionData("balanceOf", [STRANGER]) },
        "latest",
      ]);
      expect(BigInt(balance as string)).toBe(1077n);
      expect(
        BigInt(
          (await rpc("eth_call", [
            { to: tokenAddress, data: token.encodeFunctionData("balanceOf", [HOLDERS[0]]) },
            "latest",
          ])) as string,
        ),
      ).toBe(0n);
      // the local chain continues the remote's: numbers, parent hash, total difficulty
      const first = (await rpc("eth_getBlockByNumber", [
        `0x${(BigInt(forkBlock) + 1n).toString(16)}`,
        false,
      ])) as Record<string, string>;
      const ours = (await rpc("eth_getBlockByNumber", [forkBlock, false])) as Record<string, string>;
      expect(first.parentHash).toBe(exactHeader ? theirs.hash : ours.hash);
      expect(BigInt(first.totalDifficulty!)).toBe(
        BigInt(theirs.totalDifficulty ?? "0x0") + BigInt(first.difficulty!),
      );
      // the remote saw none of it
      expect(await remoteRpc("eth_blockNumber")).toBe(remoteHead);
      expect(
        BigInt(
          (await remoteRpc("eth_call", [
            { to: tokenAddress, data: token.encodeFunctionData("balanceOf", [STRANGER]) },
            "latest",
          ])) as string,
        ),
      ).toBe(0n);
    });

    it("dumps a state (anvil_dumpState) that a node without a fork loads and answers the same from", async () => {
      const dump = await rpc("anvil_dumpState");
      const plain = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
      try {
        const loaded = client(plain.url);
        expect(await loaded("anvil_loadState", [dump])).toBe(true);
        const asks: [string, unknown[]][] = [["eth_getCode", [tokenAddress, "latest"]]];
        for (const holder of [STRANGER, ...HOLDERS]) {
          asks.push(["eth_getBalance", [holder, "latest"]]);
          asks.push([
            "eth_call",
            [{ to: tokenAddress, data: token.encodeFunctionData("balanceOf", [holder]) }, "latest"],
          ]);
        }
        for (const [method, params] of asks)
          expect([method, await loaded(method, params)]).toEqual([method, await rpc(method, params)]);
        expect(BigInt((await loaded(...asks[2]!)) as string)).toBe(1077n);
      } finally {
        await plain.close();
      }
    });

    it("serves the same state after a restart without asking the remote", async () => {
      const before: unknown[] = [];
      for (const [method, params] of reads) before.push(await rpc(method, params));
      const head = await rpc("eth_blockNumber");
      await fork.close();
      proxy.reset();
      fork = await forkNode(proxy.url);
      rpc = client(fork.url);
      expect(await rpc("eth_blockNumber")).toBe(head);
      for (const [i, [method, params]] of reads.entries())
        expect(await rpc(method, params)).toEqual(before[i]);
      expect(Object.fromEntries(proxy.calls)).toEqual({});
    });

    it("reads what an earlier fork of the same block read from the fork cache, without a data directory", async () => {
      const cacheRoot = join(dir, "cache");
      const answers: unknown[][] = [[], []];
      for (const run of [0, 1]) {
        const node = await startNode({
          dataDir: null,
          port: 0,
          logLevel: "silent",
          fork: { urls: [proxy.url], blockNumber: BigInt(forkBlock), cacheRoot },
        });
        try {
          proxy.reset();
          for (const [method, params] of reads) answers[run]!.push(await client(node.url)(method, params));
        } finally {
          await node.close();
        }
        if (run === 0) expect(proxy.calls.get("eth_getProof")).toBeGreaterThan(0);
      }
      expect(answers[1]).toEqual(answers[0]);
      // the second fork asked for none of the state or history the first one read
      expect(Object.fromEntries(proxy.calls)).toEqual({});
    });
  });
});
