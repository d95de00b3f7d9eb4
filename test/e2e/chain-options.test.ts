/**
 * --disable-code-size-limit (EIP-170 off, as Anvil's flag and Hardhat's allowUnlimitedContractSize)
 * and --disable-block-gas-limit (calls may use more gas than the block gas limit), each against a
 * node without the flag.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNode, startNode } from "../../src/node.js";
import { rpc, signRaw } from "../contract/scenario.js";

/** Init code returning 30,000 zero bytes of runtime code (EIP-170 allows 24,576). */
const BIG_CODE_INIT = "0x6175306000f3";
/** Init code whose constructor burns ~200k gas (SSTOREs to 10 new slots), then returns nothing. */
const HEAVY = `0x${Array.from({ length: 10 }, (_, i) => `6001${(i + 1).toString(16).padStart(2, "0").replace(/^/, "60")}55`).join("")}00`;

async function deployBig(node: RunningNode): Promise<{ status: string; code: string }> {
  const hash = (await rpc(node.url, "eth_sendRawTransaction", [
    signRaw(5, { nonce: 0, data: BIG_CODE_INIT, gasLimit: 8_000_000n }),
  ])) as string;
  const receipt = (await rpc(node.url, "eth_getTransactionReceipt", [hash])) as {
    status: string;
    contractAddress: string;
  };
  return {
    status: receipt.status,
    code: (await rpc(node.url, "eth_getCode", [receipt.contractAddress, "latest"])) as string,
  };
}

describe("chain options test suites set", () => {
  let plain: RunningNode;
  let lifted: RunningNode;
  beforeAll(async () => {
    plain = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    lifted = await startNode({
      dataDir: null,
      port: 0,
      logLevel: "silent",
      disableCodeSizeLimit: true,
      disableBlockGasLimit: true,
    });
  });
  afterAll(async () => {
    await plain?.close();
    await lifted?.close();
  });

  it("--disable-code-size-limit: a 30,000-byte contract deploys; without it the creation fails", async () => {
    expect(await deployBig(plain)).toEqual({ status: "0x0", code: "0x" });
    const big = await deployBig(lifted);
    expect(big.status).toBe("0x1");
    expect((big.code.length - 2) / 2).toBe(30_000);
  });

  it("--disable-block-gas-limit: eth_estimateGas and eth_call go past a small block gas limit", async () => {
    for (const node of [plain, lifted]) {
      await rpc(node.url, "evm_setBlockGasLimit", ["0x186a0"]); // 100,000
      await rpc(node.url, "evm_mine", []);
    }
    await expect(rpc(plain.url, "eth_estimateGas", [{ data: HEAVY }])).rejects.toMatchObject({
      rpc: { code: -32000, message: "gas required exceeds allowance (100000)" },
    });
    const estimate = BigInt((await rpc(lifted.url, "eth_estimateGas", [{ data: HEAVY }])) as string);
    expect(estimate).toBeGreaterThan(100_000n);
    // a call with gas above 10 times the block gas limit (geth's cap): the cap on the plain node
    const gas = `0x${(5_000_000).toString(16)}`;
    expect(await rpc(lifted.url, "eth_call", [{ data: HEAVY, gas }, "latest"])).toBe("0x");
  });
});
