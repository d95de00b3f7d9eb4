/**
 * ots_getContractCreator of an address CREATE2 deployed more than once, against Anvil 1.7.1
 * (test/e2e/anvil, installed by `.ci/run`): the same transactions on both nodes, the answers
 * compared by the transaction's place (block number, index) and the creator. The scenarios and
 * contracts are test/rpc/contract-creator.test.ts's: under EIP-6780 (Anvil's default, powgate's
 * default rules) a deployment destroyed in its own transaction and one undone by its caller's
 * revert before the one that stays, in one block; before it (both with --hardfork shanghai) a
 * deployment destroyed blocks later and deployed again.
 */
import { getCreate2Address, keccak256 } from "ethers";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningNode, startNode } from "../../src/node.js";
import { anvilInstalled, type RunningAnvil, startAnvil } from "../helpers/anvil.js";
import { type Rpc, rpcClient } from "../helpers/built-cli.js";

const FROM = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const FACTORY = "0x00000000000000000000000000000000000000fa";
const CHILD_INIT = "0x34600f576133ff6000526002601ef35b33ff";
const FACTORY_CODE = `0x6012601960003960006012600034f536601457005b600080fd${CHILD_INIT.slice(2)}`;
const CHILD = getCreate2Address(FACTORY, `0x${"00".repeat(32)}`, keccak256(CHILD_INIT)).toLowerCase();

/** The scenario on one node; the creator's answer as (block, index, creator). */
async function run(rpc: Rpc, preCancun: boolean): Promise<unknown> {
  const send = (tx: Record<string, unknown>) =>
    rpc("eth_sendTransaction", [{ from: FROM, to: FACTORY, gas: "0x100000", ...tx }]);
  await rpc("anvil_setCode", [FACTORY, FACTORY_CODE]);
  await rpc("evm_setAutomine", [false]);
  if (preCancun) {
    await send({});
    await rpc("evm_mine");
    for (let i = 0; i < 8; i++) await rpc("evm_mine");
    await rpc("eth_sendTransaction", [{ from: FROM, to: CHILD, gas: "0x10000" }]);
    await rpc("evm_mine");
    await send({});
    await rpc("evm_mine");
  } else {
    await send({ value: "0x1" });
    await send({ data: "0x01" });
    await send({});
    await rpc("evm_mine");
  }
  expect(await rpc("eth_getCode", [CHILD, "latest"])).toBe("0x33ff");
  const answer = (await rpc("ots_getContractCreator", [CHILD])) as { hash: string; creator: string };
  const tx = (await rpc("eth_getTransactionByHash", [answer.hash])) as {
    blockNumber: string;
    transactionIndex: string;
  };
  return [Number(tx.blockNumber), Number(tx.transactionIndex), answer.creator.toLowerCase()];
}

describe.runIf(process.platform === "linux" && process.arch === "x64")(
  "ots_getContractCreator of a re-created address: powgate and Anvil",
  () => {
    let anvil: RunningAnvil | undefined;
    let node: RunningNode | undefined;
    afterEach(async () => {
      await anvil?.close();
      await node?.close();
    });

    it.each([
      ["EIP-6780", false],
      ["before EIP-6780", true],
    ])("%s: the same deployment", async (_, preCancun) => {
      if (!anvilInstalled()) throw new Error("no anvil: npm ci --prefix test/e2e/anvil (.ci/run does)");
      anvil = await startAnvil(["--chain-id", "1337", ...(preCancun ? ["--hardfork", "shanghai"] : [])]);
      node = await startNode({
        dataDir: null,
        port: 0,
        logLevel: "silent",
        ...(preCancun ? { hardfork: "shanghai" as const } : {}),
      });
      const [x, y] = await Promise.all([
        run(rpcClient(anvil.url), preCancun),
        run(rpcClient(node.url), preCancun),
      ]);
      expect(y).toEqual(x);
      expect(y).toEqual([preCancun ? 11 : 1, preCancun ? 0 : 2, FACTORY]);
    });
  },
);
