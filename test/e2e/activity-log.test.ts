// The node's own output (src/activity-log.ts) as records, checked against what the node answers over
// JSON-RPC: a block record and a transaction record per mined transaction (from, to or the created
// contract, gas used, status, revert reason or custom error selector), console.log records after
// their transaction's, one record for a burst of empty blocks, and the runtime switch that
// hardhat_setLoggingEnabled flips (RunningNode.logging, RpcDeps.logging).
import { Writable } from "node:stream";
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_RUN_GAP_MS } from "../../src/activity-log.js";
import { createLogger, formatLine, type Logger } from "../../src/log.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { call, rpc } from "../events/helpers.js";
import { contractInterface, deployData } from "../helpers/chain.js";

const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const probe = contractInterface("Probe");
const tracing = contractInterface("Tracing");

type LogRecord = Record<string, unknown>;
interface Receipt {
  transactionHash: string;
  blockHash: string;
  blockNumber: string;
  from: string;
  to: string | null;
  contractAddress: string | null;
  gasUsed: string;
  status: string;
}

let node: RunningNode;
let logger: Logger;
const records: LogRecord[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split("\n")) if (line) records.push(JSON.parse(line));
      cb();
    },
  });
  logger = createLogger({ level: "info", destination });
  node = await startNode({ dataDir: null, port: 0, logger });
});
afterAll(() => node.close());

/** Sends from dev account 0 and returns the receipt (automine: mined when answered). */
async function send(tx: Record<string, string>): Promise<Receipt> {
  const answer = await rpc(node.url, "eth_sendTransaction", [{ from: DEV0, gas: "0x2dc6c0", ...tx }]);
  // a revert answers code 3 without the hash: the newest transaction of the head is it
  const hash =
    (answer.result as string | undefined) ??
    (await call<{ transactions: string[] }>(node.url, "eth_getBlockByNumber", ["latest", false]))
      .transactions[0];
  return call<Receipt>(node.url, "eth_getTransactionReceipt", [hash]);
}

const txRecord = (hash: string) => records.find((r) => r.event === "transaction" && r.hash === hash);

describe("the node's block and transaction records", () => {
  let probeAddress: string;

  it("a transfer: its block, then the transaction with the receipt's values", async () => {
    const receipt = await send({ to: DEV1, value: "0x1" });
    const block = records.findIndex((r) => r.event === "block" && r.hash === receipt.blockHash);
    expect(records[block]).toMatchObject({
      level: 30,
      number: Number(receipt.blockNumber),
      transactions: 1,
      gasUsed: Number(receipt.gasUsed),
    });
    expect(records[block + 1]).toMatchObject({
      event: "transaction",
      hash: receipt.transactionHash,
      block: Number(receipt.blockNumber),
      from: receipt.from,
      to: receipt.to,
      gasUsed: Number(receipt.gasUsed),
      status: 1,
    });
    expect(records[block + 1]).not.toHaveProperty("error");
  });

  it("a creation names the created contract", async () => {
    const receipt = await send({ data: deployData("Probe") });
    probeAddress = receipt.contractAddress!;
    expect(txRecord(receipt.transactionHash)).toMatchObject({
      to: null,
      contractAddress: receipt.contractAddress,
      gasUsed: Number(receipt.gasUsed),
      status: 1,
    });
  });

  it("a revert carries the reason the node's error names, or a custom error's selector", async () => {
    const data = probe.encodeFunctionData("failWithReason", []);
    const failed = await rpc(node.url, "eth_sendTransaction", [
      { from: DEV0, to: probeAddress, data, gas: "0x30d40" },
    ]);
    // (the node's error names the transaction, so that a client reaches its receipt)
    expect(failed.error?.message).toMatch(
      /^execution reverted: probe: reason string \(transaction 0x[0-9a-f]{64}\)$/,
    );
    const reverted = await send({ to: probeAddress, data });
    expect(reverted.status).toBe("0x0");
    expect(txRecord(reverted.transactionHash)).toMatchObject({
      status: 0,
      error: "execution reverted",
      reason: "probe: reason string",
    });

    const custom = await send({
      to: probeAddress,
      data: probe.encodeFunctionData("failWithCustomError", []),
    });
    // the selector as ethers computes it from the ABI: keccak256("Custom(uint256)")[0..4]
    const selector = new Interface(["error Custom(uint256 code)"]).getError("Custom")!.selector;
    expect(txRecord(custom.transactionHash)).toMatchObject({
      status: 0,
      error: "execution reverted",
      selector,
    });
    expect(txRecord(custom.transactionHash)).not.toHaveProperty("reason");

    const panic = await send({ to: probeAddress, data: probe.encodeFunctionData("failWithPanic", [0]) });
    expect(txRecord(panic.transactionHash)).toMatchObject({ reason: "division or modulo by zero" });
  });

  it("console.log records come right after their transaction's", async () => {
    const deployed = await send({ data: deployData("Tracing") });
    const receipt = await send({
      to: deployed.contractAddress!,
      data: tracing.encodeFunctionData("logs", []),
    });
    const at = records.indexOf(txRecord(receipt.transactionHash)!);
    expect(records.slice(at + 1, at + 3)).toMatchObject([
      { console: "transaction", tx: receipt.transactionHash, msg: "counter is 1" },
      { console: "transaction", tx: receipt.transactionHash, msg: DEV0 },
    ]);
  });

  it("a burst of empty blocks is its first block's record and one record for the rest", async () => {
    const before = records.length;
    const start = Number(await call<string>(node.url, "eth_blockNumber"));
    await call(node.url, "hardhat_mine", ["0x32"]);
    const head = await call<{ hash: string }>(node.url, "eth_getBlockByNumber", ["latest", false]);
    await sleep(EMPTY_RUN_GAP_MS * 3);
    const blockRecords = records.slice(before).filter((r) => r.event === "block" || r.event === "blocks");
    expect(blockRecords).toMatchObject([
      { event: "block", number: start + 1, transactions: 0 },
      { event: "blocks", from: start + 2, to: start + 50, count: 49, hash: head.hash },
    ]);
  });

  it("logging off (hardhat_setLoggingEnabled): no info records, warnings still; on again: records", async () => {
    node.logging.enabled = false;
    try {
      const before = records.length;
      await send({ to: DEV1, value: "0x1" });
      logger.info("an info line");
      logger.warn("a warning");
      expect(records.slice(before)).toMatchObject([{ level: 40, msg: "a warning" }]);
      expect(node.logging.enabled).toBe(false);
    } finally {
      node.logging.enabled = true;
    }
    const receipt = await send({ to: DEV1, value: "0x1" });
    expect(txRecord(receipt.transactionHash)).toBeDefined();
  });
});

