// The tracing and explorer methods of a forked node on the remote's history (blocks at or below the
// fork block, the remote's transactions) answer as the remote does; the local blocks' are local; a
// remote without the method gives a clear -32000 naming the remote and the method.
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { CountingProxy, client, type Rpc } from "./fork/helpers.js";

const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const token = new Interface(artifacts.Token.abi);
const HOLDER = `0x${"4".repeat(40)}`;

describe("trace_*, ots_* and debug_trace* on a fork", () => {
  let remote: RunningNode;
  let remoteRpc: Rpc;
  let proxy: CountingProxy;
  let fork: RunningNode;
  let rpc: Rpc;
  let transfers: string[];
  let forkBlock: bigint;

  beforeAll(async () => {
    remote = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    remoteRpc = client(remote.url);
    const deploy = await remoteRpc("eth_sendTransaction", [
      {
        from: DEV0,
        data: artifacts.Token.bytecode + token.encodeDeploy(["Trace", "T", 10n ** 24n]).slice(2),
        gas: "0x300000",
      },
    ]);
    const tokenAddress = (
      (await remoteRpc("eth_getTransactionReceipt", [deploy])) as { contractAddress: string }
    ).contractAddress;
    transfers = [];
    for (let i = 1n; i <= 3n; i++)
      transfers.push(
        (await remoteRpc("eth_sendTransaction", [
          { from: DEV0, to: tokenAddress, data: token.encodeFunctionData("transfer", [HOLDER, i]) },
        ])) as string,
      );
    forkBlock = BigInt((await remoteRpc("eth_blockNumber")) as string);
    proxy = new CountingProxy(remote.url);
    await proxy.start();
    fork = await startNode({ dataDir: null, port: 0, logLevel: "silent", fork: { urls: [proxy.url] } });
    rpc = client(fork.url);
  }, 60_000);

  afterAll(async () => {
    await fork?.close();
    await proxy?.stop();
    await remote?.close();
  });

  const hex = (n: bigint) => `0x${n.toString(16)}`;

  it("answers for the remote's blocks and transactions as the remote does", async () => {
    const below = hex(forkBlock - 1n);
    const asks: [string, unknown[]][] = [
      ["trace_block", [below]],
      ["trace_block", [hex(forkBlock)]],
      ["trace_replayBlockTransactions", [below, ["trace"]]],
      ["trace_transaction", [transfers[0]]],
      ["trace_get", [transfers[1], ["0x0"]]],
      ["trace_replayTransaction", [transfers[2], ["trace"]]],
      ["debug_traceTransaction", [transfers[0], {}]],
      ["debug_traceBlockByNumber", [below, {}]],
      ["ots_getBlockDetails", [Number(forkBlock - 1n)]],
      ["ots_traceTransaction", [transfers[1]]],
      ["ots_getTransactionError", [transfers[1]]],
      ["erigon_getHeaderByNumber", [Number(forkBlock - 2n)]],
    ];
    const blockHash = ((await remoteRpc("eth_getBlockByNumber", [below, false])) as { hash: string }).hash;
    asks.push(["ots_getBlockDetailsByHash", [blockHash]]);
    asks.push(["debug_traceBlockByHash", [blockHash, {}]]);
    for (const [method, params] of asks) {
      const theirs = await remoteRpc(method, params);
      expect(theirs, method).not.toBeNull();
      expect([method, await rpc(method, params)]).toEqual([method, theirs]);
    }
  });

  it("answers for the local blocks itself", async () => {
    const hash = (await rpc("eth_sendTransaction", [{ from: DEV0, to: HOLDER, value: "0x1" }])) as string;
    // the remote never saw it (powgate answers an unknown transaction's traces with [])
    expect(await remoteRpc("trace_transaction", [hash])).toEqual([]);
    const traces = (await rpc("trace_transaction", [hash])) as { transactionHash: string }[];
    expect(traces.map((t) => t.transactionHash)).toEqual([hash]);
    const head = (await rpc("eth_blockNumber")) as string;
    expect(BigInt(head)).toBeGreaterThan(forkBlock);
    const block = (await rpc("trace_block", [head])) as { type: string }[];
    expect(block.map((t) => t.type)).toEqual(["call", "reward"]);
  });

  it("gives a clear error when the remote has no such method", async () => {
    proxy.missing.add("trace_replayBlockTransactions");
    const params = [hex(forkBlock - 2n), ["trace"]];
    await expect(rpc("trace_replayBlockTransactions", params)).rejects.toMatchObject({
      code: -32000,
      message: expect.stringMatching(
        /^fork remote failed: the fork's remote answered trace_replayBlockTransactions with: .*does not exist/,
      ),
    });
  });
});
