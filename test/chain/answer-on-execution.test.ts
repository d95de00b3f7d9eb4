// Automine in memory at the dev difficulty (one hash seals a block) answers a send once its block is executed
// and seals and stores the block while the answer travels; every request that reaches the
// dispatcher meanwhile waits until the block is stored, so nobody reads the chain without it. The
// seal is held here (a gate in front of the real Ethash sealer) to see each side of that line.
import { bytesToHex, createAddressFromString } from "@ethereumjs/util";
import { afterEach, describe, expect, it } from "vitest";
import type { Sealer } from "../../src/chain/miner/sealer.js";
import { signTx } from "../helpers/chain.js";
import { type InProcessRpc, openRpc, RpcError } from "../helpers/rpc.js";

/** REVERT(0, 0) whatever the call. */
const REVERTER = "0x60006000fd";
const REVERTER_AT = "0x00000000000000000000000000000000000dead1";

/** The real sealer, each seal held until `open()`; `sealing` counts seals started, `sealed` finished. */
function heldSeals() {
  let gate: Promise<void> = new Promise(() => undefined);
  let open!: () => void;
  const hold = () => {
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
  };
  hold();
  const state = { sealing: 0, sealed: 0 };
  const wrap = (inner: Sealer): Sealer => ({
    sealsAtOnce: (header) => inner.sealsAtOnce?.(header) ?? false,
    async seal(block, signal) {
      state.sealing++;
      if (!signal?.aborted)
        await Promise.race([
          gate,
          new Promise<void>((resolve) => signal?.addEventListener("abort", () => resolve(), { once: true })),
        ]);
      if (signal?.aborted) return null;
      const sealed = await inner.seal(block, signal);
      state.sealed++;
      return sealed;
    },
    verify: (header) => inner.verify!(header),
    close: () => inner.close!(),
  });
  return { wrap, state, open: () => open(), hold };
}

/** Whether `p` is still pending after a few turns of the event loop and `ms` milliseconds. */
async function stillPending(p: Promise<unknown>, ms = 50): Promise<boolean> {
  const PENDING = Symbol("pending");
  const first = await Promise.race([
    p.then(
      () => "settled",
      () => "settled",
    ),
    delay(ms, PENDING),
  ]);
  return first === PENDING;
}

function delay<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

describe("automine answers a send on execution and stores its block before serving anyone else", () => {
  let rpc: InProcessRpc;
  let seals: ReturnType<typeof heldSeals>;
  afterEach(() => rpc?.close());

  async function start(): Promise<void> {
    seals = heldSeals();
    rpc = await openRpc({ wrapSealer: (s) => seals.wrap(s) });
  }

  function transfer(nonce: bigint, to: string = "0x00000000000000000000000000000000000b0b01") {
    const [a] = rpc.node.chain.config.devAccounts;
    const fields = { nonce, to: createAddressFromString(to), value: 1n, gasLimit: 100_000n };
    return bytesToHex(signTx(rpc.node, a!.privateKey, fields).serialize());
  }

  it("answers while the seal is held; the receipt, the head and the balance wait for the block", async () => {
    await start();
    const hash = await rpc.call<string>("eth_sendRawTransaction", [transfer(0n)]);
    // answered before the seal: the block is not stored yet
    expect(seals.state.sealed).toBe(0);
    expect(rpc.node.chain.head.header.number).toBe(0n);
    expect(rpc.node.settled()).toBeDefined();

    const receipt = rpc.call<{ blockNumber: string; status: string } | null>("eth_getTransactionReceipt", [
      hash,
    ]);
    const number = rpc.call<string>("eth_blockNumber");
    const balance = rpc.call<string>("eth_getBalance", [
      "0x00000000000000000000000000000000000b0b01",
      "latest",
    ]);
    expect(await stillPending(receipt)).toBe(true);
    expect(await stillPending(number)).toBe(true);

    seals.open();
    expect(await receipt).toMatchObject({ blockNumber: "0x1", status: "0x1" });
    expect(await number).toBe("0x1");
    expect(BigInt(await balance)).toBe(1n);
    expect(seals.state).toEqual({ sealing: 1, sealed: 1 });
    expect(rpc.node.settled()).toBeUndefined();
  });

  it("reports a revert from the execution, before the seal", async () => {
    await start();
    seals.open();
    await rpc.call("hardhat_setCode", [REVERTER_AT, REVERTER]);
    seals.hold();
    const sent = rpc.call("eth_sendRawTransaction", [transfer(0n, REVERTER_AT)]);
    const err = await sent.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RpcError);
    expect((err as RpcError).code).toBe(3);
    expect(seals.state.sealed).toBe(0);
    seals.open();
    expect(await rpc.call("eth_blockNumber")).toBe("0x1");
  });

  it("keeps a transaction answered on execution in the pool when its block is not stored", async () => {
    await start();
    const hash = await rpc.call<string>("eth_sendRawTransaction", [transfer(0n)]);
    expect(seals.state.sealed).toBe(0);
    // stopping aborts the held seal: nothing is stored, the transaction stays pending
    await rpc.node.stopMining();
    expect(rpc.node.settled()).toBeUndefined();
    expect(rpc.node.chain.head.header.number).toBe(0n);
    expect(rpc.node.pool.has(Buffer.from(hash.slice(2), "hex"))).toBe(true);
    expect(await rpc.call("eth_getTransactionByHash", [hash])).toMatchObject({ blockNumber: null });
  });

  it("answers in-process callers without the dispatcher only once the block is stored", async () => {
    await start();
    const sent = rpc.node.submitRawTransaction(Buffer.from(transfer(0n).slice(2), "hex"));
    expect(await stillPending(sent)).toBe(true);
    seals.open();
    const { inclusion } = await sent;
    expect(inclusion?.block.header.number).toBe(1n);
    expect(rpc.node.chain.head.header.number).toBe(1n);
  });
});
