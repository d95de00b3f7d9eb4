/**
 * Calls with overrides and eth_simulateV1: the same requests to Anvil 1.7.1 (npm, test/e2e/anvil) and
 * to powgate, the same answers field for field where the chains and the rules agree. The differences
 * are asserted too, each as what powgate answers (geth's behaviour) and what Anvil does instead,
 * so that a change on either side shows (docs/guide/calls.md, "Where powgate differs"). Both nodes
 * start with the same ten dev accounts; contracts come from state overrides or are deployed by DEV1
 * at nonce 0 on both, so they have the same address.
 */
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { anvilInstalled, startAnvil } from "../helpers/anvil.js";

const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const DEV2 = "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc";
const token = new Interface(artifacts.Token.abi);
const word = (hex: string) => `0x${hex.replace(/^0x/, "").padStart(64, "0")}`;
const A = "0x00000000000000000000000000000000000000a0";
const B = "0x00000000000000000000000000000000000000b0";
const R = "0x00000000000000000000000000000000000000c0";
const READER = "0x000000000000000000000000000000000000c0de";
const RICH = "0x0000000000000000000000000000000000005e4d";
const log1 = (topic: number) => `60${topic.toString(16).padStart(2, "0")}60006000a1`;
// CALL(gas, to, value, 0, 0, 0, 0), its result popped
const callWith = (to: string, value: number) =>
  `6000600060006000${`60${value.toString(16).padStart(2, "0")}`}73${to.slice(2)}5af150`;
// A: LOG1(1), CALL(B, 5 wei), CALL(R, 3 wei), LOG1(2); R: CALL(B, 1 wei), LOG1(9), REVERT; B: LOG1(3)
const CONTRACTS = {
  [A]: { code: `0x${log1(1)}${callWith(B, 5)}${callWith(R, 3)}${log1(2)}00`, balance: "0x64" },
  [R]: { code: `0x${callWith(B, 1)}${log1(9)}60006000fd` },
  [B]: { code: `0x${log1(3)}00` },
  [RICH]: { balance: "0xde0b6b3a7640000" },
};

type Rpc = (method: string, params?: unknown[]) => Promise<unknown>;
type Answer = { result?: unknown; error?: { code: number; message: string } };

function client(url: string): { rpc: Rpc; raw: (method: string, params: unknown[]) => Promise<Answer> } {
  const raw = async (method: string, params: unknown[]) => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    return (await res.json()) as Answer;
  };
  return {
    raw,
    rpc: async (method, params = []) => {
      const body = await raw(method, params);
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
      return body.result;
    },
  };
}

interface SimLog {
  address: string;
  topics: string[];
  data: string;
  logIndex: string;
  transactionIndex: string;
}
interface SimCall {
  returnData: string;
  logs: SimLog[];
  gasUsed: string;
  status: string;
  error?: { code: number; message: string; data?: string };
}
interface SimBlock {
  number: string;
  gasLimit: string;
  gasUsed: string;
  transactions: unknown[];
  uncles: unknown[];
  sha3Uncles: string;
  calls: SimCall[];
}

/** What both nodes compute the same: the calls' results and logs without the block's hashes. */
const comparable = (blocks: SimBlock[]) =>
  blocks.map((b) => ({
    gasLimit: b.gasLimit,
    gasUsed: b.gasUsed,
    transactions: b.transactions.length,
    uncles: b.uncles,
    sha3Uncles: b.sha3Uncles,
    calls: b.calls.map((c) => ({
      returnData: c.returnData,
      gasUsed: c.gasUsed,
      status: c.status,
      logs: c.logs.map(({ address, topics, data, logIndex, transactionIndex }) => ({
        address,
        topics,
        data,
        logIndex,
        transactionIndex,
      })),
    })),
  }));

