// Bad blocks from a peer (test/import/bad-blocks.ts, one rule broken each) sent as NewBlock: the
// peer is dropped and banned with the reason, the block is not stored and the chain is unchanged.
// Every case, one fresh sender each (a banned peer stays out).
import { EthMessageCodes } from "@ethereumjs/devp2p";
import { RLP } from "@ethereumjs/rlp";
import { bigIntToBytes, bytesToHex } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { keccak256 } from "../../src/chain/ethash/index.js";
import type { RunningNode } from "../../src/node.js";
import { openTestNode } from "../helpers/chain.js";
import { type BadBlockScenario, badBlockScenario } from "../import/bad-blocks.js";
import { call, p2pNode, waitFor } from "./helpers.js";

const nodes: RunningNode[] = [];
afterAll(async () => {
  for (const n of nodes.splice(0)) await n.close().catch(() => undefined);
});
const idOf = (n: RunningNode) => bytesToHex(n.network!.id).slice(2);

describe("bad blocks from a devp2p peer", () => {
  it("drops and bans the sender of each, naming the rule; the chain is unaffected", async () => {
    const author = await openTestNode({ mining: { kind: "manual" } });
    let scenario: BadBlockScenario;
    try {
      scenario = await badBlockScenario(author);
    } finally {
      await author.close();
    }
    const a = await p2pNode({ noMining: true });
    nodes.push(a);
    for (const block of scenario.good.slice(0, 8)) await a.chain.importer.import(block);
    const head = await call(a.url, "eth_getBlockByNumber", ["latest", false]);

    const cases = scenario.bad;
    const outcomes: string[] = [];
    for (const c of cases) {
      const sender = await p2pNode({ noMining: true, bootnodes: [a.network!.enode] });
      nodes.push(sender);
      const id = idOf(sender);
      await waitFor("peering", async () => a.network!.peers.has(id) && sender.network!.peers.has(idOf(a)));
      sender.network!.peers.get(idOf(a))!.send(EthMessageCodes.NEW_BLOCK, [c.raw, bigIntToBytes(10n ** 6n)]);
      await waitFor(
        `${c.rule}: sender dropped`,
        async () => !a.network!.peers.has(id) && a.network!.bans.isBanned(id),
      );
      const reason = a.network!.bans.reasonOf(id) ?? "";
      outcomes.push(`${c.rule}: ${c.reason.test(reason) ? "banned" : reason}`);
      // nothing stored: not under the hash of the header as sent, nor as a block 9
      const sentHash = bytesToHex(keccak256(RLP.encode(c.raw[0]!)));
      expect(await call(a.url, "eth_getBlockByHash", [sentHash, false])).toBeNull();
      expect(await call(a.url, "eth_getBlockByNumber", ["0x9", false])).toBeNull();
      nodes.splice(nodes.indexOf(sender), 1);
      await sender.close();
    }
    expect(outcomes).toEqual(cases.map((c) => `${c.rule}: banned`));
    // the good block 9 announced with a total difficulty of 101 bits (geth: "too large block TD")
    const liar = await p2pNode({ noMining: true, bootnodes: [a.network!.enode] });
    nodes.push(liar);
    await waitFor(
      "peering",
      async () => a.network!.peers.has(idOf(liar)) && liar.network!.peers.has(idOf(a)),
    );
    liar
      .network!.peers.get(idOf(a))!
      .send(EthMessageCodes.NEW_BLOCK, [scenario.good[8]!.raw() as never, bigIntToBytes(2n ** 100n)]);
    await waitFor("liar dropped", async () => a.network!.bans.isBanned(idOf(liar)));
    expect(a.network!.bans.reasonOf(idOf(liar))).toMatch(/too large block TD/);
    expect(await call(a.url, "eth_getBlockByNumber", ["latest", false])).toEqual(head);
    // and the good block 9 (an uncle 7 generations back) still imports
    expect(await a.chain.importer.import(scenario.good[8]!)).toBe("head");
  }, 120_000);
});
