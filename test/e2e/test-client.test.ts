/**
 * viem's test client in `anvil` and `hardhat` modes against powgate, in memory and on disk: every
 * mining, time and chain-parameter action it offers; then the call sequences of Hardhat's network
 * helpers (mine with an interval, time.increase / increaseTo / setNextBlockTimestamp, mineUpTo)
 * as raw calls, on a node started with --client-version-prefix hardhat (their version gate).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPublicClient, createTestClient, createWalletClient, http, parseGwei } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNode, startNode } from "../../src/node.js";
import { rpc } from "../contract/scenario.js";
import { chain } from "../helpers/viem-chain.js";

const sender = privateKeyToAccount("0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.each([
  ["anvil", "memory"],
  ["hardhat", "memory"],
  ["anvil", "disk"],
  ["hardhat", "disk"],
] as const)("viem test client in %s mode, chain in %s", (mode, storage) => {
  let node: RunningNode;
  beforeAll(async () => {
    const dataDir = storage === "memory" ? null : mkdtempSync(join(tmpdir(), "powgate-test-client-"));
    if (dataDir) dirs.push(dataDir);
    node = await startNode({ dataDir, port: 0, logLevel: "silent", validateResults: true });
  });
  afterAll(() => node?.close());

  const clients = () => {
    const transport = http(node.url);
    return {
      test: createTestClient({ mode, chain, transport }),
      pub: createPublicClient({ chain, transport, cacheTime: 0 }),
      wallet: createWalletClient({ chain, transport, account: sender }),
    };
  };

  it("setAutomine / getAutomine: transactions wait for mine()", async () => {
    const { test, pub, wallet } = clients();
    expect(await test.getAutomine()).toBe(true);
    await test.setAutomine(false);
    expect(await test.getAutomine()).toBe(false);
    const hash = await wallet.sendTransaction({ to: sender.address, value: 1n });
    expect(await pub.getTransactionReceipt({ hash }).catch(() => null)).toBeNull();
    const before = await pub.getBlockNumber();
    await test.mine({ blocks: 1 });
    expect(await pub.getBlockNumber()).toBe(before + 1n);
    expect((await pub.getTransactionReceipt({ hash })).status).toBe("success");
    await test.setAutomine(true);
    expect(await test.getAutomine()).toBe(true);
  });

  it("mine with an interval gives each block its own timestamp", async () => {
    const { test, pub } = clients();
    const before = await pub.getBlockNumber();
    await test.mine({ blocks: 3, interval: 10 });
    const blocks = await Promise.all([1n, 2n, 3n].map((i) => pub.getBlock({ blockNumber: before + i })));
    expect(blocks[1].timestamp - blocks[0].timestamp).toBe(10n);
    expect(blocks[2].timestamp - blocks[1].timestamp).toBe(10n);
    // viem's default interval is 0: one second apart (proof of work needs rising timestamps)
    await test.mine({ blocks: 2 });
    const [a, b] = await Promise.all([before + 4n, before + 5n].map((n) => pub.getBlock({ blockNumber: n })));
    expect(b.timestamp - a.timestamp).toBe(1n);
  });

  it("increaseTime and setNextBlockTimestamp move the next block's time", async () => {
    const { test, pub } = clients();
    const head = await pub.getBlock();
    await test.increaseTime({ seconds: 3600 });
    await test.mine({ blocks: 1 });
    const later = await pub.getBlock();
    expect(later.timestamp - head.timestamp).toBeGreaterThanOrEqual(3600n);
    const next = later.timestamp + 1000n;
    await test.setNextBlockTimestamp({ timestamp: next });
    await test.mine({ blocks: 1 });
    expect((await pub.getBlock()).timestamp).toBe(next);
    await expect(test.setNextBlockTimestamp({ timestamp: next })).rejects.toThrow(
      `Timestamp ${next} is lower than or equal to previous block's timestamp ${next}`,
    );
  });

  it("setBlockTimestampInterval / removeBlockTimestampInterval (seconds in both modes)", async () => {
    const { test, pub } = clients();
    await test.setBlockTimestampInterval({ interval: 7 });
    await test.mine({ blocks: 1 });
    const a = await pub.getBlock();
    await test.setAutomine(false);
    await rpc(node.url, "evm_mine", []);
    const b = await pub.getBlock();
    expect(b.timestamp - a.timestamp).toBe(7n);
    await test.removeBlockTimestampInterval();
    expect(await rpc(node.url, "anvil_removeBlockTimestampInterval", [])).toBe(false);
    await test.setAutomine(true);
  });

  it("setBlockGasLimit, setCoinbase and setNextBlockBaseFeePerGas shape the next block", async () => {
    const { test, pub } = clients();
    const coinbase = "0x00000000000000000000000000000000000c0ffe";
    await test.setBlockGasLimit({ gasLimit: 45_000_000n });
    await test.setCoinbase({ address: coinbase });
    await test.setNextBlockBaseFeePerGas({ baseFeePerGas: parseGwei("7") });
    await test.mine({ blocks: 1 });
    const block = await pub.getBlock();
    expect(block.gasLimit).toBe(45_000_000n);
    expect(block.miner).toBe(coinbase);
    expect(block.baseFeePerGas).toBe(parseGwei("7"));
    expect(await pub.getBalance({ address: coinbase })).toBe(2n * 10n ** 18n);
    await test.mine({ blocks: 1 });
    const after = await pub.getBlock();
    expect(after.gasLimit).toBe(45_000_000n); // kept
    expect(after.baseFeePerGas).toBe((parseGwei("7") * 7n) / 8n); // EIP-1559 from there: an empty block
    await test.setBlockGasLimit({ gasLimit: 30_000_000n });
  });

  it("setMinGasPrice is refused: EIP-1559 is active from genesis", async () => {
    const { test } = clients();
    await expect(test.setMinGasPrice({ gasPrice: parseGwei("1") })).rejects.toThrow(
      "hardhat_setMinGasPrice is not supported when EIP-1559 is active",
    );
  });

  it("setIntervalMining: hardhat mode sends ms (×1000), anvil mode sends seconds to the ms method", async () => {
    const { test, pub } = clients();
    await test.setAutomine(false);
    const before = await pub.getBlockNumber();
    // anvil mode: 1 "second" reaches evm_setIntervalMining as 1 ms (see its description)
    await test.setIntervalMining({ interval: 1 });
    await sleep(mode === "hardhat" ? 2600 : 300);
    await test.setIntervalMining({ interval: 0 });
    const mined = (await pub.getBlockNumber()) - before;
    if (mode === "hardhat") {
      expect(mined).toBeGreaterThanOrEqual(1n);
      expect(mined).toBeLessThanOrEqual(3n);
    } else expect(mined).toBeGreaterThan(3n);
    const stopped = await pub.getBlockNumber();
    await sleep(1200);
    expect(await pub.getBlockNumber()).toBe(stopped);
    await test.setAutomine(true);
  });

  it("dumpState, change the state, loadState: balances, nonce, code and storage come back", async () => {
    const { test, pub, wallet } = clients();
    const account = "0x5e00000000000000000000000000000000000d01" as const;
    const word = (n: number) => `0x${n.toString(16).padStart(64, "0")}` as const;
    await test.setBalance({ address: account, value: 1234n });
    await test.setCode({ address: account, bytecode: "0x602a60005260206000f3" });
    await test.setStorageAt({ address: account, index: 1, value: word(7) });
    // a mined transaction: its sender's nonce and balance, and the coinbase's reward
    await wallet.sendTransaction({ to: account, value: 5n });
    const senderBalance = await pub.getBalance({ address: sender.address });
    const senderNonce = await pub.getTransactionCount({ address: sender.address });
    const dumped = await test.dumpState();
    expect(dumped).toMatch(/^0x1f8b/); // gzip, as Anvil

    await test.setBalance({ address: account, value: 1n });
    await test.setCode({ address: account, bytecode: "0x60" });
    await test.setStorageAt({ address: account, index: 1, value: word(0) });
    await test.setStorageAt({ address: account, index: 2, value: word(9) });
    await test.setBalance({ address: sender.address, value: 3n });
    await test.loadState({ state: dumped });

    expect(await pub.getBalance({ address: account })).toBe(1239n);
    expect(await pub.getCode({ address: account })).toBe("0x602a60005260206000f3");
    expect(await pub.getStorageAt({ address: account, slot: "0x1" })).toBe(word(7));
    // a slot the file does not have is kept, as Anvil
    expect(await pub.getStorageAt({ address: account, slot: "0x2" })).toBe(word(9));
    expect(await pub.getBalance({ address: sender.address })).toBe(senderBalance);
    expect(await pub.getTransactionCount({ address: sender.address })).toBe(senderNonce);
    // the loaded state is the head's: a transaction runs on it
    await wallet.sendTransaction({ to: account, value: 1n });
    expect(await pub.getBalance({ address: account })).toBe(1240n);
    await expect(test.loadState({ state: "0x7b7d" })).rejects.toThrow(
      /invalid state: "accounts" is not an object/,
    );
  });
});

describe("Hardhat network helpers' call sequences, as raw calls", () => {
  let node: RunningNode;
  beforeAll(async () => {
    node = await startNode({ dataDir: null, port: 0, logLevel: "silent", clientVersionPrefix: "hardhat" });
  });
  afterAll(() => node?.close());
  const call = (method: string, params: unknown[] = []) => rpc(node.url, method, params);
  const latest = async () =>
    (await call("eth_getBlockByNumber", ["latest", false])) as { number: string; timestamp: string };

  it("passes their version gate, then mine(), time.increase, time.increaseTo, mineUpTo", async () => {
    // every helper first checks web3_clientVersion against hardhat | zksync | anvil
    expect(await call("web3_clientVersion")).toMatch(/^hardhat\/powgate\/v/);
    // mine(5, { interval: 60 })
    const start = await latest();
    await call("hardhat_mine", ["0x5", "0x3c"]);
    const five = await latest();
    expect(BigInt(five.number)).toBe(BigInt(start.number) + 5n);
    // time.increase(3600): latest timestamp + 3600 -> setNextBlockTimestamp, then mine()
    const target = BigInt(five.timestamp) + 3600n;
    expect(await call("evm_setNextBlockTimestamp", [`0x${target.toString(16)}`])).toBe(target.toString());
    await call("hardhat_mine", ["0x1", "0x1"]);
    expect(BigInt((await latest()).timestamp)).toBe(target);
    // time.increaseTo(the same timestamp) is refused with Hardhat's wording
    await expect(call("evm_setNextBlockTimestamp", [`0x${target.toString(16)}`])).rejects.toMatchObject({
      rpc: {
        code: -32000,
        message: `Timestamp ${target} is lower than or equal to previous block's timestamp ${target}`,
      },
    });
    // mineUpTo(n): hardhat_mine with n - latest
    const upTo = BigInt((await latest()).number) + 20n;
    await call("hardhat_mine", [`0x${(upTo - BigInt((await latest()).number)).toString(16)}`]);
    expect(BigInt((await latest()).number)).toBe(upTo);
    // the node's time goes on from the last explicit timestamp
    await call("evm_mine");
    expect(BigInt((await latest()).timestamp)).toBeGreaterThan(target);
  });

  it("--client-version-prefix anvil makes web3_clientVersion start with anvil/", async () => {
    const anvil = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      clientVersionPrefix: "anvil",
    });
    try {
      expect(await rpc(anvil.url, "web3_clientVersion", [])).toMatch(/^anvil\/powgate\/v\d/);
      expect(
        ((await rpc(anvil.url, "hardhat_metadata", [])) as { clientVersion: string }).clientVersion,
      ).toMatch(/^anvil\/powgate\//);
    } finally {
      await anvil.close();
    }
    expect(await rpc(node.url, "web3_clientVersion", [])).not.toMatch(/^powgate/);
  });
});
