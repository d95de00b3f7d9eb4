// eth_call's SSTOREs go to the storage cache only (src/engine/state/engine-state.ts): every call
// still starts from the block's storage, a mined transaction still changes it, and the gas is
// the same as on the chain's own VM.
import { type Address, bytesToBigInt } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChainNode } from "../../src/chain/index.js";
import { openTestNode, send } from "../helpers/chain.js";

// x = sload(0); sstore(0, x + 1); sstore(1, 0); return x  (the zero write exercises the delete)
const RUNTIME = "600054" + "806001" + "01600055" + "6000600155" + "60005260206000f3";
const INIT = `0x60${(RUNTIME.length / 2).toString(16)}80600b6000396000f3${RUNTIME}`;

describe("storage writes of calls", () => {
  let node: ChainNode;
  let counter: Address;
  beforeAll(async () => {
    node = await openTestNode();
    const [a] = node.chain.config.devAccounts;
    const inclusion = await send(node, a.privateKey, { nonce: 0n, data: INIT, gasLimit: 200_000n });
    counter = inclusion.result.createdAddress as Address;
  });
  afterAll(() => node.close());

  const read = async () =>
    bytesToBigInt(
      await node.executor.call(
        {
          from: node.chain.config.devAccounts[0].address,
          to: counter,
          gas: 100_000n + BigInt(Math.floor(Math.random() * 1e6)),
        },
        node.chain.head,
      ),
    );

  it("every call starts from the block's storage; mined transactions change it", async () => {
    expect(await read()).toBe(0n);
    expect(await read()).toBe(0n);
    const [a] = node.chain.config.devAccounts;
    const estimate = await node.executor.estimateGas(
      { from: a.address, to: counter },
      node.chain.head,
      node.chain.head.header.gasLimit,
    );
    const inclusion = await send(node, a.privateKey, { nonce: 1n, to: counter, gasLimit: estimate });
    expect(inclusion.result.execResult.exceptionError).toBeUndefined();
    expect(estimate).toBeGreaterThanOrEqual(inclusion.result.totalGasSpent);
    expect(bytesToBigInt(inclusion.result.execResult.returnValue)).toBe(0n);
    expect(await read()).toBe(1n);
    expect(await read()).toBe(1n);
    const state = await node.chain.stateAt(node.chain.head);
    expect(bytesToBigInt(await state.getStorage(counter, new Uint8Array(32)))).toBe(1n);
    // the same call at the older block still sees its storage
    const older = await node.chain.getBlockByNumber(node.chain.head.header.number - 1n);
    const old = await node.executor.call({ from: a.address, to: counter }, older!);
    expect(bytesToBigInt(old)).toBe(0n);
  });
});
