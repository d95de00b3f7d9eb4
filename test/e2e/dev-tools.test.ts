/**
 * viem's test client in `anvil` mode calls every dev and read method tools use beyond the basics:
 * setLoggingEnabled (its own action), and through `request` the methods viem has no action for
 * (evm_setTime, evm_mine_detailed, anvil_getIntervalMining, anvil_setChainId, anvil_addBalance,
 * anvil_dealERC20, anvil_setERC20Allowance, anvil_removePoolTransactions, eth_pendingTransactions,
 * txpool_contentFrom, eth_getTransactionBySenderAndNonce, eth_getAccount, eth_getAccountInfo,
 * anvil_reorg, anvil_rollback) and their aliases. Each checks the effect through other methods, not
 * the answer alone. Results are validated against openrpc.json (validateResults).
 */
import { Writable } from "node:stream";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  toHex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { createLogger } from "../../src/log.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { chain } from "../helpers/viem-chain.js";

const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
// dev account 9: sends only here, so its nonces are known
const sender = privateKeyToAccount("0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6");
const ZERO_ROOT = "0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421";
const EMPTY_CODE_HASH = "0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470";
/** CHAINID, PUSH1 0, MSTORE, PUSH1 32, PUSH1 0, RETURN: answers the chain id it runs under. */
const CHAIN_ID_CODE = "0x4660005260206000f3";
/** EIP-1167's minimal proxy runtime in front of `target` (its storage is the proxy's own). */
const minimalProxy = (target: string) =>
  `0x363d3d373d3d3d363d73${target.slice(2)}5af43d82803e903d91602b57fd5bf3` as Hex;

type Block = { number: Hex; hash: Hex; timestamp: Hex; transactions: Transaction[] };
type Transaction = { hash: Hex; from: Hex; nonce: Hex; chainId?: Hex; output?: Hex; revertReason?: string };

