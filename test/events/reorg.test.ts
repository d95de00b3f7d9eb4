// A reorganization seen through a log filter (eth_getFilterChanges) and a `logs` subscription: the
// logs of the blocks that left the chain come again with removed: true, oldest block first, then the
// logs of the new branch (geth's order). Block filters and newHeads see the new branch's blocks.
import type { Address } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Log } from "../../generated/types.js";
import type { RunningNode } from "../../src/node.js";
import { contractInterface, deploy, signTx } from "../helpers/chain.js";
import { startTestServer } from "../helpers/server.js";
import { call, WsRpc, waitFor } from "./helpers.js";

const probe = contractInterface("Probe");
/** The value of a Stored(uint256 indexed, …) log, with an r when it was removed. */
const view = (log: Log) => `${BigInt(log.topics[1]!)}${log.removed ? "r" : ""}`;
const hex = (b: Uint8Array) => `0x${Buffer.from(b).toString("hex")}`;

describe("reorganizations", () => {
  let node: RunningNode;
  let contract: Address;
  beforeAll(async () => {
    node = await startTestServer({ pinnedClock: true });
    contract = await deploy(node.chain, node.config.devAccounts[0]!.privateKey, 0n, "Probe");
  });
  afterAll(() => node.close());

  it("re-delivers the dropped branch's logs with removed: true before the new branch's", async () => {
    const { chain, miner } = node.chain;
    const [, b, c] = node.config.devAccounts;
    const address = contract.toString();
    const store = (nonce: bigint, value: bigint) =>
      signTx(node.chain, b!.privateKey, {
        nonce,
        to: contract,
        data: probe.encodeFunctionData("store", [value]),
        gasLimit: 100_000n,
      });

    const logFilter = await call<string>(node.url, "eth_newFilter", [{ address }]);
    const blockFilter = await call<string>(node.url, "eth_newBlockFilter");
    const ws = await WsRpc.open(node.wsUrl);
    try {
      const logs = await ws.subscribe(["logs", { address }]);
      const heads = await ws.subscribe(["newHeads"]);
      const fork = chain.head;

      // the old branch: #2 stores 7, #3 stores 8
      const old2 = (await miner.mineOn(fork, [store(0n, 7n)]))!;
      const old3 = (await miner.mineOn(old2, [store(1n, 8n)]))!;
      const before = await call<Log[]>(node.url, "eth_getFilterChanges", [logFilter]);
      expect(before.map(view)).toEqual(["7", "8"]);

      // a competing branch from the same parent: #2' stores 9, #3' stores 10 (same nonces, so the old
      // transactions cannot come back), then #4' makes it heavier
      const side2 = (await miner.mineOn(fork, [store(0n, 9n)], c!.address))!;
      const side3 = (await miner.mineOn(side2, [store(1n, 10n)]))!;
      expect(hex(chain.head.hash())).toBe(hex(old3.hash()));
      const side4 = (await miner.mineOn(side3, []))!;
      expect(hex(chain.head.hash())).toBe(hex(side4.hash()));

      const after = await call<Log[]>(node.url, "eth_getFilterChanges", [logFilter]);
      expect(after.map(view)).toEqual(["7r", "8r", "9", "10"]);
      // the removed ones are the very logs delivered before, flagged
      expect(after.slice(0, 2)).toEqual(before.map((l) => ({ ...l, removed: true })));
      expect(after.slice(2).map((l) => l.blockHash)).toEqual([hex(side2.hash()), hex(side3.hash())]);

      await waitFor(() => ws.notifications(logs).length === 6, "six log notifications");
      expect((ws.notifications(logs) as Log[]).map(view)).toEqual(["7", "8", "7r", "8r", "9", "10"]);
      expect(ws.notifications(logs)).toEqual([...before, ...after]);

      const branch = [old2, old3, side2, side3, side4].map((blk) => hex(blk.hash()));
      expect(await call(node.url, "eth_getFilterChanges", [blockFilter])).toEqual(branch);
      await waitFor(() => ws.notifications(heads).length === 5, "five heads");
      expect(ws.notifications(heads).map((h) => (h as { hash: string }).hash)).toEqual(branch);

      // canonical queries know nothing of the removed logs
      const canonical = await call<Log[]>(node.url, "eth_getLogs", [{ fromBlock: "earliest", address }]);
      expect(canonical.map(view)).toEqual(["9", "10"]);
    } finally {
      await ws.close();
    }
  });
});