describe("their terminal lines", () => {
  const line = (rec: LogRecord) => formatLine(JSON.stringify({ level: 30, time: 0, ...rec }));

  it("draws a block, a transaction and its console.log as one line each", () => {
    expect(line({ event: "block", number: 7, hash: "0xab", transactions: 2, gasUsed: 1514326 })).toBe(
      "00:00:00.000 block 7  0xab  2 transactions, gas 1,514,326",
    );
    expect(
      line({ event: "block", number: 8, hash: "0xcd", transactions: 0, gasUsed: 0, chain: "side" }),
    ).toBe("00:00:00.000 block 8  0xcd  empty (side chain)");
    expect(
      line({
        event: "transaction",
        hash: "0x01",
        from: DEV0,
        to: null,
        contractAddress: DEV1,
        gasUsed: 21000,
        status: 1,
      }),
    ).toBe(`00:00:00.000   tx 0x01  from ${DEV0}  created ${DEV1}  gas 21,000  ok`);
    expect(
      line({
        event: "transaction",
        hash: "0x02",
        from: DEV0,
        to: DEV1,
        gasUsed: 5,
        status: 0,
        error: "execution reverted",
        selector: "0xcb362b34",
      }),
    ).toBe(`00:00:00.000   tx 0x02  from ${DEV0}  to ${DEV1}  gas 5  reverted: custom error 0xcb362b34`);
    expect(
      line({
        event: "transaction",
        hash: "0x03",
        from: DEV0,
        to: DEV1,
        gasUsed: 5,
        status: 0,
        error: "out of gas",
      }),
    ).toBe(`00:00:00.000   tx 0x03  from ${DEV0}  to ${DEV1}  gas 5  failed: out of gas`);
    expect(line({ console: "transaction", tx: "0x01", block: 1, msg: "counter is 1" })).toBe(
      "00:00:00.000     console.log: counter is 1",
    );
    expect(line({ console: "eth_call", msg: "hi" })).toBe("00:00:00.000 console.log (eth_call): hi");
  });

  it("shows what a contract wrote without the control characters a terminal obeys", () => {
    expect(line({ console: "eth_call", msg: "\u001b[2Jcleared\u0007" })).toBe(
      "00:00:00.000 console.log (eth_call): \\x1b[2Jcleared\\x07",
    );
    expect(
      line({
        event: "transaction",
        hash: "0x04",
        from: DEV0,
        to: DEV1,
        gasUsed: 1,
        status: 0,
        error: "execution reverted",
        reason: "a\rb",
      }),
    ).toMatch(/reverted: a\\x0db$/);
  });

  it("keeps other records as before: time, level, message, fields", () => {
    expect(line({ msg: "JSON-RPC server listening", url: "http://x" })).toBe(
      '00:00:00.000 INFO  JSON-RPC server listening url="http://x"',
    );
  });
});
