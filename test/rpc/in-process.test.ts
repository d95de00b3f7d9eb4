import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessRpc, openRpc, RpcError } from "../helpers/rpc.js";

describe("a handler tested in process (test/helpers/rpc.ts)", () => {
  let rpc: InProcessRpc;
  beforeAll(async () => {
    rpc = await openRpc({ devMethods: false });
  });
  afterAll(() => rpc.close());

  it("answers through the dispatcher, with the chain's state", async () => {
    const [from] = await rpc.call<string[]>("eth_accounts");
    expect(await rpc.call("eth_blockNumber")).toBe("0x0");
    await rpc.call("eth_sendTransaction", [{ from, to: from, value: "0x1" }]);
    expect(await rpc.call("eth_blockNumber")).toBe("0x1");
  });

  it("answers errors as JSON-RPC errors: invalid params, and dev methods switched off", async () => {
    await expect(rpc.call("eth_getBalance", ["0x12"])).rejects.toMatchObject({ code: -32602 });
    const off = await rpc.call("evm_mine").catch((e: RpcError) => e);
    expect(off).toBeInstanceOf(RpcError);
    expect((off as RpcError).code).toBe(-32601);
  });
});