describe.runIf(process.platform === "linux" && process.arch === "x64")(
  "overrides and eth_simulateV1: powgate and Anvil",
  () => {
    let anvil: { url: string; process: ChildProcess };
    let node: RunningNode;
    let both: ReturnType<typeof client>[];
    /** The same request to both nodes: [anvil's answer, powgate's]. */
    const ask = (method: string, params: unknown[] = []) =>
      Promise.all(both.map(({ rpc }) => rpc(method, params)));
    const askRaw = (method: string, params: unknown[] = []) =>
      Promise.all(both.map(({ raw }) => raw(method, params)));
    let tokenAddress: string;

    beforeAll(async () => {
      if (!anvilInstalled())
        throw new Error(`no anvil binary: run npm ci in ${join(import.meta.dirname, "anvil")}`);
      anvil = await startAnvil();
      node = await startNode({ dataDir: null, port: 0, logLevel: "silent", validateResults: true });
      both = [client(anvil.url), client(node.url)];
      const data = artifacts.Token.bytecode + token.encodeDeploy(["Peer", "P", 1000n]).slice(2);
      const addresses = await Promise.all(
        both.map(async ({ rpc }) => {
          const hash = await rpc("eth_sendTransaction", [{ from: DEV1, data, gas: "0x2dc6c0" }]);
          return ((await rpc("eth_getTransactionReceipt", [hash])) as { contractAddress: string })
            .contractAddress;
        }),
      );
      expect(addresses[1]).toBe(addresses[0]);
      tokenAddress = addresses[0]!;
    }, 60_000);
    afterAll(async () => {
      anvil?.process.kill();
      await node?.close();
    });

    it("eth_call with state overrides: balance, code, nonce, state and stateDiff", async () => {
      const reader = { [READER]: { code: "0x6000353160005260206000f3" }, [RICH]: { balance: "0x3039" } };
      const [a, p] = await ask("eth_call", [{ to: READER, data: word(RICH) }, "latest", reader]);
      expect(p).toBe(a);
      expect(BigInt(p as string)).toBe(0x3039n);
      const balanceOf = token.encodeFunctionData("balanceOf", [DEV1]);
      const other = word("99");
      for (const override of [{ stateDiff: { [other]: word("1") } }, { state: { [other]: word("1") } }]) {
        const [oa, op] = await ask("eth_call", [
          { to: tokenAddress, data: balanceOf },
          "latest",
          { [tokenAddress]: override },
        ]);
        expect(op).toBe(oa);
      }
      // CREATE(0, 0, 0) returns the new address: it follows the overridden nonce
      const [ca, cp] = await ask("eth_call", [
        { to: READER },
        "latest",
        { [READER]: { code: "0x600060006000f060005260206000f3", nonce: "0x7" } },
      ]);
      expect(cp).toBe(ca);
    });

    it("eth_call with block overrides: NUMBER, TIMESTAMP, COINBASE, GASLIMIT", async () => {
      const blockOverrides = {
        number: "0x3e8",
        time: "0x77359400",
        feeRecipient: "0x0000000000000000000000000000000000000fee",
        gasLimit: "0xbc614e",
      };
      for (const opcode of ["43", "42", "41", "45"]) {
        const [a, p] = await ask("eth_call", [
          { to: READER },
          "latest",
          { [READER]: { code: `0x${opcode}60005260206000f3` } },
          blockOverrides,
        ]);
        expect(p, opcode).toBe(a);
      }
    });

    it("eth_estimateGas and eth_createAccessList with state overrides", async () => {
      const transfer = { from: RICH, to: DEV2, value: "0x1", gasPrice: "0x3b9aca00" };
      const [ea, ep] = await ask("eth_estimateGas", [
        transfer,
        "latest",
        { [RICH]: { balance: "0xde0b6b3a7640000" } },
      ]);
      expect(ep).toBe(ea);
      const store = { [READER]: { code: "0x600035600055" } }; // SSTORE(0, calldata[0])
      const call = { from: DEV2, to: READER, data: word("2a") };
      const [ga, gp] = (await ask("eth_estimateGas", [call, "latest", store])) as string[];
      // Anvil answers the exact least gas; powgate runs geth's search, which stops within 1.5%
      // (spec: eth_estimateGas), so its estimate is at most 1.5% above
      expect(BigInt(gp!)).toBeGreaterThanOrEqual(BigInt(ga!));
      expect(BigInt(gp!) * 1000n).toBeLessThanOrEqual(BigInt(ga!) * 1015n);
      // Anvil 1.7.1's eth_createAccessList takes no state overrides ("invalid length 3"): there the
      // code is set for real (anvil_setCode), on powgate it comes from the override
      const storeAt = "0x000000000000000000000000000000000005707e";
      const listed = { from: DEV2, to: storeAt, data: word("2a") };
      await both[0]!.rpc("anvil_setCode", [storeAt, "0x600035600055"]);
      const la = (await both[0]!.rpc("eth_createAccessList", [listed, "latest"])) as { accessList: unknown };
      const lp = (await both[1]!.rpc("eth_createAccessList", [
        listed,
        "latest",
        { [storeAt]: { code: "0x600035600055" } },
      ])) as { accessList: unknown };
      expect(lp.accessList).toEqual(la.accessList);
      expect(lp.accessList).toEqual([{ address: storeAt, storageKeys: [word("0")] }]);
      const [, refused] = await askRaw("eth_createAccessList", [
        listed,
        "latest",
        { [storeAt]: { balance: "0x1" } },
      ]);
      expect(refused!.error).toBeUndefined();
    });

    it("eth_simulateV1: a transfer with traceTransfers", async () => {
      const payload = {
        blockStateCalls: [
          {
            stateOverrides: { [RICH]: { balance: "0xde0b6b3a7640000" } },
            calls: [{ from: RICH, to: DEV2, value: "0x2a" }],
          },
        ],
        traceTransfers: true,
      };
      const [a, p] = (await ask("eth_simulateV1", [payload, "latest"])) as SimBlock[][];
      expect(comparable(p!)).toEqual(comparable(a!));
      expect(p![0]!.calls[0]!.logs[0]!.address).toBe("0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee");
    });

    it("eth_simulateV1: nested calls with value, logs and a reverted frame, in execution order", async () => {
      const payload = (traceTransfers: boolean) => ({
        blockStateCalls: [{ stateOverrides: CONTRACTS, calls: [{ from: RICH, to: A, value: "0xa" }] }],
        traceTransfers,
      });
      const [a, p] = (await ask("eth_simulateV1", [payload(false)])) as SimBlock[][];
      expect(comparable(p!)).toEqual(comparable(a!));
      // with traceTransfers: the same but for the transfer into the frame that reverted (A to R,
      // 3 wei), which never happened: geth's tracer drops it with the frame's logs, Anvil 1.7.1 keeps it
      const [ta, tp] = (await ask("eth_simulateV1", [payload(true)])) as SimBlock[][];
      const logs = (blocks: SimBlock[]) => comparable(blocks)[0]!.calls[0]!.logs;
      const intoR = (l: SimLog) => l.topics[2] === word(R);
      expect(logs(tp!).some(intoR)).toBe(false);
      expect(logs(ta!).filter(intoR)).toHaveLength(1);
      const strip = (list: SimLog[]) => list.filter((l) => !intoR(l)).map(({ logIndex: _, ...rest }) => rest);
      expect(strip(logs(tp!))).toEqual(strip(logs(ta!)));
      expect(logs(tp!).map((l) => l.logIndex)).toEqual(["0x0", "0x1", "0x2", "0x3", "0x4"]);
    });

    it("eth_simulateV1: state carried across calls and blocks; Token calls", async () => {
      const transfer = token.encodeFunctionData("transfer", [DEV2, 7n]);
      const balanceOf = token.encodeFunctionData("balanceOf", [DEV2]);
      const payload = {
        blockStateCalls: [
          {
            calls: [
              { from: DEV1, to: tokenAddress, data: transfer },
              { to: tokenAddress, data: balanceOf },
            ],
          },
          {
            stateOverrides: { [READER]: { code: "0x6000353160005260206000f3" } },
            calls: [
              { from: DEV1, to: tokenAddress, data: transfer },
              { to: READER, data: word(DEV2) },
            ],
          },
          { calls: [{ to: tokenAddress, data: balanceOf }] },
        ],
        traceTransfers: true,
        returnFullTransactions: true,
      };
      const [a, p] = (await ask("eth_simulateV1", [payload, "latest"])) as SimBlock[][];
      expect(comparable(p!)).toEqual(comparable(a!));
      expect(BigInt(p![2]!.calls[0]!.returnData)).toBe(14n);
    });

    it("where powgate answers as geth and Anvil 1.7.1 does not", async () => {
      // a REVERT: geth's code 3 with the payload; Anvil -3200 `execution failed`
      const reverting = {
        blockStateCalls: [
          { stateOverrides: { [READER]: { code: "0x60006000fd" } }, calls: [{ to: READER }] },
        ],
      };
      const [ra, rp] = (await ask("eth_simulateV1", [reverting])) as SimBlock[][];
      expect(rp![0]!.calls[0]!.status).toBe(ra![0]!.calls[0]!.status);
      expect(rp![0]!.calls[0]!.error).toEqual({ code: 3, message: "execution reverted", data: "0x" });
      expect(ra![0]!.calls[0]!.error?.code).not.toBe(3);
      // the default block number: geth's base + 1; Anvil 1.7.1 answers another
      const head = BigInt((await both[1]!.rpc("eth_blockNumber")) as string);
      const [na, np] = (await ask("eth_simulateV1", [{ blockStateCalls: [{ calls: [] }] }])) as SimBlock[][];
      expect(BigInt(np![0]!.number)).toBe(head + 1n);
      void na;
      // a gap in block numbers is filled with empty blocks (geth); Anvil returns only the blocks asked for
      const gap = {
        blockStateCalls: [{ blockOverrides: { number: `0x${(head + 3n).toString(16)}` }, calls: [] }],
      };
      const [ga, gp] = (await ask("eth_simulateV1", [gap])) as SimBlock[][];
      expect(gp!.map((b) => BigInt(b.number))).toEqual([head + 1n, head + 2n, head + 3n]);
      expect(ga!.length).toBe(1);
      // validation checks nonces (geth's -38011); Anvil 1.7.1 does not
      const wrongNonce = {
        blockStateCalls: [{ calls: [{ from: DEV2, to: DEV1, nonce: "0x63", maxFeePerGas: "0x174876e800" }] }],
        validation: true,
      };
      const [va, vp] = await askRaw("eth_simulateV1", [wrongNonce]);
      expect(vp!.error?.code).toBe(-38011);
      expect(va!.error).toBeUndefined();
      // no blocks: geth's -32602 `empty input`; Anvil answers []
      const [ea, ep] = await askRaw("eth_simulateV1", [{ blockStateCalls: [] }]);
      expect(ep!.error).toEqual({ code: -32602, message: "empty input" });
      expect(ea!.result).toEqual([]);
      // movePrecompileToAddress: sha256 answers at its new address on powgate; Anvil 1.7.1 ignores the move
      const moved = { "0x0000000000000000000000000000000000000002": { movePrecompileToAddress: READER } };
      const [ma, mp] = await ask("eth_call", [{ to: READER, data: "0x616263" }, "latest", moved]);
      expect(mp).toBe("0xba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
      expect(ma).toBe("0x");
      // state with stateDiff: both refuse it, with their own codes (geth -32000, Anvil -32602)
      const [sa, sp] = await askRaw("eth_call", [
        { to: READER },
        "latest",
        { [READER]: { state: {}, stateDiff: {} } },
      ]);
      expect(sp!.error?.code).toBe(-32000);
      expect(sa!.error?.code).toBe(-32602);
    });
  },
);
