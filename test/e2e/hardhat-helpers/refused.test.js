// Without --client-version-prefix the helpers refuse the node before sending anything: they accept
// only a web3_clientVersion that starts with hardhat, zksync or anvil. Run by
// test/e2e/hardhat-helpers.test.ts against a node started without the flag.
import assert from "node:assert/strict";
import { after, it } from "node:test";
import { network } from "hardhat";

const connection = await network.create("powgate");
after(() => connection.close());

it("refuses a node whose web3_clientVersion starts with powgate/", async () => {
  await assert.rejects(connection.networkHelpers.mine(), (err) => {
    console.log(`refused: ${err.message}`);
    return /powgate\//.test(err.message);
  });
});
