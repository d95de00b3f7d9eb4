// hardhat_setMinGasPrice on a chain without EIP-1559 (classic-dev): the pool refuses transactions
// under the floor with geth's price-limit error; on the dev chain (London) the method is refused.
import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNode, startNode } from "../../../src/node.js";
import { rpc } from "../../events/helpers.js";

const KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"; // dev account 1
const TO = `0x${"12".repeat(20)}`;
const GWEI = 10n ** 9n;

describe("hardhat_setMinGasPrice on classic-dev", () => {
  let server: RunningNode;
  const wallet = new Wallet(KEY);
  let nonce = 0;
  const send = async (gasPrice: bigint) =>
    rpc(server.url, "eth_sendRawTransaction", [
      await wallet.signTransaction({
        type: 0,
        to: TO,
        value: 1n,
        gasLimit: 21_000n,
        gasPrice,
        nonce,
        chainId: 1337n,
      }),
    ]);
  beforeAll(async () => {
    server = await startNode({ chain: "classic-dev", dataDir: null, port: 0, logLevel: "silent" });
  });
  afterAll(() => server?.close());

  it("refuses a gas price under the floor, accepts one at it, and 0 removes the floor", async () => {
    expect(await rpc(server.url, "hardhat_setMinGasPrice", ["0x3b9aca00"])).toMatchObject({ result: true });
    expect((await send(GWEI - 1n)).error).toEqual({
      code: -32000,
      message: `transaction gas price below minimum: gas tip cap ${GWEI - 1n}, minimum needed ${GWEI}`,
    });
    const ok = await send(GWEI);
    expect(ok.result).toMatch(/^0x[0-9a-f]{64}$/);
    nonce++;
    // the alias, and eth_sendTransaction goes through the same pool check
    expect(await rpc(server.url, "anvil_setMinGasPrice", ["0x77359400"])).toMatchObject({ result: true });
    const viaNode = await rpc(server.url, "eth_sendTransaction", [
      { from: wallet.address, to: TO, value: "0x1", gas: "0x5208", gasPrice: "0x3b9aca00" },
    ]);
    expect(viaNode.error?.message).toBe(
      `transaction gas price below minimum: gas tip cap ${GWEI}, minimum needed ${2n * GWEI}`,
    );
    expect(await rpc(server.url, "hardhat_setMinGasPrice", ["0x0"])).toMatchObject({ result: true });
    expect((await send(1n)).result).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it("is part of a snapshot: a revert brings the floor back, hardhat_reset removes it", async () => {
    const id = (await rpc(server.url, "evm_snapshot", [])).result;
    expect(await rpc(server.url, "hardhat_setMinGasPrice", ["0x3b9aca00"])).toMatchObject({ result: true });
    const inner = (await rpc(server.url, "evm_snapshot", [])).result;
    expect(await rpc(server.url, "hardhat_setMinGasPrice", ["0x0"])).toMatchObject({ result: true });
    expect(await rpc(server.url, "evm_revert", [inner])).toMatchObject({ result: true });
    expect((await send(GWEI - 1n)).error?.message).toMatch(/^transaction gas price below minimum/);
    expect(await rpc(server.url, "evm_revert", [id])).toMatchObject({ result: true });
    expect(await rpc(server.url, "hardhat_setMinGasPrice", ["0x3b9aca00"])).toMatchObject({ result: true });
    expect(await rpc(server.url, "hardhat_reset", [])).toMatchObject({ result: true });
    nonce = 0;
    expect((await send(1n)).result).toMatch(/^0x[0-9a-f]{64}$/);
  });
});

describe("hardhat_setMinGasPrice on the dev chain (EIP-1559 from genesis)", () => {
  let server: RunningNode;
  beforeAll(async () => {
    server = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
  });
  afterAll(() => server?.close());

  it("is refused, as Hardhat refuses it after London", async () => {
    expect((await rpc(server.url, "hardhat_setMinGasPrice", ["0x1"])).error).toEqual({
      code: -32000,
      message: "hardhat_setMinGasPrice is not supported when EIP-1559 is active",
    });
  });
});
