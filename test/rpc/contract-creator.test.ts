// ots_getContractCreator for an address deployed more than once by CREATE2: the answer is the
// deployment of the code the address has now, as Anvil answers it (it walks the blocks from the head
// down and takes the latest creation). Under EIP-6780 (the default rules) a contract is destroyed
// only by the transaction that created it; before it (--hardfork shanghai) any SELFDESTRUCT is.
import { getCreate2Address, keccak256 } from "ethers";
import { afterEach, describe, expect, it } from "vitest";
import { type InProcessRpc, openRpc } from "../helpers/rpc.js";

const FROM = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const FACTORY = "0x00000000000000000000000000000000000000fa";
/**
 * The child's init code: with a value it self-destructs to its creator (CALLVALUE PUSH1 15 JUMPI
 * ... JUMPDEST CALLER SELFDESTRUCT); without one it deploys the runtime CALLER SELFDESTRUCT (0x33ff),
 * which destroys it when called (before EIP-6780).
 */
const CHILD_INIT = "0x34600f576133ff6000526002601ef35b33ff";
/**
 * The factory: CREATE2(value: its call's value, the child's init code, salt 0), then REVERT when
 * called with data (the creation undone).
 */
const FACTORY_CODE = `0x6012601960003960006012600034f536601457005b600080fd${CHILD_INIT.slice(2)}`;
const CHILD = getCreate2Address(FACTORY, `0x${"00".repeat(32)}`, keccak256(CHILD_INIT)).toLowerCase();

interface Creator {
  hash: string;
  creator: string;
}

describe("ots_getContractCreator of an address created more than once", () => {
  let rpc: InProcessRpc;
  afterEach(() => rpc?.close());
  const send = (tx: Record<string, unknown>) =>
    rpc.call<string>("eth_sendTransaction", [{ from: FROM, to: FACTORY, gas: "0x100000", ...tx }]);
  const code = () => rpc.call<string>("eth_getCode", [CHILD, "latest"]);

  it("EIP-6780: created and destroyed in one transaction, undone, then created: the last one", async () => {
    rpc = await openRpc();
    await rpc.call("anvil_setCode", [FACTORY, FACTORY_CODE]);
    await rpc.call("evm_setAutomine", [false]);
    const destroyed = await send({ value: "0x1" });
    const undone = await send({ data: "0x01" });
    const created = await send({});
    await rpc.call("evm_mine");
    await rpc.call("evm_setAutomine", [true]);
    const receipts = await Promise.all(
      [destroyed, undone, created].map((h) =>
        rpc.call<{ status: string; blockNumber: string }>("eth_getTransactionReceipt", [h]),
      ),
    );
    // one block; the reverted one failed; the child has its runtime
    expect(new Set(receipts.map((r) => r.blockNumber)).size).toBe(1);
    expect(receipts.map((r) => r.status)).toEqual(["0x1", "0x0", "0x1"]);
    expect(await code()).toBe("0x33ff");
    // the other two are creations of the same address in the same block, earlier
    const creates = async (h: string) =>
      (
        await rpc.call<{ type: string; result: { address?: string } | null }[]>("trace_transaction", [h])
      ).some((t) => t.type === "create");
    expect(await creates(destroyed)).toBe(true);
    expect(await creates(undone)).toBe(true);
    expect(await rpc.call<Creator>("ots_getContractCreator", [CHILD])).toEqual({
      hash: created,
      creator: FACTORY,
    });
  });

  it("before EIP-6780: created, destroyed blocks later, created again: the second one", async () => {
    rpc = await openRpc({ hardfork: "shanghai" });
    await rpc.call("anvil_setCode", [FACTORY, FACTORY_CODE]);
    const first = await send({});
    // blocks in between, so that a binary search over the whole chain lands on the first deployment
    for (let i = 0; i < 8; i++) await rpc.call("evm_mine");
    await rpc.call("eth_sendTransaction", [{ from: FROM, to: CHILD, gas: "0x10000" }]);
    expect(await code()).toBe("0x");
    expect(await rpc.call("ots_getContractCreator", [CHILD])).toBeNull();
    const second = await send({});
    expect(await code()).toBe("0x33ff");
    for (let i = 0; i < 3; i++) await rpc.call("evm_mine");
    const answer = await rpc.call<Creator>("ots_getContractCreator", [CHILD]);
    expect(answer).toEqual({ hash: second, creator: FACTORY });
    expect(answer.hash).not.toBe(first);
  });
});
