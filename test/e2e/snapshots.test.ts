// evm_snapshot / evm_revert / hardhat_reset from the outside: viem's test client in anvil and hardhat
// modes, Hardhat's network-helpers sequence (loadFixture: snapshot, revert, re-snapshot) as raw calls,
// a revert under live filters and subscriptions, on disk, and the methods refused with dev methods off.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hexToBytes } from "@ethereumjs/util";
import { createPublicClient, createTestClient, createWalletClient, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, describe, expect, it } from "vitest";
import type { Log } from "../../generated/types.js";
import { checkIntegrity, checkStaleEntries } from "../../src/chain/import/integrity.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { call, rpc, WsRpc, waitFor } from "../events/helpers.js";
import { contractInterface, deployData, openTestNode } from "../helpers/chain.js";
import { startTestServer } from "../helpers/server.js";
import { chain } from "../helpers/viem-chain.js";

const owner = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
const other = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const probe = contractInterface("Probe");
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.each<"anvil" | "hardhat">(["anvil", "hardhat"])("viem's test client in %s mode", (mode) => {
  it("snapshots, reverts and resets", async () => {
    const server = await startTestServer();
    try {
      const transport = http(server.url);
      const test = createTestClient({ chain, mode, transport });
      const pub = createPublicClient({ chain, transport, cacheTime: 0 });
      const wallet = createWalletClient({ chain, transport, account: owner });
      const send = async (value: bigint) =>
        pub.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: other.address, value }) });

      await send(1n);
      const before = await pub.getBalance({ address: other.address });
      const id = await test.snapshot();
      expect(id).toMatch(/^0x[1-9a-f][0-9a-f]*$/);
      const later = await send(1000n);
      expect(await pub.getBlockNumber()).toBe(2n);

      await test.revert({ id });
      expect(await pub.getBlockNumber()).toBe(1n);
      expect(await pub.getBalance({ address: other.address })).toBe(before);
      expect(await pub.getTransactionCount({ address: owner.address })).toBe(1);
      await expect(pub.getTransactionReceipt({ hash: later.transactionHash })).rejects.toThrow(
        /not be found/,
      );
      // the reverted block's height is mined again, canonically
      const again = await send(2n);
      expect(again.blockNumber).toBe(2n);
      expect(again.blockHash).not.toBe(later.blockHash);

      await test.reset();
      expect(await pub.getBlockNumber()).toBe(0n);
      expect(await pub.getTransactionCount({ address: owner.address })).toBe(0);
      // a remote nobody answers at: a clear error at once, and the chain stays as it was
      await expect(test.reset({ jsonRpcUrl: "http://127.0.0.1:1", blockNumber: 5n })).rejects.toThrow(
        /fork remote failed: the fork's remote did not answer/,
      );
      expect((await send(3n)).blockNumber).toBe(1n);
    } finally {
      await server.close();
    }
  });
});

describe("Hardhat's network helpers (takeSnapshot / loadFixture) as raw calls", () => {
  it("reverts, re-snapshots and repeats; a consumed id answers false", async () => {
    const server = await startTestServer();
    try {
      const counter = async () =>
        BigInt(await call<string>(server.url, "eth_getTransactionCount", [owner.address, "latest"]));
      const bump = async () => {
        const wallet = createWalletClient({ chain, transport: http(server.url), account: owner });
        await wallet.sendTransaction({ to: other.address, value: 1n });
      };
      // loadFixture's first call: run the fixture, then takeSnapshot
      await bump();
      let snapshot = await call<string>(server.url, "evm_snapshot");
      const fixtureHead = await call<string>(server.url, "eth_blockNumber");
      const ids = [snapshot];
      for (let test = 0; test < 5; test++) {
        for (let i = 0; i <= test; i++) await bump(); // the test changes the chain
        expect(await counter()).toBe(BigInt(2 + test));
        // the next loadFixture: snapshot.restore() = evm_revert (must be true), then a new evm_snapshot
        expect(await call<boolean>(server.url, "evm_revert", [snapshot])).toBe(true);
        expect(await call<boolean>(server.url, "evm_revert", [snapshot])).toBe(false);
        snapshot = await call<string>(server.url, "evm_snapshot");
        ids.push(snapshot);
        expect(await call<string>(server.url, "eth_blockNumber")).toBe(fixtureHead);
        expect(await counter()).toBe(1n);
      }
      // increasing ids, none reused
      const numbers = ids.map((x) => BigInt(x));
      expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? -1 : 1)));
      expect(new Set(ids).size).toBe(ids.length);
      // takeSnapshot nested: reverting to the outer one consumes the inner one
      const outer = await call<string>(server.url, "evm_snapshot");
      await bump();
      const inner = await call<string>(server.url, "evm_snapshot");
      expect(await call<boolean>(server.url, "evm_revert", [outer])).toBe(true);
      expect(await call<boolean>(server.url, "evm_revert", [inner])).toBe(false);
    } finally {
      await server.close();
    }
  });
});

