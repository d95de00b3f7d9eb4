// The deterministic CREATE2 deployer of the dev genesis is Arachnid's proxy: its code hash is the
// one Foundry checks before broadcasting through it, its code is what the proxy's published init
// code (its keyless deployment's data) deploys, and it creates at the CREATE2 address.
import { bytesToHex, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { getCreate2Address, keccak256, toBeHex } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CREATE2_DEPLOYER_ADDRESS,
  CREATE2_DEPLOYER_CODE_HASH,
  CREATE2_DEPLOYER_RUNTIME,
} from "../../src/chain/config/create2-deployer.js";
import type { ChainNode } from "../../src/chain/index.js";
import { openTestNode } from "../helpers/chain.js";

/** The init code of github.com/Arachnid/deterministic-deployment-proxy's deployment transaction. */
const PROXY_INIT_CODE =
  "0x604580600e600039806000f350fe7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3";

describe("the CREATE2 deployer", () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await openTestNode();
  });
  afterAll(() => node.close());

  it("has the code hash Foundry checks (DEFAULT_CREATE2_DEPLOYER_CODEHASH)", () => {
    expect(keccak256(CREATE2_DEPLOYER_RUNTIME)).toBe(
      "0x2fa86add0aed31f33a762c9d88e807c475bd51d0f52bd0955754b2608f7e4989",
    );
    expect(CREATE2_DEPLOYER_CODE_HASH).toBe(keccak256(CREATE2_DEPLOYER_RUNTIME));
  });

  it("is in the dev genesis with the code the proxy's init code deploys", async () => {
    const address = createAddressFromString(CREATE2_DEPLOYER_ADDRESS);
    const state = await node.chain.stateAt(node.chain.genesis);
    expect(bytesToHex(await state.getCode(address))).toBe(bytesToHex(CREATE2_DEPLOYER_RUNTIME));
    const account = await state.getAccount(address);
    expect([account?.nonce, account?.balance]).toEqual([0n, 0n]);
    const deployed = await node.executor.call({ data: hexToBytes(PROXY_INIT_CODE) }, node.chain.head);
    expect(bytesToHex(deployed)).toBe(bytesToHex(CREATE2_DEPLOYER_RUNTIME));
  });

  it("creates at the CREATE2 address of salt and init code, and answers it", async () => {
    const salt = toBeHex(5n, 32);
    const init = "0x600a600c600039600a6000f3602a60005260206000f3";
    const out = await node.executor.call(
      {
        to: createAddressFromString(CREATE2_DEPLOYER_ADDRESS),
        data: hexToBytes(`${salt}${init.slice(2)}` as `0x${string}`),
      },
      node.chain.head,
    );
    expect(bytesToHex(out)).toBe(
      getCreate2Address(CREATE2_DEPLOYER_ADDRESS, salt, keccak256(init)).toLowerCase(),
    );
  });
});
