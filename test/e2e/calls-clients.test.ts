// viem and ethers making calls as wallets do today against powgate: state overrides on eth_call,
// eth_simulateV1 through viem's simulateCalls (traceAssetChanges included), EIP-7966 sync sends.
import { Contract, JsonRpcProvider, Wallet } from "ethers";
import { createPublicClient, createWalletClient, encodeFunctionData, type Hex, http, parseEther } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import type { RunningNode } from "../../src/node.js";
import { startTestServer } from "../helpers/server.js";
import { chain } from "../helpers/viem-chain.js";

const owner = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
const abi = artifacts.Token.abi as unknown as readonly Record<string, unknown>[];
const NOBODY = "0x0000000000000000000000000000000000005e4d" as const;
const READER = "0x000000000000000000000000000000000000c0de" as const;
// runtime code: BALANCE(calldata[0]), returned
const BALANCE_OF_ARG = "0x6000353160005260206000f3" as const;

describe("viem and ethers calls with overrides, simulations and sync sends", () => {
  let server: RunningNode;
  let token: Hex;
  beforeAll(async () => {
    server = await startTestServer();
    const transport = http(server.url);
    const pub = createPublicClient({ chain, transport });
    const wallet = createWalletClient({ chain, transport, account: owner });
    const hash = await wallet.deployContract({
      abi,
      bytecode: artifacts.Token.bytecode as Hex,
      args: ["V", "V", 10n ** 24n],
    });
    token = (await pub.waitForTransactionReceipt({ hash })).contractAddress!;
  });
  afterAll(() => server.close());

  it("viem call with stateOverride: code and balance of accounts that do not exist", async () => {
    const pub = createPublicClient({ chain, transport: http(server.url) });
    const { data } = await pub.call({
      to: READER,
      data: `0x${NOBODY.slice(2).padStart(64, "0")}`,
      stateOverride: [
        { address: READER, code: BALANCE_OF_ARG },
        { address: NOBODY, balance: 12345n },
      ],
    });
    expect(BigInt(data!)).toBe(12345n);
    // and nothing of it stayed
    expect(await pub.getBalance({ address: NOBODY })).toBe(0n);
    expect(await pub.getCode({ address: READER })).toBeUndefined();
  });

  it("viem call with a storage override (state) and a block override", async () => {
    const pub = createPublicClient({ chain, transport: http(server.url) });
    const balanceOf = encodeFunctionData({ abi, functionName: "balanceOf", args: [owner.address] });
    const plain = await pub.call({ to: token, data: balanceOf });
    expect(BigInt(plain.data!)).toBe(10n ** 24n);
    // replacing the whole storage (state) with one unrelated slot zeroes the balance
    const slot = { slot: `0x${"00".repeat(31)}99` as Hex, value: `0x${"00".repeat(31)}01` as Hex };
    const zeroed = await pub.call({
      to: token,
      data: balanceOf,
      stateOverride: [{ address: token, state: [slot] }],
    });
    expect(BigInt(zeroed.data ?? "0x0")).toBe(0n);
    const number = await pub.call({
      to: READER,
      stateOverride: [{ address: READER, code: "0x4360005260206000f3" }],
      blockOverrides: { number: 4242n },
    });
    expect(BigInt(number.data!)).toBe(4242n);
  });

  it("viem simulateCalls: the calls' results, and the asset changes it derives with eth_simulateV1", async () => {
    const pub = createPublicClient({ chain, transport: http(server.url) });
    const recipient = privateKeyToAccount(
      "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
    );
    const { results, assetChanges } = await pub.simulateCalls({
      account: owner.address,
      calls: [
        { to: recipient.address, value: parseEther("1") },
        { to: token, abi, functionName: "transfer", args: [recipient.address, 5n] },
        { to: token, abi, functionName: "balanceOf", args: [recipient.address] },
      ],
      traceAssetChanges: true,
    });
    expect(results.map((r) => r.status)).toEqual(["success", "success", "success"]);
    expect(results[2]!.result).toBe(5n);
    const ether = assetChanges.find((c) => c.token.address === "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee");
    // one ether and the (free) gas: the simulation ran without a gas price
    expect(ether?.value.diff).toBe(-parseEther("1"));
    const tokens = assetChanges.find((c) => c.token.address.toLowerCase() === token.toLowerCase());
    expect(tokens?.value.diff).toBe(-5n);
    // and nothing was sent
    expect(await pub.getTransactionCount({ address: owner.address })).toBe(1);
  });

  it("viem sendTransactionSync and sendRawTransactionSync answer with the receipt", async () => {
    const transport = http(server.url);
    const wallet = createWalletClient({ chain, transport, account: owner });
    const receipt = await wallet.sendTransactionSync({ to: NOBODY, value: 7n });
    expect(receipt.status).toBe("success");
    const pub = createPublicClient({ chain, transport });
    expect(await pub.getBalance({ address: NOBODY })).toBe(7n);
    const raw = await wallet.signTransaction(
      await wallet.prepareTransactionRequest({ to: NOBODY, value: 3n }),
    );
    const second = await pub.sendRawTransactionSync({ serializedTransaction: raw, timeout: 5_000 });
    expect(second.status).toBe("success");
    expect(await pub.getBalance({ address: NOBODY })).toBe(10n);
  });

  it("a sync send behind a nonce gap is answered at once with the expected nonce as data", async () => {
    const transport = http(server.url);
    const pub = createPublicClient({ chain, transport });
    const gapper = privateKeyToAccount("0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a");
    const wallet = createWalletClient({ chain, transport, account: gapper });
    const next = await pub.getTransactionCount({ address: gapper.address });
    const raw = await wallet.signTransaction(
      await wallet.prepareTransactionRequest({ to: NOBODY, value: 1n, nonce: next + 2 }),
    );
    const res = await fetch(server.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "eth_sendRawTransactionSync",
        params: [raw, 30_000],
      }),
    });
    expect(((await res.json()) as { error: unknown }).error).toEqual({
      code: -32000,
      message: `nonce too high: next nonce ${next}, tx nonce ${next + 2}`,
      data: `0x${next.toString(16)}`,
    });
  });

  it("ethers: a contract's staticCall with overrides, and eth_call with a state override", async () => {
    const provider = new JsonRpcProvider(server.url, 1337, { staticNetwork: true });
    const signer = new Wallet("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80", provider);
    const contract = new Contract(token, artifacts.Token.abi, signer);
    // ethers' call overrides: who calls and at which block
    const ok = await contract
      .getFunction("transfer")
      .staticCall(NOBODY, 1n, { from: signer.address, blockTag: "latest" });
    expect(ok).toBe(true);
    const answer = await provider.send("eth_call", [
      { to: READER, data: `0x${NOBODY.slice(2).padStart(64, "0")}` },
      "latest",
      { [READER]: { code: BALANCE_OF_ARG }, [NOBODY]: { balance: "0x2a" } },
    ]);
    expect(BigInt(answer)).toBe(42n);
    provider.destroy();
  });
});
