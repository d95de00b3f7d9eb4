// Revert messages against the peer they follow: Anvil 1.7.1 (npm @foundry-rs/anvil-linux-amd64 in
// test/e2e/cast, installed by `.ci/run`) and powgate run the same contract, one that reverts with
// its calldata as the revert payload, and answer the same eth_call. Where the spec says powgate
// words a revert as Anvil does (custom errors by selector, Error(string), empty), the two error
// objects must be equal; where it differs on purpose, the test pins both sides.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { AbiCoder, id } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningNode } from "../../src/node.js";
import { type RpcFailure, rpc } from "../contract/scenario.js";
import { startTestServer } from "../helpers/server.js";

const ANVIL = join(import.meta.dirname, "cast/node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil");
const ECHO = "0x00000000000000000000000000000000000000ec";
/** CALLDATACOPY(0, 0, CALLDATASIZE); REVERT(0, CALLDATASIZE) */
const REVERT_CALLDATA = "0x365f5f37365ffd";

const abi = AbiCoder.defaultAbiCoder();
const selector = (signature: string) => id(signature).slice(0, 10);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function revertOf(url: string, payload: string): Promise<RpcFailure> {
  const failure = await rpc(url, "eth_call", [{ to: ECHO, data: payload }, "latest"]).then(
    () => null,
    (e: { rpc: RpcFailure }) => e.rpc,
  );
  if (failure === null) throw new Error(`${payload} did not revert on ${url}`);
  return failure;
}

describe.runIf(process.platform === "linux" && process.arch === "x64")(
  "revert messages: powgate and Anvil",
  () => {
    let node: RunningNode;
    let anvil: ChildProcess;
    let anvilUrl: string;

    beforeAll(async () => {
      if (!existsSync(ANVIL))
        throw new Error(`no anvil binary: run npm ci in ${join(import.meta.dirname, "cast")}`);
      const port = await freePort();
      anvilUrl = `http://127.0.0.1:${port}`;
      anvil = spawn(ANVIL, ["--host", "127.0.0.1", "--port", String(port), "--silent"], { stdio: "ignore" });
      node = await startTestServer();
      await rpc(node.url, "hardhat_setCode", [ECHO, REVERT_CALLDATA]);
      for (let i = 0; ; i++) {
        try {
          await rpc(anvilUrl, "anvil_setCode", [ECHO, REVERT_CALLDATA]);
          break;
        } catch (err) {
          if (i > 100) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }, 60_000);
    afterAll(async () => {
      anvil?.kill();
      await node?.close();
    });

    const same: [string, string][] = [
      ["a custom error without arguments", selector("Unauthorized()")],
      [
        "a custom error whose arguments are not UTF-8",
        selector("InsufficientBalance(address,uint256)") +
          abi.encode(["address", "uint256"], ["0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266", 1000n]).slice(2),
      ],
      ["Error(string)", selector("Error(string)") + abi.encode(["string"], ["nope"]).slice(2)],
      ["an empty payload", "0x"],
    ];
    it.each(same)("%s: the same code, message and data", async (_what, payload) => {
      const ours = await revertOf(node.url, payload);
      expect(ours.code).toBe(3);
      expect(ours).toEqual(await revertOf(anvilUrl, payload));
    });

    it("the message names the selector: custom error 0x<selector>: <arguments as hex>", async () => {
      const payload = selector("Custom(uint256)") + abi.encode(["uint256"], [2n ** 255n + 42n]).slice(2);
      const ours = await revertOf(node.url, payload);
      expect(ours.message).toBe(
        `execution reverted: custom error ${payload.slice(0, 10)}: ${payload.slice(10)}`,
      );
      expect(ours).toEqual(await revertOf(anvilUrl, payload));
    });

    it("differs on purpose: arguments that happen to be UTF-8 stay hex (Anvil prints them as text)", async () => {
      const payload = selector("Custom(uint256)") + abi.encode(["uint256"], [42n]).slice(2);
      const [ours, theirs] = [await revertOf(node.url, payload), await revertOf(anvilUrl, payload)];
      expect(ours.message).toBe(
        `execution reverted: custom error ${payload.slice(0, 10)}: ${payload.slice(10)}`,
      );
      expect(theirs.message).toBe(
        `execution reverted: custom error ${payload.slice(0, 10)}: ${"\0".repeat(31)}*`,
      );
      expect(ours.data).toBe(theirs.data);
    });

    it("differs on purpose: Panic in geth's words (Anvil: panic: ... (0x12))", async () => {
      const payload = selector("Panic(uint256)") + abi.encode(["uint256"], [0x12n]).slice(2);
      const [ours, theirs] = [await revertOf(node.url, payload), await revertOf(anvilUrl, payload)];
      expect(ours.message).toBe("execution reverted: division or modulo by zero");
      expect(theirs.message).toBe("execution reverted: panic: division or modulo by zero (0x12)");
      expect(ours.data).toBe(theirs.data);
    });
  },
);
