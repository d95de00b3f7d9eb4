// Side blocks as core-geth reports them: eth_newSideBlockFilter (hashes, polled) and
// eth_subscribe("newSideHeads") (headers, over WebSocket) see a block imported off the canonical chain
// and, in a reorganization, the blocks that leave it; canonical blocks are not reported there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningNode } from "../../src/node.js";
import { startTestServer } from "../helpers/server.js";
import { call, expectSchema, rpc, WsRpc, waitFor } from "./helpers.js";

const hex = (b: Uint8Array) => `0x${Buffer.from(b).toString("hex")}`;

describe("side blocks", () => {
  let node: RunningNode;
  beforeAll(async () => {
    node = await startTestServer({ pinnedClock: true });
  });
  afterAll(() => node.close());

  it("reports side imports and reorganized-out blocks, to the filter and the subscription", async () => {
    const { chain, miner } = node.chain;
    const [, , c] = node.config.devAccounts;
    const sideFilter = await call<string>(node.url, "eth_newSideBlockFilter");
    expect(sideFilter).toMatch(/^0x[1-9a-f][0-9a-f]{31}$/);
    const ws = await WsRpc.open(node.wsUrl);
    try {
      const sideHeads = await ws.subscribe(["newSideHeads"]);
      const heads = await ws.subscribe(["newHeads"]);
      const fork = chain.head;
      const old1 = (await miner.mineOn(fork, []))!;
      expect(await call(node.url, "eth_getFilterChanges", [sideFilter])).toEqual([]);
      // same height, same difficulty: the first seen stays the head, this one is a side block
      const side1 = (await miner.mineOn(fork, [], c!.address))!;
      expect(hex(chain.head.hash())).toBe(hex(old1.hash()));
      expect(await call(node.url, "eth_getFilterChanges", [sideFilter])).toEqual([hex(side1.hash())]);
      // its child makes that branch heavier: old1 leaves the canonical chain
      const side2 = (await miner.mineOn(side1, []))!;
      expect(hex(chain.head.hash())).toBe(hex(side2.hash()));
      expect(await call(node.url, "eth_getFilterChanges", [sideFilter])).toEqual([hex(old1.hash())]);

      await waitFor(() => ws.notifications(sideHeads).length === 2, "two side heads");
      const sent = ws.notifications(sideHeads) as { hash: string; number: string; miner: string }[];
      expect(sent.map((h) => h.hash)).toEqual([hex(side1.hash()), hex(old1.hash())]);
      for (const h of sent) expectSchema("Header", h);
      expect(sent[0]!.miner).toBe(c!.address.toString());
      await waitFor(() => ws.notifications(heads).length === 3, "three heads");
      expect(ws.notifications(heads).map((h) => (h as { hash: string }).hash)).toEqual(
        [old1, side1, side2].map((b) => hex(b.hash())),
      );
    } finally {
      await ws.close();
    }
  });

  it("over HTTP, newSideHeads is refused like every subscription", async () => {
    const answer = await rpc(node.url, "eth_subscribe", ["newSideHeads"]);
    expect(answer.error?.code).toBe(-32601);
  });
});
