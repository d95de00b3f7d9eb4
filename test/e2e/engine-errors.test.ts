import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningNode } from "../../src/node.js";
import { startTestServer } from "../helpers/server.js";

/** EthereumJS annotations and stack-like text that must never reach the wire. */
const ENGINE_TEXT = /hf=|tx type=|block number=| -> |\n|\.[jt]s:\d+/;

const funded = new Wallet("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const empty = "0x000000000000000000000000000000000000dead";

interface Answer {
  result?: unknown;
  error?: { code: number; message: string };
}

describe("failing calls and transactions answer without engine internals", () => {
  let node: RunningNode;
  beforeAll(async () => {
    node = await startTestServer();
  });
  afterAll(() => node.close());

  async function send(method: string, params: unknown[]): Promise<Answer> {
    const res = await fetch(node.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    return (await res.json()) as Answer;
  }

  it("scans the errors of calls, estimates and raw transactions for `hf=` and the like", async () => {
    const sign = (fields: Record<string, unknown>) =>
      funded.signTransaction({ chainId: 1337, type: 2, gasLimit: 21000, to: empty, ...fields });
    const failing: [string, unknown[]][] = [
      ["eth_call", [{ from: funded.address, to: empty, gas: "0x1" }, "latest"]],
      ["eth_call", [{ from: empty, to: funded.address, value: "0x1" }, "latest"]],
      ["eth_call", [{ from: empty, to: funded.address, gasPrice: "0x1" }, "latest"]],
      [
        "eth_call",
        [{ from: funded.address, to: empty, maxFeePerGas: "0x1", maxPriorityFeePerGas: "0x2" }, "latest"],
      ],
      ["eth_call", [{ from: funded.address, to: empty, maxFeePerGas: "0x1" }, "latest"]],
      [
        "eth_call",
        [{ from: funded.address, to: empty, gas: "0xffffffff", gasPrice: `0x${"f".repeat(60)}` }, "latest"],
      ],
      ["eth_call", [{ data: "0xfe" }, "latest"]],
      ["eth_estimateGas", [{ from: empty, to: funded.address, value: "0x1", gasPrice: "0x1" }]],
      ["eth_estimateGas", [{ data: "0x60006000fd" }]],
      ["eth_sendRawTransaction", ["0xc0"]],
      ["eth_sendRawTransaction", ["0xf86b8085"]],
      ["eth_sendRawTransaction", [await sign({ nonce: 0, maxFeePerGas: 1, maxPriorityFeePerGas: 1 })]],
      ["eth_sendRawTransaction", [await sign({ nonce: 0, chainId: 1, maxFeePerGas: 10n ** 10n })]],
      ["eth_sendRawTransaction", [await sign({ nonce: 0, gasLimit: 20000, maxFeePerGas: 10n ** 10n })]],
      ["eth_sendRawTransaction", [await sign({ nonce: 0, value: 10n ** 30n, maxFeePerGas: 10n ** 10n })]],
    ];
    const messages: string[] = [];
    for (const [method, params] of failing) {
      const { error } = await send(method, params);
      expect(error, `${method} ${JSON.stringify(params)}`).toBeDefined();
      expect(error!.code).not.toBe(-32603);
      messages.push(`${method}: ${error!.message}`);
    }
    expect(messages.filter((m) => ENGINE_TEXT.test(m))).toEqual([]);
  });

  it("a contract as `from` is not refused (EIP-3607 is not applied to calls), and its code still runs", async () => {
    // runtime: CALLER EXTCODESIZE PUSH0 MSTORE PUSH1 32 PUSH0 RETURN (the caller's code size)
    const runtime = "333b5f5260205ff3";
    const init = `0x67${runtime}5f5260086018f3`; // PUSH8 runtime, PUSH0 MSTORE, RETURN its 8 bytes
    const deployment = await send("eth_sendRawTransaction", [
      await funded.signTransaction({
        chainId: 1337,
        type: 2,
        nonce: 0,
        gasLimit: 100_000,
        maxFeePerGas: 10n ** 10n,
        data: init,
      }),
    ]);
    expect(deployment.error).toBeUndefined();
    const receipt = await send("eth_getTransactionReceipt", [deployment.result]);
    const contract = (receipt.result as { contractAddress: string }).contractAddress;
    const answer = await send("eth_call", [{ from: contract, to: contract }, "latest"]);
    expect(answer.error).toBeUndefined();
    // the caller (the contract itself) has its 8 bytes of code during the call
    expect(BigInt(answer.result as string)).toBe(8n);
  });
});
