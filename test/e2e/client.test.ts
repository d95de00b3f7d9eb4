import { Interface, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, RpcError } from "../../generated/client.js";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import type { RunningNode } from "../../src/node.js";
import { startTestServer } from "../helpers/server.js";

const owner = new Wallet("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
const token = new Interface(artifacts.Token.abi);

describe("the generated typed client against powgate", () => {
  let server: RunningNode;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  for (const kind of ["http", "ws"] as const) {
    it(`deploys, transfers and reads over ${kind}`, async () => {
      const client = createClient({ url: kind === "http" ? server.url : server.wsUrl });
      try {
        const chainId = BigInt(await client.eth_chainId());
        const sign = async (nonce: bigint, to: string | null, data: string) => {
          const gas = BigInt(
            await client
              .eth_estimateGas({
                from: owner.address as `0x${string}`,
                to: to as `0x${string}`,
                data: data as `0x${string}`,
              })
              .catch(() => "0x2dc6c0"),
          );
          const fees = BigInt(await client.eth_gasPrice());
          return (await owner.signTransaction({
            chainId,
            nonce: Number(nonce),
            to,
            data,
            gasLimit: gas * 2n,
            maxFeePerGas: fees * 2n,
            maxPriorityFeePerGas: 1n,
            type: 2,
          })) as `0x${string}`;
        };
        let nonce = BigInt(await client.client_nextNonce(owner.address as `0x${string}`));
        const deployHash = await client.eth_sendRawTransaction(
          await sign(
            nonce++,
            null,
            artifacts.Token.bytecode + token.encodeDeploy(["C", "C", 1000n]).slice(2),
          ),
        );
        const deployed = await client.eth_getTransactionReceipt(deployHash);
        expect(deployed?.status).toBe("0x1");
        const address = deployed!.contractAddress!;
        const to = Wallet.createRandom().address;
        const transferHash = await client.eth_sendRawTransaction(
          await sign(nonce++, address, token.encodeFunctionData("transfer", [to, 9n])),
        );
        const receipt = await client.eth_getTransactionReceipt(transferHash);
        expect(receipt?.logs).toHaveLength(1);
        const balance = await client.eth_call(
          {
            from: owner.address as `0x${string}`,
            to: address,
            data: token.encodeFunctionData("balanceOf", [to]) as `0x${string}`,
          },
          "latest",
        );
        expect(BigInt(balance)).toBe(9n);
        const [id, head] = await client.batch([
          { method: "eth_chainId", params: [] },
          { method: "eth_blockNumber", params: [] },
        ] as const);
        expect(id).toBe("0x539");
        expect(typeof head).toBe("string");
        const error = await client.eth_getWork().then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(RpcError);
        expect((error as RpcError).code).toBe(-32000);
      } finally {
        await client.close();
      }
    });
  }
});
