// trace_*, ots_* and erigon_getHeaderByNumber read the chain and change nothing: they answer with
// dev methods off (--no-dev-methods), while evm_mine is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { methods } from "../../generated/methods.js";
import { type InProcessRpc, openRpc } from "../helpers/rpc.js";

describe("the explorer methods with dev methods off", () => {
  let rpc: InProcessRpc;
  let hash: string;
  beforeAll(async () => {
    rpc = await openRpc({ devMethods: false });
    const [from] = await rpc.call<string[]>("eth_accounts");
    hash = await rpc.call<string>("eth_sendTransaction", [{ from, to: from, value: "0x1" }]);
  });
  afterAll(() => rpc.close());

  it("none of them is a dev method", () => {
    const explorer = [...methods.values()].filter((m) => /^(trace|ots|erigon)_/.test(m.name));
    expect(explorer.length).toBe(9 + 12 + 1);
    expect(explorer.filter((m) => m.dev).map((m) => m.name)).toEqual([]);
  });

  it("they answer: a transfer's trace, its block's reward, the sender's history", async () => {
    await expect(rpc.call("evm_mine")).rejects.toMatchObject({ code: -32601 });
    const traces = await rpc.call<{ type: string }[]>("trace_block", ["latest"]);
    expect(traces.map((t) => t.type)).toEqual(["call", "reward"]);
    expect(await rpc.call("ots_getApiLevel")).toBe(8);
    const [from] = await rpc.call<string[]>("eth_accounts");
    const page = await rpc.call<{ txs: { hash: string }[] }>("ots_searchTransactionsBefore", [from, 0, 10]);
    expect(page.txs.map((t) => t.hash)).toEqual([hash]);
    expect(await rpc.call("erigon_getHeaderByNumber", [1])).toMatchObject({ transactions: [hash] });
  });
});
