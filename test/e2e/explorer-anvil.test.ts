/**
 * trace_* and ots_* against Anvil 1.7.1 (from npm in test/e2e/anvil, installed by `.ci/run`): the same
 * transactions on both nodes (each mined in its own block, explicit gas), then every answer compared
 * field by field after naming each node's transaction and block hashes alike. The differences are the
 * decided ones (docs/guide/explorer.md): powgate's blocks end with proof-of-work reward traces (Anvil
 * has none: checked against core-geth's rule instead), its issuance is the real one, its block fields
 * are a proof-of-work chain's; Anvil turns the transfer into a contract that self-destructs into the
 * selfdestruct only, powgate lists both as Erigon does.
 */
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { anvilInstalled, startAnvil } from "../helpers/anvil.js";
import { type Rpc, rpcClient } from "../helpers/built-cli.js";

const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const tracing = new Interface(artifacts.Tracing.abi);
const callee = new Interface(artifacts.Callee.abi);
/** runtime: STATICCALL ecrecover (a precompile) with no input, then SELFDESTRUCT to DEV1 */
const RUNTIME = `600060006000600060015afa5073${DEV1.slice(2)}ff`;
const SELF_DESTRUCTS = `0x60${(RUNTIME.length / 2).toString(16)}600c60003960${(RUNTIME.length / 2).toString(16)}6000f3${RUNTIME}`;

/** One node's run of the scenario: its transaction hashes by name and block numbers. */
interface Run {
  rpc: Rpc;
  tx: Record<string, string>;
  block: Record<string, number>;
  /** every hash of this node → a name shared by both nodes */
  names: Map<string, string>;
}

const STEPS: [string, (addr: Record<string, string>) => Record<string, unknown>][] = [
  ["deployCallee", () => ({ data: artifacts.Callee.bytecode, gas: "0x100000" })],
  ["deployTracing", () => ({ data: artifacts.Tracing.bytecode, gas: "0x300000" })],
  [
    "nested",
    (a) => ({
      to: a.tracing,
      data: tracing.encodeFunctionData("nested", [a.callee, 5]),
      value: "0x10",
      gas: "0x100000",
    }),
  ],
  ["create", (a) => ({ to: a.tracing, data: tracing.encodeFunctionData("create", [7]), gas: "0x200000" })],
  [
    "create2",
    (a) => ({
      to: a.tracing,
      data: tracing.encodeFunctionData("create2", [`0x${"11".repeat(32)}`]),
      gas: "0x200000",
    }),
  ],
  [
    "innerRevert",
    (a) => ({ to: a.tracing, data: tracing.encodeFunctionData("innerRevert", [a.callee]), gas: "0x100000" }),
  ],
  [
    "outerRevert",
    (a) => ({ to: a.tracing, data: tracing.encodeFunctionData("outerRevert", [a.callee]), gas: "0x100000" }),
  ],
  [
    "delegate",
    (a) => ({ to: a.tracing, data: tracing.encodeFunctionData("delegate", [a.callee, 3]), gas: "0x100000" }),
  ],
  ["outOfGas", (a) => ({ to: a.callee, data: callee.encodeFunctionData("spin"), gas: "0x10000" })],
  ["deploySelfDestructs", () => ({ data: SELF_DESTRUCTS, value: "0x7", gas: "0x30000" })],
  ["selfDestruct", (a) => ({ to: a.selfDestructs, value: "0x5", gas: "0x30000" })],
  ["transfer", () => ({ to: DEV1, value: "0x9", gas: "0x5208" })],
];

/** Each step sent and mined in a block of its own (automine off: a revert is mined, not refused). */
async function runScenario(rpc: Rpc): Promise<Run> {
  await rpc("evm_setAutomine", [false]);
  const run: Run = { rpc, tx: {}, block: {}, names: new Map() };
  const addr: Record<string, string> = {};
  for (const [name, build] of STEPS) {
    const hash = (await rpc("eth_sendTransaction", [{ from: DEV0, ...build(addr) }])) as string;
    await rpc("evm_mine");
    const receipt = (await rpc("eth_getTransactionReceipt", [hash])) as {
      contractAddress: string | null;
      blockNumber: string;
      blockHash: string;
    };
    run.tx[name] = hash;
    run.block[name] = Number(receipt.blockNumber);
    run.names.set(hash, `tx:${name}`);
    run.names.set(receipt.blockHash, `block:${name}`);
    if (name === "deployCallee") addr.callee = receipt.contractAddress!;
    if (name === "deployTracing") addr.tracing = receipt.contractAddress!;
    if (name === "deploySelfDestructs") addr.selfDestructs = receipt.contractAddress!;
  }
  await rpc("evm_setAutomine", [true]);
  return run;
}