describe("a revert under live blocks, logs and subscriptions, on disk", () => {
  it("re-delivers the reverted blocks' logs as removed; nothing stale survives in memory or on disk", async () => {
    const dir = mkdtempSync(join(tmpdir(), "powgate-e2e-snap-"));
    dirs.push(dir);
    let server: RunningNode = await startNode({
      dataDir: dir,
      port: 0,
      logLevel: "silent",
      validateResults: true,
    });
    const wallet = createWalletClient({ chain, transport: http(server.url), account: owner });
    const pub = createPublicClient({ chain, transport: http(server.url) });
    const mined = async (p: Promise<`0x${string}`>) => pub.waitForTransactionReceipt({ hash: await p });
    const deployed = await mined(
      wallet.deployContract({ abi: [], bytecode: deployData("Probe") as `0x${string}` }),
    );
    const address = deployed.contractAddress!;
    const store = (value: bigint) =>
      mined(
        wallet.sendTransaction({
          to: address,
          data: probe.encodeFunctionData("store", [value]) as `0x${string}`,
        }),
      );
    const view = (log: Log) => `${BigInt(log.topics[1]!)}${log.removed ? "r" : ""}`;

    await store(1n);
    const logFilter = await call<string>(server.url, "eth_newFilter", [{ address }]);
    const ws = await WsRpc.open(server.wsUrl);
    try {
      const logsSub = await ws.subscribe(["logs", { address }]);
      const headsSub = await ws.subscribe(["newHeads"]);
      const id = await call<string>(server.url, "evm_snapshot");
      const snapHead = await call<string>(server.url, "eth_blockNumber");
      const r2 = await store(2n);
      const r3 = await store(3n);
      // pending at revert time, not at snapshot time: a queued transaction (nonce gap) from `other`
      const queued = await createWalletClient({
        chain,
        transport: http(server.url),
        account: other,
      }).sendTransaction({
        to: owner.address,
        value: 1n,
        nonce: 5,
      });
      expect((await call<Log[]>(server.url, "eth_getFilterChanges", [logFilter])).map(view)).toEqual([
        "2",
        "3",
      ]);
      await waitFor(() => ws.notifications(logsSub).length === 2, "two logs");
      const headsBefore = ws.notifications(headsSub).length;

      expect(await call<boolean>(server.url, "evm_revert", [id])).toBe(true);
      // removed logs, oldest block first, as a reorganization delivers them
      expect((await call<Log[]>(server.url, "eth_getFilterChanges", [logFilter])).map(view)).toEqual([
        "2r",
        "3r",
      ]);
      await waitFor(() => ws.notifications(logsSub).length === 4, "removed logs");
      expect((ws.notifications(logsSub) as Log[]).map(view)).toEqual(["2", "3", "2r", "3r"]);
      expect(ws.notifications(headsSub)).toHaveLength(headsBefore); // no block joined the chain

      const stale = async (url: string) => ({
        head: await call<string>(url, "eth_blockNumber"),
        receipts: await Promise.all(
          [r2, r3].map((r) => call(url, "eth_getTransactionReceipt", [r.transactionHash])),
        ),
        txs: await Promise.all(
          [r2, r3].map((r) => call(url, "eth_getTransactionByHash", [r.transactionHash])),
        ),
        blocks: await Promise.all([r2, r3].map((r) => call(url, "eth_getBlockByHash", [r.blockHash, false]))),
        logs: (await call<Log[]>(url, "eth_getLogs", [{ address, fromBlock: "0x0" }])).map(view),
        byHash: (await rpc(url, "eth_getLogs", [{ blockHash: r2.blockHash }])).error?.message,
        slot: await call(url, "eth_getStorageAt", [address, "0x0", "latest"]),
        pending: await call(url, "eth_getTransactionByHash", [queued]),
        nonce: await call(url, "eth_getTransactionCount", [owner.address, "latest"]),
      });
      const expected = {
        head: snapHead,
        receipts: [null, null],
        txs: [null, null],
        blocks: [null, null],
        logs: ["1"],
        byHash: "unknown block",
        slot: `0x${"0".repeat(63)}1`,
        pending: null,
        nonce: "0x2",
      };
      expect(await stale(server.url)).toEqual(expected);
      // the chain goes on from the snapshot: the next block is canonical at the reverted height, and the
      // subscriptions see it
      const r2b = await store(4n);
      expect(r2b.blockNumber).toBe(r2.blockNumber);
      await waitFor(() => ws.notifications(logsSub).length === 5, "the new block's log");
      expect((await call<Log[]>(server.url, "eth_getFilterChanges", [logFilter])).map(view)).toEqual(["4"]);
      expect(await call<boolean>(server.url, "evm_revert", [id])).toBe(false);

      // on disk: restart on the same data directory
      const afterNew = {
        ...expected,
        head: `0x${r2b.blockNumber.toString(16)}`,
        logs: ["1", "4"],
        slot: `0x${"0".repeat(63)}4`,
        nonce: "0x3",
      };
      expect(await stale(server.url)).toEqual(afterNew);
      ws.close();
      await server.close();
      const node = await openTestNode({ dataDir: dir });
      try {
        expect(await checkIntegrity(node.chain)).toEqual([]);
        expect(await checkStaleEntries(node.chain)).toEqual([]);
        expect(node.pool.size).toBe(0);
        expect(await node.chain.getBlockByHash(hexToBytes(r3.blockHash))).toBeUndefined();
      } finally {
        await node.close();
      }
      server = await startNode({ dataDir: dir, port: 0, logLevel: "silent", validateResults: true });
      expect(await stale(server.url)).toEqual(afterNew);
    } finally {
      ws.close();
      await server.close();
    }
  });
});

