import { createRequire } from "node:module";
import { JsonRpcProvider, Wallet } from "ethers";
import { createPublicClient, createWalletClient, encodeDeployData, http, parseEventLogs } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";

const KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const owner = privateKeyToAccount(KEY);
const other = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const chain = {
  id: 1337,
  name: "powgate classic-dev",
  nativeCurrency: { name: "Ether Classic", symbol: "ETC", decimals: 18 },
  rpcUrls: { default: { http: [""] } },
} as const;

/**
 * A contract for ETC's EVM. Spiral (ECIP-1109) is Shanghai without PREVRANDAO and withdrawals, so
 * solc's evmVersion "shanghai" matches it: PUSH0 yes, no MCOPY/TSTORE (cancun); `block.prevrandao`
 * compiles to 0x44, which on ETC is still DIFFICULTY. solc's default (osaka) output does not run.
 */
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Counter {
    uint256 public count;
    event Bumped(address indexed by, uint256 count, uint256 difficulty);
    function bump() external {
        count += 1;
        emit Bumped(msg.sender, count, block.prevrandao);
    }
}`;

function compileForSpiral(): { abi: readonly Record<string, unknown>[]; bytecode: `0x${string}` } {
  const solc = createRequire(import.meta.url)("solc") as { compile(input: string): string };
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: "Solidity",
        sources: { "Counter.sol": { content: SOURCE } },
        settings: {
          evmVersion: "shanghai",
          outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
        },
      }),
    ),
  );
  const counter = output.contracts["Counter.sol"].Counter;
  return { abi: counter.abi, bytecode: `0x${counter.evm.bytecode.object}` };
}

describe("viem and ethers on --chain classic-dev", () => {
  let server: RunningNode;
  const counter = compileForSpiral();
  beforeAll(async () => {
    server = await startNode({
      chain: "classic-dev",
      dataDir: null,
      port: 0,
      logLevel: "silent",
      validateResults: true,
    });
  });
  afterAll(() => server.close());

  it("viem: blocks without baseFeePerGas, legacy fees, a Spiral contract deployed and called", async () => {
    const transport = http(server.url);
    const pub = createPublicClient({ chain, transport });
    const wallet = createWalletClient({ chain, transport, account: owner });
    const genesis = await pub.getBlock({ blockNumber: 0n });
    expect(genesis.baseFeePerGas).toBeNull();
    // no base fee: viem prices with eth_gasPrice and signs a legacy transaction
    const hash = await wallet.deployContract({ abi: counter.abi, bytecode: counter.bytecode });
    const deployed = await pub.waitForTransactionReceipt({ hash });
    expect(deployed.status).toBe("success");
    expect(deployed.type).toBe("legacy");
    const bump = await wallet.writeContract({
      address: deployed.contractAddress!,
      abi: counter.abi,
      functionName: "bump",
    });
    const receipt = await pub.waitForTransactionReceipt({ hash: bump });
    const [event] = parseEventLogs({
      abi: counter.abi,
      logs: receipt.logs,
      eventName: "Bumped",
    }) as unknown as {
      args: { count: bigint; difficulty: bigint };
    }[];
    expect(event.args.count).toBe(1n);
    // 0x44 is DIFFICULTY: the block's (the dev difficulty, 1), not a PREVRANDAO value
    const block = await pub.getBlock({ blockNumber: receipt.blockNumber });
    expect(event.args.difficulty).toBe(block.difficulty);
    expect(block.baseFeePerGas).toBeNull();
  });

  it("viem: a type-2 transaction is refused with geth's error; osaka bytecode does not run", async () => {
    const transport = http(server.url);
    const wallet = createWalletClient({ chain, transport, account: owner });
    await expect(
      wallet.sendTransaction({
        to: other.address,
        value: 1n,
        maxFeePerGas: 10n ** 10n,
        maxPriorityFeePerGas: 1n,
      }),
    ).rejects.toThrow(/transaction type not supported/);
    const pub = createPublicClient({ chain, transport });
    // the dev chain's Token uses TSTORE/MCOPY (solc's osaka default)
    await expect(
      pub.estimateGas({
        account: owner.address,
        data: encodeDeployData({
          abi: artifacts.Token.abi as unknown as readonly Record<string, unknown>[],
          bytecode: artifacts.Token.bytecode as `0x${string}`,
          args: ["T", "T", 1n],
        }),
      }),
    ).rejects.toThrow(/invalid opcode/);
  });

  it("hardhat_setNextBlockBaseFeePerGas is refused as Hardhat refuses it without EIP-1559; mining goes on", async () => {
    const rpc = async (method: string, params: unknown[] = []) =>
      (await fetch(server.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
      }).then((r) => r.json())) as { result?: unknown; error?: { code: number; message: string } };
    expect((await rpc("hardhat_setNextBlockBaseFeePerGas", ["0x10"])).error).toEqual({
      code: -32000,
      message: "hardhat_setNextBlockBaseFeePerGas is disabled because EIP-1559 is not active",
    });
    expect((await rpc("evm_mine")).result).toBe("0x0");
  });

  it("ethers: getFeeData has no EIP-1559 fields; a Wallet sends a legacy transaction", async () => {
    const provider = new JsonRpcProvider(server.url, 1337, { staticNetwork: true });
    try {
      const fees = await provider.getFeeData();
      expect(fees.maxFeePerGas).toBeNull();
      expect(fees.gasPrice).toBeGreaterThan(0n);
      const wallet = new Wallet(KEY, provider);
      const tx = await wallet.sendTransaction({ to: other.address, value: 5n });
      expect(tx.type).toBe(0);
      const receipt = await tx.wait();
      expect(receipt?.status).toBe(1);
      expect(await provider.send("net_version", [])).toBe("1337");
    } finally {
      provider.destroy();
    }
  });
});
