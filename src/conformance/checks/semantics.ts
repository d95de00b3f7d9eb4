/**
 * `semantics`: rules of the interface spec that a schema cannot express. The read-only ones are
 * here; the ones that send transactions (--key) are in scenarios.ts.
 */
import { randomBytes } from "node:crypto";
import { bytesToHex } from "@ethereumjs/util";
import {
  type Check,
  deepEqual,
  expectEqual,
  expectTrue,
  failWith,
  firstDifference,
  show,
  skip,
} from "../check.js";
import type { Context } from "../context.js";
import { type BlockInfo, readBlock } from "../live.js";
import { describeError } from "../rpc.js";
import { blockRefChecks } from "./block-refs.js";
import { readsChecks } from "./reads.js";
import { scenarioChecks } from "./scenarios.js";
import { signingChecks } from "./signing.js";

const hex = (n: bigint) => `0x${n.toString(16)}`;

/** The most logs one eth_getLogs query may return (interface spec, section 8). */
const LOG_LIMIT = 10_000;

function check(name: string, run: Check<Context>["run"]): Check<Context> {
  return { group: "semantics", name, run };
}

async function expectErrorCode(ctx: Context, method: string, params: unknown[], code: number, why: string) {
  const error = await ctx.http.error(method, params, `error ${code} (${why})`);
  expectTrue(error.code === code, `error ${code} (${why})`, describeError(error));
  return error;
}

type LogJson = Record<string, unknown>;

/** The logs of a block as its receipts list them, in order. */
async function receiptLogs(ctx: Context, block: BlockInfo): Promise<LogJson[]> {
  const logs: LogJson[] = [];
  for (const hash of block.transactions) {
    const receipt = (await ctx.http.result("eth_getTransactionReceipt", [hash])) as {
      logs?: LogJson[];
    } | null;
    expectTrue(
      receipt !== null && Array.isArray(receipt.logs),
      `a receipt with logs for ${hash}`,
      show(receipt),
    );
    logs.push(...receipt.logs);
  }
  return logs;
}

function expectSameLogs(got: unknown, expected: LogJson[], query: string): void {
  if (!deepEqual(got, expected))
    failWith(
      `eth_getLogs(${query}) equal to the receipts' ${expected.length} logs`,
      firstDifference(got, expected) ?? show(got),
    );
}

