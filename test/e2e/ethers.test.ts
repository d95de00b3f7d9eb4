import { Contract, ContractFactory, JsonRpcProvider, Wallet, WebSocketProvider } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import type { RunningNode } from "../../src/node.js";
import { startTestServer } from "../helpers/server.js";

const KEYS = [
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
];

describe("ethers v6 against powgate", () => {
  let server: RunningNode;
  let provider: JsonRpcProvider;
  beforeAll(async () => {
    server = await startTestServer();
    provider = new JsonRpcProvider(server.url, undefined, { staticNetwork: true, cacheTimeout: -1 });
  });
  afterAll(async () => {
    provider.destroy();
    await server.close();
  });

  it("deploys an ERC20, transfers, reads balances, waits for receipts and queries events", async () => {
    expect((await provider.getNetwork()).chainId).toBe(1337n);
    const owner = new Wallet(KEYS[0], provider);
    const other = new Wallet(KEYS[1], provider);
    const factory = new ContractFactory(artifacts.Token.abi, artifacts.Token.bytecode, owner);
    const token = (await factory.deploy("Test", "TST", 10n ** 24n)) as Contract;
    await token.waitForDeployment();
    const receipt = await token.deploymentTransaction()!.wait();
    expect(receipt?.status).toBe(1);
    expect(receipt?.contractAddress?.toLowerCase()).toBe((await token.getAddress()).toLowerCase());

    const tx = await token.transfer(other.address, 1234n);
    const transferReceipt = await tx.wait();
    expect(transferReceipt.status).toBe(1);
    expect(await token.balanceOf(other.address)).toBe(1234n);
    expect(await token.name()).toBe("Test");

    const events = await token.queryFilter(token.filters.Transfer(owner.address, other.address), 0, "latest");
    expect(events).toHaveLength(1);
    expect((events[0] as unknown as { args: unknown[] }).args[2]).toBe(1234n);

    // a revert reason decodes through ethers' error handling
    const tokenAsOther = token.connect(other) as Contract;
    await expect(tokenAsOther.transfer.staticCall(owner.address, 10n ** 30n)).rejects.toMatchObject({
      revert: { name: "InsufficientBalance" },
    });
    const sendError = await tokenAsOther.transfer(owner.address, 10n ** 30n).then(
      () => null,
      (e: { data?: string }) => e,
    );
    expect(token.interface.parseError(sendError?.data ?? "0x")?.name).toBe("InsufficientBalance");
    await expect(tokenAsOther.transferFrom(owner.address, other.address, 1n)).rejects.toMatchObject({
      reason: "allowance exceeded",
    });
  });

  it("reads through a contract on the provider (no signer, so no `from`) and simulates a creation", async () => {
    const owner = new Wallet(KEYS[0], provider);
    const factory = new ContractFactory(artifacts.Token.abi, artifacts.Token.bytecode, owner);
    const deployed = (await factory.deploy("Read", "RD", 10n ** 24n)) as Contract;
    await deployed.waitForDeployment();
    const readOnly = new Contract(await deployed.getAddress(), artifacts.Token.abi, provider);
    expect(await readOnly.balanceOf(owner.address)).toBe(10n ** 24n);
    expect(await readOnly.symbol()).toBe("RD");
    // eth_call without `to`: the init code runs and the answer is the runtime code it returns
    const initCode = (await factory.getDeployTransaction("X", "X", 1n)).data;
    const runtime = await provider.call({ data: initCode });
    expect(runtime).toBe(await provider.getCode(await deployed.getAddress()));
  });

  it("sends plain transfers and reports balances, nonces and blocks", async () => {
    const sender = new Wallet(KEYS[1], provider);
    const to = Wallet.createRandom().address;
    const before = await provider.getBlockNumber();
    const tx = await sender.sendTransaction({ to, value: 5n });
    const receipt = await tx.wait();
    expect(receipt?.blockNumber).toBe(before + 1);
    expect(await provider.getBalance(to)).toBe(5n);
    const block = await provider.getBlock(receipt!.blockNumber, true);
    expect(block?.difficulty).toBe(1n);
    expect(block?.prefetchedTransactions[0].hash).toBe(tx.hash);
    expect(await provider.getTransactionCount(sender.address, "pending")).toBe(
      await provider.getTransactionCount(sender.address),
    );
  });

  it("works over WebSocket", async () => {
    const ws = new WebSocketProvider(server.wsUrl, undefined, { staticNetwork: true });
    try {
      expect(await ws.getBlockNumber()).toBeGreaterThan(0);
      const wallet = new Wallet(KEYS[0], ws);
      const receipt = await (
        await wallet.sendTransaction({ to: Wallet.createRandom().address, value: 1n })
      ).wait();
      expect(receipt?.status).toBe(1);
    } finally {
      await ws.destroy();
    }
  });
});
