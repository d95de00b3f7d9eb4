import { type Address, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessList } from "../../../src/chain/call/access-list.js";
import type { ChainNode } from "../../../src/chain/index.js";
import { contractInterface, deploy, openTestNode } from "../../helpers/chain.js";

const probe = contractInterface("Probe");
const ZERO_SLOT: `0x${string}` = `0x${"00".repeat(32)}`;

describe("eth_createAccessList: geth's iteration on EthereumJS's access list report", () => {
  let node: ChainNode;
  let probeAddr: Address;
  let from: Address;
  const other = createAddressFromString("0x15d34aaf54267db7d7c367839aaf71a00a2c6a65");
  beforeAll(async () => {
    node = await openTestNode();
    const [a] = node.chain.config.devAccounts;
    from = a.address;
    probeAddr = await deploy(node, a.privateKey, 0n, "Probe");
  });
  afterAll(() => node.close());

  const store = hexToBytes(probe.encodeFunctionData("store", [9n]) as `0x${string}`);
  const accessListOf = (req: Parameters<typeof createAccessList>[2]) =>
    createAccessList(node.executor, node.chain, req, node.chain.head);

  it("lists the recipient with the slot it writes; gasUsed is that of a run with the list", async () => {
    const out = await accessListOf({ from, to: probeAddr, data: store });
    expect(out.accessList).toEqual([{ address: probeAddr.toString(), storageKeys: [ZERO_SLOT] }]);
    expect(out.error).toBeUndefined();
    const plain = await node.executor.runReportingAccessList(
      { from, to: probeAddr, data: store, accessList: [] },
      node.chain.head,
      { timeoutMs: 0 },
    );
    // EIP-2930/2929: the entry costs 2400 + 1900 and spares the SSTORE's cold surcharge of 2100
    // (the recipient is warm anyway: listing it costs more, as with geth's list)
    expect(out.gasUsed - plain.totalGasSpent).toBe(2400n + 1900n - 2100n);
  });

  it("leaves out the sender, the created address and precompiles; keeps touched accounts", async () => {
    // init code: CALL the sha256 precompile (0x02), BALANCE(other), BALANCE(sender), STOP
    const initCode = `0x600060006000600060006002 5af150 73${other.toString().slice(2)}3150 73${from.toString().slice(2)}3150 00`;
    const out = await accessListOf({ from, data: hexToBytes(initCode.replaceAll(" ", "") as `0x${string}`) });
    expect(out.error).toBeUndefined();
    expect(out.accessList).toEqual([{ address: other.toString(), storageKeys: [] }]);
  });

  it("drops excluded entries of a given list, keeps the others, sorted", async () => {
    const out = await accessListOf({
      from,
      to: probeAddr,
      data: store,
      accessList: [
        { address: other.toString(), storageKeys: [`0x${"11".repeat(32)}`] },
        { address: from.toString(), storageKeys: [ZERO_SLOT] },
      ],
    });
    const expected = [
      { address: probeAddr.toString(), storageKeys: [ZERO_SLOT] },
      { address: other.toString(), storageKeys: [`0x${"11".repeat(32)}`] },
    ].sort((x, y) => (x.address < y.address ? -1 : 1));
    expect(out.accessList).toEqual(expected);
  });

  it("answers a failing call with its list and geth's words", async () => {
    const fail = hexToBytes(probe.encodeFunctionData("failWithReason") as `0x${string}`);
    const out = await accessListOf({ from, to: probeAddr, data: fail });
    expect(out).toMatchObject({ accessList: [], error: "execution reverted" });
  });
});
