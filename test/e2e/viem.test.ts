import {
  type BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  http,
  parseEventLogs,
  webSocket,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import type { RunningNode } from "../../src/node.js";
import { startTestServer } from "../helpers/server.js";
import { chain } from "../helpers/viem-chain.js";

const owner = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
const other = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const abi = artifacts.Token.abi as unknown as readonly Record<string, unknown>[];

describe("viem against powgate", () => {
  let server: RunningNode;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("deploys, transfers, reads, waits for receipts, decodes events and reverts", async () => {
    const transport = http(server.url);
    const pub = createPublicClient({ chain, transport });
    const wallet = createWalletClient({ chain, transport, account: owner });
    expect(await pub.getChainId()).toBe(1337);

    const hash = await wallet.deployContract({
      abi,
      bytecode: artifacts.Token.bytecode as `0x${string}`,
      args: ["V", "V", 10n ** 24n],
    });
    const deployed = await pub.waitForTransactionReceipt({ hash });
    expect(deployed.status).toBe("success");
    const address = deployed.contractAddress!;

    const transferHash = await wallet.writeContract({
      address,
      abi,
      functionName: "transfer",
      args: [other.address, 77n],
    });
    const receipt = await pub.waitForTransactionReceipt({ hash: transferHash });
    const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "Transfer" }) as unknown as {
      args: { value: bigint };
    }[];
    expect(event.args.value).toBe(77n);
    expect(
      await pub.readContract({
        address,
        abi,
        functionName: "balanceOf",
        args: [other.address],
        account: owner,
      }),
    ).toBe(77n);

    const logs = await pub.getContractEvents({ address, abi, eventName: "Transfer", fromBlock: 0n });
    expect(logs).toHaveLength(2);

    const failure = await pub
      .simulateContract({
        address,
        abi,
        functionName: "transferFrom",
        args: [owner.address, other.address, 1n],
        account: other,
      })
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(failure?.message).toContain("allowance exceeded");

    const reverted = await pub
      .simulateContract({
        address,
        abi,
        functionName: "transfer",
        args: [owner.address, 10n ** 30n],
        account: other,
      })
      .then(
        () => null,
        (e: BaseError) => e.walk((c) => c instanceof ContractFunctionRevertedError),
      );
    expect((reverted as ContractFunctionRevertedError | null)?.data?.errorName).toBe("InsufficientBalance");
  });

  it("reads a contract without an account and calls without `to` (creation, PUSH0 probe)", async () => {
    const transport = http(server.url);
    const pub = createPublicClient({ chain, transport });
    const wallet = createWalletClient({ chain, transport, account: owner });
    const hash = await wallet.deployContract({
      abi,
      bytecode: artifacts.Token.bytecode as `0x${string}`,
      args: ["R", "R", 10n ** 24n],
    });
    const address = (await pub.waitForTransactionReceipt({ hash })).contractAddress!;
    // no `account`: viem sends eth_call without `from`
    expect(await pub.readContract({ address, abi, functionName: "balanceOf", args: [owner.address] })).toBe(
      10n ** 24n,
    );
    // a creation as eth_call: the runtime code comes back (init code PUSH2 0x5f00 MSTORE RETURN 2 bytes)
    expect((await pub.call({ data: "0x615f006000526002601ef3" })).data).toBe("0x5f00");
    // Foundry's EIP-3855 probe: init code PUSH0 succeeds
    expect((await pub.call({ data: "0x5f" })).data).toBeUndefined();
  });

  it("works over WebSocket", async () => {
    const pub = createPublicClient({ chain, transport: webSocket(server.wsUrl) });
    try {
      expect(await pub.getBlockNumber()).toBeGreaterThanOrEqual(0n);
      expect((await pub.getBlock()).difficulty).toBe(1n);
    } finally {
      await (await pub.transport.getRpcClient()).close();
    }
  });
});
