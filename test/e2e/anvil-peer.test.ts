/**
 * powgate's Anvil methods against Anvil itself (1.7.1, from npm in test/e2e/anvil, installed by
 * `.ci/run`): the same requests to both nodes, the same answers where the chains agree (both start
 * with the same ten 10,000-ether dev accounts), and the documented differences where they do not
 * (docs/guide/anvil-hardhat-compat.md). Anvil 1.7.1 serves neither eth_pendingTransactions nor
 * txpool_contentFrom (-32601), so those two are checked against geth's shapes in their fixtures.
 */
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { anvilInstalled, startAnvil } from "../helpers/anvil.js";
import { minedReceipt, type Rpc, rpcClient } from "../helpers/built-cli.js";

const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const token = new Interface(artifacts.Token.abi);
/**
 * Reverts with Error("nope"): the selector at 0, offset 32 at 4, length 4 at 36, the text at 68, then
 * revert(0, 100).
 */
const REVERTS =
  "0x7f08c379a000000000000000000000000000000000000000000000000000000000600052602060045260046024527f6e6f7065000000000000000000000000000000000000000000000000000000006044526064600060000160001cfd";

describe.runIf(process.platform === "linux" && process.arch === "x64")(
  "Anvil methods: powgate and Anvil",
  () => {
    let anvil: { url: string; process: ChildProcess };
    let node: RunningNode;
    let both: { name: string; rpc: Rpc }[];
    /** The same request to both nodes: [anvil's answer, powgate's]. */
    const ask = (method: string, params: unknown[] = []) =>
      Promise.all(both.map(({ rpc }) => rpc(method, params)));

    beforeAll(async () => {
      if (!anvilInstalled())
        throw new Error(`no anvil binary: run npm ci in ${join(import.meta.dirname, "anvil")}`);
      anvil = await startAnvil();
      node = await startNode({ dataDir: null, port: 0, logLevel: "silent", validateResults: true });
      both = [
        { name: "anvil", rpc: rpcClient(anvil.url) },
        { name: "powgate", rpc: rpcClient(node.url) },
      ];
    }, 60_000);
    afterAll(async () => {
      anvil?.process.kill();
      await node?.close();
    });

    it("eth_getAccount and eth_getAccountInfo: the same objects", async () => {
      const [a, p] = await ask("eth_getAccount", [DEV1, "latest"]);
      expect(p).toEqual(a);
      const [absentA, absentP] = await ask("eth_getAccount", [
        "0x5e000000000000000000000000000000000000a1",
        "latest",
      ]);
      expect(absentP).toEqual(absentA);
      const [infoA, infoP] = await ask("eth_getAccountInfo", [DEV1, "latest"]);
      expect(infoP).toEqual(infoA);
    });

    it("anvil_getIntervalMining, anvil_addBalance, anvil_setChainId, anvil_removePoolTransactions: the same answers and effects", async () => {
      expect(await ask("anvil_getIntervalMining")).toEqual([null, null]);
      const rich = "0x5e000000000000000000000000000000000000a2";
      expect(await ask("anvil_addBalance", [rich, "0x5"])).toEqual([null, null]);
      expect(await ask("anvil_addBalance", [rich, "0x7"])).toEqual([null, null]);
      expect(await ask("eth_getBalance", [rich, "latest"])).toEqual(["0xc", "0xc"]);
      expect(await ask("anvil_setChainId", [5])).toEqual([null, null]);
      expect(await ask("eth_chainId")).toEqual(["0x5", "0x5"]);
      expect(await ask("anvil_setChainId", [1337])).toEqual([null, null]);
      expect(await ask("anvil_removePoolTransactions", [DEV1])).toEqual([null, null]);
    });

    it("evm_setTime answers a JSON number of seconds moved forward on both", async () => {
      const now = Math.floor(Date.now() / 1000);
      const [a, p] = (await ask("evm_setTime", [now + 1000])) as number[];
      expect(typeof a).toBe("number");
      expect(typeof p).toBe("number");
      expect(Math.abs(a! - p!)).toBeLessThan(5);
      expect(await ask("anvil_setTime", [(now - 1000) * 1000])).toEqual([0, 0]);
    });

    it("evm_mine_detailed: the failed transaction's output and revertReason as Anvil gives them", async () => {
      const target = "0x5e000000000000000000000000000000000000a3";
      await ask("anvil_setCode", [target, REVERTS]);
      await ask("evm_setAutomine", [false]);
      await ask("eth_sendTransaction", [{ from: DEV0, to: target, gas: "0x10000" }]);
      const [a, p] = (await ask("evm_mine_detailed")) as { transactions: Record<string, unknown>[] }[][];
      await ask("evm_setAutomine", [true]);
      const pick = (blocks: { transactions: Record<string, unknown>[] }[]) =>
        blocks.flatMap((b) =>
          b.transactions.map(({ output, revertReason, to }) => ({ output, revertReason, to })),
        );
      expect(pick(p!)).toEqual(pick(a!));
      expect(pick(p!)[0]!.revertReason).toBe("nope");
    });

    it("anvil_dealERC20 and anvil_setERC20Allowance: the same balances on the same token", async () => {
      const data = artifacts.Token.bytecode + token.encodeDeploy(["Peer", "P", 1000n]).slice(2);
      const addresses = await Promise.all(
        both.map(async ({ rpc }) => {
          const hash = await rpc("eth_sendTransaction", [{ from: DEV1, data, gas: "0x2dc6c0" }]);
          return (await minedReceipt(rpc, hash)).contractAddress;
        }),
      );
      expect(addresses[1]).toBe(addresses[0]);
      const address = addresses[0]!;
      const holder = "0x5e000000000000000000000000000000000000a4";
      expect(await ask("anvil_dealERC20", [holder, address, "0x2a"])).toEqual([null, null]);
      const balanceOf = { to: address, data: token.encodeFunctionData("balanceOf", [holder]) };
      const [a, p] = await ask("eth_call", [balanceOf, "latest"]);
      expect(p).toBe(a);
      expect(BigInt(p as string)).toBe(42n);
      expect(await ask("anvil_setERC20Allowance", [DEV1, holder, address, "0x9"])).toEqual([null, null]);
      const allowance = { to: address, data: token.encodeFunctionData("allowance", [DEV1, holder]) };
      const [allowanceA, allowanceP] = await ask("eth_call", [allowance, "latest"]);
      expect(allowanceP).toBe(allowanceA);
      // no token there: both refuse, with the same words (Anvil's code is -32603, powgate's -32000)
      const errors = await Promise.all(
        both.map(({ rpc }) => rpc("anvil_dealERC20", [holder, holder, "0x1"]).catch((e: Error) => e.message)),
      );
      expect(errors[1]).toBe(errors[0]);
    });

    it("eth_getTransactionBySenderAndNonce: the same transaction fields", async () => {
      const pick = (tx: unknown) => {
        const { nonce, to, input, value, from } = tx as Record<string, string>;
        return { nonce, to, input, value, from };
      };
      const [a, p] = await ask("eth_getTransactionBySenderAndNonce", [DEV0, "0x0"]);
      expect(pick(p)).toEqual(pick(a));
      expect(await ask("eth_getTransactionBySenderAndNonce", [DEV0, "0x3e8"])).toEqual([null, null]);
    });

    it("anvil_reorg: one block higher here (a heavier branch), anvil_rollback: the same heights", async () => {
      const before = (await ask("eth_blockNumber")).map((n) => BigInt(n as string));
      expect(await ask("anvil_reorg", [1, []])).toEqual([null, null]);
      const after = (await ask("eth_blockNumber")).map((n) => BigInt(n as string));
      expect(after[0]).toBe(before[0]);
      expect(after[1]).toBe(before[1]! + 1n);
      expect(await ask("anvil_rollback", [1])).toEqual([null, null]);
      const rolled = (await ask("eth_blockNumber")).map((n) => BigInt(n as string));
      expect(rolled).toEqual([after[0]! - 1n, after[1]! - 1n]);
      const tooDeep = await Promise.all(
        both.map(({ rpc }) =>
          rpc("anvil_rollback", [100_000]).catch((e: { message: string; code: number }) => e),
        ),
      );
      // the same words; the code is -32000 here (a valid shape with a wrong meaning), -32602 in Anvil
      expect(tooDeep.map((e) => (e as { code: number }).code)).toEqual([-32602, -32000]);
      for (const e of tooDeep)
        expect((e as Error).message).toMatch(
          /^Rollback depth must not exceed current chain height: current height \d+, depth 100000$/,
        );
    });
  },
);