const readOnly: Check<Context>[] = [
  check("pending-block-nulls", async (ctx) => {
    const block = (await ctx.http.result("eth_getBlockByNumber", ["pending", false])) as Record<
      string,
      unknown
    > | null;
    expectTrue(block !== null && typeof block === "object", "a pending block object", show(block));
    const notNull = ["number", "hash", "nonce", "logsBloom"].filter((f) => block[f] !== null);
    if (notNull.length)
      failWith(
        "number, hash, nonce and logsBloom null in the pending block",
        notNull.map((f) => `${f} ${show(block[f])}`).join(", "),
      );
    return undefined;
  }),
  check("blockhash-exclusive", async (ctx) => {
    const { latest } = ctx.live();
    for (const extra of [{ fromBlock: latest.number }, { toBlock: "latest" }]) {
      const filter = { blockHash: latest.hash, ...extra };
      await expectErrorCode(ctx, "eth_getLogs", [filter], -32602, `blockHash with ${Object.keys(extra)[0]}`);
    }
    return undefined;
  }),
  check("gas-cap", async (ctx) => {
    const live = ctx.live();
    const block = await readBlock(ctx.http, "latest");
    const cap = block.gasLimit * 10n;
    const call = {
      from: live.account,
      to: live.contract ?? live.other,
      gas: hex(block.gasLimit * 20n),
      data: live.callData,
    };
    const answer = await ctx.http.call("eth_call", [call, "latest"]);
    if (!answer.ok)
      failWith(`eth_call with gas 20x the block gas limit capped, not rejected`, describeError(answer.error));
    const estimate = await ctx.http.call("eth_estimateGas", [call]);
    if (!estimate.ok)
      failWith(
        `eth_estimateGas with gas 20x the block gas limit capped, not rejected`,
        describeError(estimate.error),
      );
    const gas = BigInt(estimate.result as string);
    expectTrue(gas <= cap, `an estimate at most the cap (10 x ${block.gasLimit})`, `${gas}`);
    return undefined;
  }),
  check("next-nonce", async (ctx) => {
    const { account } = ctx.live();
    const next = await ctx.http.result("client_nextNonce", [account]);
    const pending = await ctx.http.result("eth_getTransactionCount", [account, "pending"]);
    expectEqual(next, pending, `client_nextNonce(${account}) (eth_getTransactionCount pending)`);
    return undefined;
  }),
  check("get-work", async (ctx) => {
    const answer = await ctx.http.call("eth_getWork");
    if (answer.ok) {
      const why = ctx.methods.get("eth_getWork")?.validateResult(answer.result);
      expectTrue(!why, "a work array of 3 32-byte hashes", `${why}: ${show(answer.result)}`);
      return "served work";
    }
    const { code, message } = answer.error;
    expectTrue(
      code === -32000 && message === "no mining work available yet",
      'a work array, or error -32000 "no mining work available yet"',
      describeError(answer.error),
    );
    return undefined;
  }),
  check("submit-work-garbage", async (ctx) => {
    const garbage = ["0x0000000000000001", bytesToHex(randomBytes(32)), bytesToHex(randomBytes(32))];
    const result = await ctx.http.result("eth_submitWork", garbage);
    expectEqual(result, false, "eth_submitWork of a made-up solution");
    return undefined;
  }),
  check("historical-reads", async (ctx) => {
    const { account } = ctx.live();
    const n = BigInt((await ctx.http.result("eth_blockNumber")) as string);
    const atNumber = await ctx.http.result("eth_getBalance", [account, hex(n)]);
    const atLatest = await ctx.http.result("eth_getBalance", [account, "latest"]);
    const after = BigInt((await ctx.http.result("eth_blockNumber")) as string);
    if (after === n)
      expectEqual(atNumber, atLatest, `eth_getBalance at ${hex(n)} (at latest, the same block)`);
    const earliest = await ctx.http.result("eth_getBalance", [account, "earliest"]);
    expectEqual(
      await ctx.http.result("eth_getBalance", [account, "0x0"]),
      earliest,
      "eth_getBalance at 0x0 (at earliest)",
    );
    await expectErrorCode(
      ctx,
      "eth_getBalance",
      [account, hex(after + 1000n)],
      -32000,
      "header not found: a block above the head",
    );
    return undefined;
  }),
  check("logs-match-receipts", async (ctx) => {
    const live = ctx.live();
    const blocks = [live.logBlock, live.txBlock].filter(
      (b, i, all): b is BlockInfo => b !== undefined && all.findIndex((x) => x?.hash === b.hash) === i,
    );
    if (blocks.length === 0)
      skip("no block with transactions among the recent blocks; give --key to create some");
    let compared = 0;
    for (const block of blocks) {
      const expected = await receiptLogs(ctx, block);
      const range = { fromBlock: block.number, toBlock: block.number };
      if (expected.length > LOG_LIMIT) {
        // More logs than one query may return: the limit error is the contract's answer.
        const error = await ctx.http.error(
          "eth_getLogs",
          [range],
          `error -32005 for ${expected.length} logs`,
        );
        expectTrue(error.code === -32005, `error -32005 for ${expected.length} logs`, describeError(error));
        continue;
      }
      expectSameLogs(await ctx.http.result("eth_getLogs", [range]), expected, show(range));
      expectSameLogs(
        await ctx.http.result("eth_getLogs", [{ blockHash: block.hash }]),
        expected,
        "{blockHash}",
      );
      const first = expected[0];
      if (first) {
        const narrow = { ...range, address: first.address, topics: [(first.topics as string[])[0] ?? null] };
        const want = expected.filter(
          (l) => l.address === first.address && (l.topics as string[])[0] === (first.topics as string[])[0],
        );
        expectSameLogs(await ctx.http.result("eth_getLogs", [narrow]), want, show(narrow));
      }
      compared += expected.length;
    }
    return `${compared} logs in ${blocks.length} block(s)`;
  }),
  check("lookups-agree", async (ctx) => {
    const live = ctx.live();
    const byNumber = await ctx.http.result("eth_getBlockByNumber", [live.latest.number, true]);
    const byHash = await ctx.http.result("eth_getBlockByHash", [live.latest.hash, true]);
    if (!deepEqual(byHash, byNumber))
      failWith(
        "eth_getBlockByHash equal to eth_getBlockByNumber for the same block",
        firstDifference(byHash, byNumber) ?? "",
      );
    if (!live.tx || !live.txBlock) return "no recent transaction to look up";
    const tx = await ctx.http.result("eth_getTransactionByHash", [live.tx.hash]);
    const byIndex = await ctx.http.result("eth_getTransactionByBlockHashAndIndex", [
      live.txBlock.hash,
      live.tx.index,
    ]);
    const byNumberIndex = await ctx.http.result("eth_getTransactionByBlockNumberAndIndex", [
      live.txBlock.number,
      live.tx.index,
    ]);
    for (const [what, other] of [
      ["eth_getTransactionByBlockHashAndIndex", byIndex],
      ["eth_getTransactionByBlockNumberAndIndex", byNumberIndex],
    ] as const)
      if (!deepEqual(other, tx))
        failWith(`${what} equal to eth_getTransactionByHash`, firstDifference(other, tx) ?? "");
    const receipt = (await ctx.http.result("eth_getTransactionReceipt", [live.tx.hash])) as Record<
      string,
      unknown
    >;
    expectEqual(
      [receipt?.blockHash, receipt?.blockNumber, receipt?.transactionIndex],
      [live.txBlock.hash, live.txBlock.number, live.tx.index],
      "the receipt's blockHash, blockNumber, transactionIndex",
    );
    return undefined;
  }),
];

export function semanticsChecks(): Check<Context>[] {
  return [...readOnly, ...blockRefChecks(), ...readsChecks, ...signingChecks(), ...scenarioChecks()];
}