describe("viem's test client (anvil mode): dev and read methods", () => {
  let node: RunningNode;
  const printed: string[] = [];
  const clients = () => {
    const transport = http(node.url);
    return {
      test: createTestClient({ mode: "anvil", chain, transport }),
      pub: createPublicClient({ chain, transport, cacheTime: 0 }),
      wallet: createWalletClient({ chain, transport, account: sender }),
    };
  };
  /** A method viem's test client has no action for, sent through its `request`. */
  const call = <T = unknown>(method: string, params: unknown[] = []) =>
    clients().test.request({ method, params } as never) as Promise<T>;
  const deploy = async (name: "Token" | "Probe" | "Tracing", data?: Hex) => {
    const { wallet, pub } = clients();
    const hash = await wallet.sendTransaction({
      data: data ?? (artifacts[name].bytecode as Hex),
      gas: 3_000_000n,
    });
    return (await pub.getTransactionReceipt({ hash })).contractAddress!;
  };
  const deployToken = (supply: bigint) =>
    deploy(
      "Token",
      encodeDeployData({
        abi: artifacts.Token.abi,
        bytecode: artifacts.Token.bytecode as Hex,
        args: ["Mock", "MCK", supply],
      }),
    );

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk, _enc, cb) {
        for (const line of String(chunk).split("\n")) {
          if (!line) continue;
          const record = JSON.parse(line) as { console?: string; msg?: string };
          if (record.console !== undefined) printed.push(String(record.msg));
        }
        cb();
      },
    });
    node = await startNode({
      dataDir: null,
      port: 0,
      validateResults: true,
      logger: createLogger({ level: "info", destination }),
    });
  });
  afterAll(() => node?.close());

  it("setLoggingEnabled(false) silences console.log output, true brings it back", async () => {
    const { test, pub } = clients();
    const tracing = await deploy("Tracing");
    const logs = encodeFunctionData({ abi: artifacts.Tracing.abi, functionName: "logs" });
    await pub.call({ to: tracing, data: logs });
    const whileOn = printed.length;
    expect(whileOn).toBeGreaterThan(0);
    await test.setLoggingEnabled(false);
    await pub.call({ to: tracing, data: logs });
    await pub.call({ to: tracing, data: logs, gas: 1_000_000n });
    expect(printed.length).toBe(whileOn);
    expect(await call("hardhat_setLoggingEnabled", [true])).toBe(true);
    await pub.call({ to: tracing, data: logs });
    expect(printed.length).toBeGreaterThan(whileOn);
  });

  it("evm_setTime and anvil_setTime set the next block's time (seconds or milliseconds)", async () => {
    const { test, pub } = clients();
    const head = await pub.getBlock();
    const target = Number(head.timestamp) + 10_000;
    const forward = await call<number>("evm_setTime", [target]);
    expect(forward).toBeGreaterThanOrEqual(10_000 - 5);
    await test.mine({ blocks: 1 });
    const mined = await pub.getBlock();
    // the clock runs on between the call and the block
    expect(Number(mined.timestamp) - target).toBeGreaterThanOrEqual(0);
    expect(Number(mined.timestamp) - target).toBeLessThan(5);
    // back in time (milliseconds, as Ganache sends them): 0, and blocks still rise by a second
    expect(await call("anvil_setTime", [toHex((target - 100_000) * 1000)])).toBe(0);
    await test.mine({ blocks: 1 });
    expect((await pub.getBlock()).timestamp).toBe(mined.timestamp + 1n);
    // back to the wall clock for the tests after
    await call("evm_setTime", [Math.floor(Date.now() / 1000) + 20_000]);
  });

  it("evm_mine_detailed and anvil_mine_detailed answer the blocks, with output and revertReason", async () => {
    const { test, pub, wallet } = clients();
    const probe = await deploy("Probe");
    await test.setAutomine(false);
    const failing = await wallet.sendTransaction({
      to: probe,
      data: encodeFunctionData({ abi: artifacts.Probe.abi, functionName: "failWithReason" }),
      gas: 100_000n,
    });
    const storing = await wallet.sendTransaction({
      to: probe,
      data: encodeFunctionData({ abi: artifacts.Probe.abi, functionName: "store", args: [7n] }),
      gas: 100_000n,
    });
    const [block] = await call<Block[]>("evm_mine_detailed", []);
    await test.setAutomine(true);
    expect(block!.transactions.map((t) => t.hash)).toEqual([failing, storing]);
    expect((await pub.getTransactionReceipt({ hash: failing })).status).toBe("reverted");
    const [failed, stored] = block!.transactions;
    expect(failed!.revertReason).toBeTypeOf("string");
    expect(failed!.output!.startsWith("0x08c379a0")).toBe(true); // Error(string)
    expect(stored!.revertReason).toBeUndefined();
    expect(stored!.output).toBe("0x");
    // the same block as eth_getBlockByHash has it, less Anvil's two fields
    const byHash = await call<Block>("eth_getBlockByHash", [block!.hash, true]);
    expect(byHash.transactions.map(({ hash, nonce }) => ({ hash, nonce }))).toEqual(
      block!.transactions.map(({ hash, nonce }) => ({ hash, nonce })),
    );
    const before = await pub.getBlockNumber();
    const three = await call<Block[]>("anvil_mine_detailed", [{ blocks: "0x3" }]);
    expect(three.map((b) => BigInt(b.number))).toEqual([before + 1n, before + 2n, before + 3n]);
  });

  it("anvil_getIntervalMining follows the mining mode", async () => {
    const { test } = clients();
    expect(await call("anvil_getIntervalMining")).toBeNull();
    // Anvil's seconds (viem's anvil mode sends seconds to evm_setIntervalMining, which takes
    // Hardhat's milliseconds here: see its description)
    await call("anvil_setIntervalMining", [3600]);
    expect(await call("anvil_getIntervalMining")).toBe(3600);
    await test.setIntervalMining({ interval: 1_500 }); // milliseconds: rounded down to whole seconds
    expect(await call("anvil_getIntervalMining")).toBe(1);
    await call("anvil_setIntervalMining", [0]);
    expect(await call("anvil_getIntervalMining")).toBeNull();
    await test.setAutomine(true);
    expect(await call("anvil_getIntervalMining")).toBeNull();
  });

  it("anvil_setChainId changes eth_chainId, CHAINID and signing; older blocks stay readable; revert restores", async () => {
    const { test, pub } = clients();
    const probe = "0x5e000000000000000000000000000000000000d1";
    await test.setCode({ address: probe, bytecode: CHAIN_ID_CODE });
    const chainIdOf = async () => BigInt((await pub.call({ to: probe })).data!);
    expect(await chainIdOf()).toBe(1337n);
    const minedBefore = await call<Hex>("eth_sendTransaction", [{ from: DEV1, to: DEV0, value: "0x1" }]);
    const { blockNumber: oldNumber } = await call<{ blockNumber: Hex }>("eth_getTransactionReceipt", [
      minedBefore,
    ]);
    const oldBlock = await call<Block>("eth_getBlockByNumber", [oldNumber, true]);
    const id = await test.snapshot();
    // a pooled transaction signed for 1337 can never be mined under 31337: dropped
    await test.setAutomine(false);
    const waiting = await call<Hex>("eth_sendTransaction", [{ from: DEV1, to: DEV0, value: "0x1" }]);
    expect(await call("anvil_setChainId", [31337])).toBeNull();
    await test.setAutomine(true);
    expect(await call("eth_getTransactionByHash", [waiting])).toBeNull();
    expect(await call("eth_chainId")).toBe("0x7a69");
    expect(await chainIdOf()).toBe(31337n);
    // eth_sendTransaction signs for the new id; the mined block's CHAINID is the new one too
    const hash = await call<Hex>("eth_sendTransaction", [{ from: DEV1, to: DEV0, value: "0x1" }]);
    const tx = await call<{ chainId: Hex; blockNumber: Hex }>("eth_getTransactionByHash", [hash]);
    expect(tx.chainId).toBe("0x7a69");
    // a block of the old id, read from the store again (the block cache forgets it)
    node.chain.chain.store.forget(Uint8Array.from(Buffer.from(oldBlock.hash.slice(2), "hex")));
    const reread = await call<Block & { transactions: { chainId: Hex; from: Hex }[] }>(
      "eth_getBlockByNumber",
      [oldNumber, true],
    );
    expect(reread.hash).toBe(oldBlock.hash);
    expect(reread.transactions.map((t) => [t.chainId, t.from])).toEqual(
      oldBlock.transactions.map((t) => ["0x539", t.from]),
    );
    await test.revert({ id });
    expect(await call("eth_chainId")).toBe("0x539");
    expect(await chainIdOf()).toBe(1337n);
  });

  it("anvil_addBalance adds (hardhat_addBalance too), capped at 2^256 - 1", async () => {
    const { pub } = clients();
    const account = "0x5e000000000000000000000000000000000000d2";
    await call("anvil_addBalance", [account, toHex(10n ** 18n)]);
    await call("hardhat_addBalance", [account, "0x5"]);
    expect(await pub.getBalance({ address: account })).toBe(10n ** 18n + 5n);
    await call("anvil_addBalance", [account, toHex(2n ** 256n - 1n)]);
    expect(await pub.getBalance({ address: account })).toBe(2n ** 256n - 1n);
  });

  it("anvil_dealERC20 (and its aliases) and anvil_setERC20Allowance find the slots, proxies included", async () => {
    const { pub } = clients();
    const token = await deployToken(1000n);
    const balanceOf = (at: Hex, who: Hex) =>
      pub.readContract({ address: at, abi: artifacts.Token.abi, functionName: "balanceOf", args: [who] });
    const allowance = (at: Hex) =>
      pub.readContract({
        address: at,
        abi: artifacts.Token.abi,
        functionName: "allowance",
        args: [DEV0, DEV1],
      });
    const holder = "0x5e000000000000000000000000000000000000d3";
    await call("anvil_dealERC20", [holder, token, toHex(42n)]);
    expect(await balanceOf(token, holder)).toBe(42n);
    await call("anvil_setERC20Balance", [holder, token, toHex(7n)]);
    expect(await balanceOf(token, holder)).toBe(7n);
    await call("hardhat_dealERC20", [sender.address, token, "0x0"]);
    expect(await balanceOf(token, sender.address)).toBe(0n);
    await call("anvil_setERC20Allowance", [DEV0, DEV1, token, toHex(123n)]);
    expect(await allowance(token)).toBe(123n);
    // an EIP-1167 proxy of the token keeps the balances in its own storage
    const proxy = "0x5e000000000000000000000000000000000000d4";
    await call("hardhat_setCode", [proxy, minimalProxy(token)]);
    await call("anvil_dealERC20", [holder, proxy, toHex(99n)]);
    expect(await balanceOf(proxy, holder)).toBe(99n);
    expect(await balanceOf(token, holder)).toBe(7n);
    // the slot is the mapping entry Solidity computes: keccak(holder . slot of `balances`)
    const slot = await pub.getStorageAt({
      address: proxy,
      slot: keccak256(`0x${holder.slice(2).padStart(64, "0")}${"3".padStart(64, "0")}`),
    });
    expect(BigInt(slot!)).toBe(99n);
    await expect(call("anvil_dealERC20", [holder, DEV1, "0x1"])).rejects.toThrow(/no slot found/);
  });

  it("pool reads and anvil_removePoolTransactions", async () => {
    const { test, wallet } = clients();
    await test.setAutomine(false);
    const nonce = await clients().pub.getTransactionCount({ address: sender.address });
    const first = await wallet.sendTransaction({ to: DEV0, value: 1n, nonce, gas: 21_000n });
    const gapped = await wallet.sendTransaction({ to: DEV0, value: 1n, nonce: nonce + 5, gas: 21_000n });
    const pending = await call<Transaction[]>("eth_pendingTransactions");
    expect(pending.map((t) => t.hash)).toEqual([first]);
    const content = await call<{ pending: Record<string, Transaction>; queued: Record<string, Transaction> }>(
      "txpool_contentFrom",
      [sender.address],
    );
    expect(Object.keys(content.pending)).toEqual([String(nonce)]);
    expect(content.queued[String(nonce + 5)]!.hash).toBe(gapped);
    const found = await call<Transaction>("eth_getTransactionBySenderAndNonce", [sender.address, nonce + 5]);
    expect(found.hash).toBe(gapped);
    expect(await call("anvil_removePoolTransactions", [sender.address])).toBeNull();
    expect(await call("txpool_contentFrom", [sender.address])).toEqual({ pending: {}, queued: {} });
    expect(await call("eth_pendingTransactions")).toEqual([]);
    await test.setAutomine(true);
  });

  it("eth_getTransactionBySenderAndNonce finds every mined nonce among many blocks", async () => {
    const { wallet, test } = clients();
    const start = await clients().pub.getTransactionCount({ address: sender.address });
    const hashes: Hex[] = [];
    for (let i = 0; i < 6; i++) {
      hashes.push(await wallet.sendTransaction({ to: DEV0, value: 1n }));
      await test.mine({ blocks: i + 1 }); // blocks without the sender's transactions between them
    }
    for (let i = 0; i < hashes.length; i++) {
      const tx = await call<Transaction>("eth_getTransactionBySenderAndNonce", [
        sender.address,
        toHex(start + i),
      ]);
      expect(tx.hash).toBe(hashes[i]);
    }
    expect(await call("eth_getTransactionBySenderAndNonce", [sender.address, start + 6])).toBeNull();
  });

  it("eth_getAccount and eth_getAccountInfo agree with the single reads and eth_getProof", async () => {
    const { pub } = clients();
    const token = await deployToken(5n);
    const block = toHex(await pub.getBlockNumber());
    const account = await call<Record<string, Hex>>("eth_getAccount", [token, block]);
    const proof = await call<Record<string, Hex>>("eth_getProof", [token, [], block]);
    expect(account).toEqual({
      nonce: proof.nonce,
      balance: proof.balance,
      storageRoot: proof.storageHash,
      codeHash: proof.codeHash,
    });
    expect(account.storageRoot).not.toBe(ZERO_ROOT);
    const info = await call<Record<string, Hex>>("eth_getAccountInfo", [DEV1]);
    expect(info).toEqual({
      balance: toHex(await pub.getBalance({ address: DEV1 })),
      nonce: toHex(await pub.getTransactionCount({ address: DEV1 })),
      code: "0x",
    });
    expect(await call("eth_getAccount", ["0x5e000000000000000000000000000000000000ff"])).toEqual({
      nonce: "0x0",
      balance: "0x0",
      storageRoot: ZERO_ROOT,
      codeHash: EMPTY_CODE_HASH,
    });
  });

  it("anvil_reorg replaces the last blocks by a heavier branch; anvil_rollback takes blocks off", async () => {
    const { pub, wallet } = clients();
    const sent = await wallet.sendTransaction({ to: DEV0, value: 3n });
    const head = await pub.getBlock();
    const td = (b: { totalDifficulty?: bigint | null }) => b.totalDifficulty ?? 0n;
    expect(
      await call("anvil_reorg", [
        2,
        [[{ from: DEV1, to: "0x5e000000000000000000000000000000000000d5", value: "0x9" }, 1]],
      ]),
    ).toBeNull();
    const newHead = await pub.getBlock();
    expect(td(newHead)).toBeGreaterThan(td(head));
    expect(await pub.getBalance({ address: "0x5e000000000000000000000000000000000000d5" })).toBe(9n);
    // the old head's transaction is gone, not pooled again (as Anvil); its block is a side block
    expect(await call("eth_getTransactionByHash", [sent])).toBeNull();
    expect((await call<Block>("eth_getBlockByHash", [head.hash, false])).hash).toBe(head.hash);
    expect(await call("eth_getBlockByNumber", [toHex(head.number), false])).not.toMatchObject({
      hash: head.hash,
    });
    const height = newHead.number;
    expect(await call("anvil_rollback", [])).toBeNull();
    expect(await pub.getBlockNumber()).toBe(height - 1n);
    expect(await call("anvil_rollback", ["0x2"])).toBeNull();
    expect(await pub.getBlockNumber()).toBe(height - 3n);
    expect(await call("eth_getBlockByHash", [newHead.hash, false])).toBeNull();
  });
});