/** Hashes named alike on both nodes, so that the answers compare field by field. */
function named(run: Run, value: unknown): unknown {
  if (typeof value === "string") return run.names.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => named(run, v));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, named(run, v)]));
  return value;
}

interface Trace {
  type: string;
  action: Record<string, string>;
  transactionHash: string | null;
}

describe.runIf(process.platform === "linux" && process.arch === "x64")(
  "explorer API: powgate and Anvil",
  () => {
    let anvil: { url: string; process: ChildProcess };
    let node: RunningNode;
    let a: Run;
    let p: Run;
    /** The same request to both (with each node's own hashes where `args` names them). */
    const ask = async (method: string, args: (run: Run) => unknown[]) => {
      const [x, y] = await Promise.all([a, p].map((run) => run.rpc(method, args(run))));
      return [named(a, x), named(p, y)] as const;
    };

    beforeAll(async () => {
      if (!anvilInstalled())
        throw new Error(`no anvil binary: run npm ci in ${join(import.meta.dirname, "anvil")}`);
      anvil = await startAnvil();
      node = await startNode({ dataDir: null, port: 0, logLevel: "silent", validateResults: true });
      [a, p] = await Promise.all([runScenario(rpcClient(anvil.url)), runScenario(rpcClient(node.url))]);
    }, 120_000);
    afterAll(async () => {
      anvil?.process.kill();
      await node?.close();
    });

    it("trace_transaction: every transaction's flat traces are Anvil's", async () => {
      for (const name of Object.keys(a.tx)) {
        const [x, y] = await ask("trace_transaction", (run) => [run.tx[name]]);
        expect(y, name).toEqual(x);
      }
      // the shapes worth seeing are there: a revert with its result, an out-of-gas without, a suicide,
      // a precompile call, a create2
      const [, outer] = await ask("trace_transaction", (run) => [run.tx.outerRevert]);
      expect((outer as { error?: string }[])[0]!.error).toBe("Reverted");
      const [, oog] = await ask("trace_transaction", (run) => [run.tx.outOfGas]);
      expect(oog).toMatchObject([{ error: "Out of gas", result: null }]);
      const [, sd] = (await ask("trace_transaction", (run) => [run.tx.selfDestruct])) as unknown as Trace[][];
      expect(sd!.map((t) => t.type)).toEqual(["call", "call", "suicide"]);
      expect(sd![1]!.action.to).toBe("0x0000000000000000000000000000000000000001");
    });

    it("trace_block: Anvil's traces, then one block reward of 2 ether to the miner (core-geth's rule, Constantinople on)", async () => {
      for (const name of ["nested", "create", "outerRevert"]) {
        const [x, y] = (await ask("trace_block", (run) => [
          `0x${run.block[name]!.toString(16)}`,
        ])) as unknown as Trace[][];
        const rewards = y!.filter((t) => t.type === "reward");
        expect(
          y!.filter((t) => t.type !== "reward"),
          name,
        ).toEqual(x);
        expect(rewards).toEqual([
          expect.objectContaining({
            action: { author: DEV0, rewardType: "block", value: "0x1bc16d674ec80000" },
            result: null,
            transactionHash: null,
            transactionPosition: null,
            traceAddress: [],
            subtraces: 0,
          }),
        ]);
      }
    });

    it("trace_filter: Anvil's matches for a recipient and a sender, rewards aside", async () => {
      const range = (run: Run) => ({
        fromBlock: `0x${run.block.deployCallee!.toString(16)}`,
        toBlock: `0x${run.block.transfer!.toString(16)}`,
      });
      const calleeOf = async (run: Run) =>
        ((await run.rpc("eth_getTransactionReceipt", [run.tx.deployCallee])) as { contractAddress: string })
          .contractAddress;
      const [ca, cp] = await Promise.all([calleeOf(a), calleeOf(p)]);
      const [x, y] = await ask("trace_filter", (run) => [
        { ...range(run), toAddress: [run === a ? ca : cp] },
      ]);
      expect(y).toEqual(x);
      expect((y as unknown[]).length).toBeGreaterThan(3);
      const [x2, y2] = (await ask("trace_filter", (run) => [
        { ...range(run), fromAddress: [run === a ? ca : cp], after: 0, count: 5 },
      ])) as unknown as Trace[][];
      expect(y2).toEqual(x2);
    });

    it("ots_traceTransaction, ots_getTransactionError: Anvil's answers", async () => {
      for (const name of [
        "nested",
        "innerRevert",
        "outerRevert",
        "delegate",
        "selfDestruct",
        "transfer",
        "outOfGas",
      ]) {
        const [x, y] = await ask("ots_traceTransaction", (run) => [run.tx[name]]);
        expect(y, name).toEqual(x);
        const [ex, ey] = await ask("ots_getTransactionError", (run) => [run.tx[name]]);
        expect(ey, name).toEqual(ex);
      }
    });

    it("ots_getInternalOperations: Anvil's answers, but a self-destructing callee's transfer is kept", async () => {
      for (const name of [
        "nested",
        "create",
        "create2",
        "deployCallee",
        "transfer",
        "delegate",
        "innerRevert",
      ]) {
        const [x, y] = await ask("ots_getInternalOperations", (run) => [run.tx[name]]);
        expect(y, name).toEqual(x);
      }
      const [x, y] = (await ask("ots_getInternalOperations", (run) => [run.tx.selfDestruct])) as unknown as {
        type: number;
      }[][];
      // Anvil lists only the selfdestruct; the transfer into the contract happened too (Erigon lists it)
      expect(y!.map((o) => o.type)).toEqual([0, 1]);
      expect(y![1]).toEqual(x![0]);
    });

    it("ots_searchTransactionsBefore/After, ots_getContractCreator, ots_getTransactionBySenderAndNonce: Anvil's", async () => {
      const calleeOf = async (run: Run) =>
        ((await run.rpc("eth_getTransactionReceipt", [run.tx.deployCallee])) as { contractAddress: string })
          .contractAddress;
      const addr = { a: await calleeOf(a), p: await calleeOf(p) };
      const who = (run: Run) => (run === a ? addr.a : addr.p);
      const hashesOf = (page: unknown) => (page as { txs: { hash: string }[] }).txs.map((t) => t.hash);
      for (const method of ["ots_searchTransactionsBefore", "ots_searchTransactionsAfter"]) {
        const [x, y] = await ask(method, (run) => [who(run), 0, 25]);
        expect(hashesOf(y), method).toEqual(hashesOf(x));
        expect(hashesOf(y)).toContain("tx:innerRevert"); // reached only by a reverted internal call
        const flags = (page: unknown) => {
          const { firstPage, lastPage } = page as { firstPage: boolean; lastPage: boolean };
          return { firstPage, lastPage };
        };
        expect(flags(y)).toEqual(flags(x));
      }
      const [cx, cy] = await ask("ots_getContractCreator", (run) => [who(run)]);
      expect(cy).toEqual(cx);
      expect(cy).toEqual({ hash: "tx:deployCallee", creator: DEV0 });
      const [nx, ny] = await ask("ots_getTransactionBySenderAndNonce", () => [DEV0, 2]);
      expect(ny).toEqual(nx);
      const [hx, hy] = await ask("ots_hasCode", (run) => [who(run), "latest"]);
      expect([hx, hy]).toEqual([true, true]);
    });

    it("ots_getBlockDetails and ots_getBlockTransactions: Anvil's counts and fee sums; proof of work's issuance", async () => {
      const at = (run: Run) => run.block.nested!;
      const [x, y] = (await ask("ots_getBlockDetails", (run) => [at(run)])) as unknown as {
        block: Record<string, unknown>;
        issuance: Record<string, string>;
        totalFees: string;
      }[];
      expect(y!.block.transactionCount).toBe(x!.block.transactionCount);
      expect(y!.block.hash).toBe("block:nested");
      expect(y!.issuance).toEqual({
        blockReward: "0x1bc16d674ec80000",
        uncleReward: "0x0",
        issuance: "0x1bc16d674ec80000",
      });
      expect(x!.issuance).toEqual({ blockReward: "0x0", uncleReward: "0x0", issuance: "0x0" });
      // each node's fees are its receipts' gasUsed x effectiveGasPrice (their base fees differ)
      for (const [run, details] of [
        [a, x],
        [p, y],
      ] as const) {
        const r = (await run.rpc("eth_getTransactionReceipt", [run.tx.nested])) as {
          gasUsed: string;
          effectiveGasPrice: string;
        };
        expect(BigInt(details!.totalFees)).toBe(BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice));
      }
      const [tx, ty] = (await ask("ots_getBlockTransactions", (run) => [at(run), 0, 10])) as unknown as {
        fullblock: { transactions: { input: string; hash: string }[]; transactionCount: number };
        receipts: { timestamp: string; transactionHash: string }[];
      }[];
      expect(ty!.fullblock.transactions.map((t) => [t.hash, t.input])).toEqual(
        tx!.fullblock.transactions.map((t) => [t.hash, t.input]),
      );
      expect(ty!.fullblock.transactionCount).toBe(tx!.fullblock.transactionCount);
      expect(ty!.receipts.map((r) => r.transactionHash)).toEqual(tx!.receipts.map((r) => r.transactionHash));
      expect(typeof ty!.receipts[0]!.timestamp).toBe("string");
      const [hx, hy] = (await ask("erigon_getHeaderByNumber", (run) => [at(run)])) as unknown as {
        transactions: string[];
      }[];
      expect(hy!.transactions).toEqual(hx!.transactions);
      expect(await ask("ots_getApiLevel", () => [])).toEqual([8, 8]);
    });
  },
);