describe("with dev methods off", () => {
  it("refuses evm_snapshot, evm_revert, hardhat_reset and their anvil_* names with -32601", async () => {
    const server = await startNode({ dataDir: null, port: 0, logLevel: "silent", devMethods: false });
    try {
      for (const [method, params] of [
        ["evm_snapshot", []],
        ["anvil_snapshot", []],
        ["evm_revert", ["0x1"]],
        ["anvil_revert", ["0x1"]],
        ["hardhat_reset", []],
        ["anvil_reset", []],
      ] as const) {
        const answer = await rpc(server.url, method, [...params]);
        expect(answer.error?.code, method).toBe(-32601);
        expect(answer.error?.message, method).toMatch(new RegExp(`^dev methods are disabled: ${method}`));
      }
    } finally {
      await server.close();
    }
  });
});

describe("the next block's settings in a snapshot", () => {
  it("a revert restores coinbase, base fee, gas limit and block time", async () => {
    const server = await startTestServer();
    try {
      const info = async () =>
        (await call(server.url, "anvil_nodeInfo", [])) as {
          environment: { baseFee: string; gasLimit: number };
        };
      const before = await info();
      const coinbase = await call(server.url, "eth_coinbase", []);
      const id = await call(server.url, "evm_snapshot", []);
      await call(server.url, "hardhat_setCoinbase", ["0x00000000000000000000000000000000000000c0"]);
      await call(server.url, "hardhat_setNextBlockBaseFeePerGas", ["0x7b"]);
      await call(server.url, "evm_setBlockGasLimit", ["0x1000000"]);
      expect(await call(server.url, "evm_increaseTime", ["0xe10"])).toBe("3600");
      expect((await info()).environment.baseFee).toBe("0x7b");
      expect(await call(server.url, "evm_revert", [id])).toBe(true);
      expect(await info()).toEqual(before);
      expect(await call(server.url, "eth_coinbase", [])).toBe(coinbase);
      // the offset is back to 0: another hour makes 3600 again, not 7200
      expect(await call(server.url, "evm_increaseTime", ["0xe10"])).toBe("3600");
    } finally {
      await server.close();
    }
  });
});
