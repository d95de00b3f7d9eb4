/**
 * `semantics` checks that send transactions from the --key account (SKIP without it): revert
 * errors of the Probe contract, the -32005 log limit, historical reads around a transfer,
 * client_nextNonce with a queued transaction, nonce too low, calls leaving state alone.
 */
import { encodeArgs, encodeCall, type Hex, revertReasonData, selector } from "../abi.js";
import { type Check, expectEqual, expectTrue, failWith, show } from "../check.js";
import type { Context } from "../context.js";
import { randomAddress } from "../fixtures.js";
import { readBlock } from "../live.js";
import { describeError, type ErrorObject } from "../rpc.js";
import type { Wallet } from "../wallet.js";

const hex = (n: bigint) => `0x${n.toString(16)}`;

/**
 * Init code that emits 10001 empty LOG0s and deploys nothing: PUSH2 10001; JUMPDEST; LOG0(0, 0);
 * counter - 1; JUMPI back while non-zero; STOP. About 4.2M gas, so one transaction is enough.
 */
export const LOG_SPAM_INIT_CODE = "0x6127115b60006000a0600190038060035700";
export const LOG_SPAM_COUNT = 10_001;
export const LOG_LIMIT_MESSAGE = "query returned more than 10000 results";

function check(name: string, run: Check<Context>["run"]): Check<Context> {
  return { group: "semantics", name, run };
}

function wallet(ctx: Context): Wallet {
  ctx.fixtures(); // SKIP without --key, FAIL if the setup failed
  return ctx.wallet!;
}

interface RevertCase {
  readonly name: string;
  readonly data: Hex;
  readonly revertData: string;
  readonly message: (m: string) => boolean;
  readonly wording: string;
}

const REVERTS: readonly RevertCase[] = [
  {
    name: "revert-reason",
    data: encodeCall("failWithReason()"),
    revertData: revertReasonData("probe: reason string"),
    message: (m) => m === "execution reverted: probe: reason string",
    wording: '"execution reverted: probe: reason string"',
  },
  {
    name: "revert-custom-error",
    data: encodeCall("failWithCustomError()"),
    revertData: `${selector("Custom(uint256)")}${encodeArgs(["uint256"], [42n])}`,
    // named by its selector, the arguments as hex (openrpc.json's ExecutionReverted, Anvil's words)
    message: (m) =>
      m ===
      `execution reverted: custom error ${selector("Custom(uint256)")}: ${encodeArgs(["uint256"], [42n])}`,
    wording: '"execution reverted: custom error 0xcb362b34: 00…2a" (the selector, then the arguments as hex)',
  },
  {
    name: "revert-panic",
    data: encodeCall("failWithPanic(uint256)", [0n]),
    revertData: `${selector("Panic(uint256)")}${encodeArgs(["uint256"], [0x12n])}`,
    // geth's wording of Panic(0x12), which openrpc.json adopts
    message: (m) => m === "execution reverted: division or modulo by zero",
    wording: '"execution reverted: division or modulo by zero"',
  },
  {
    name: "revert-empty",
    data: encodeCall("failEmpty()"),
    revertData: "0x",
    message: (m) => m === "execution reverted",
    wording: '"execution reverted"',
  },
];

function revertCheck(c: RevertCase): Check<Context> {
  return check(c.name, async (ctx) => {
    const { probe } = ctx.fixtures();
    const tx = { from: ctx.wallet!.address, to: probe, data: c.data };
    const expected = `error 3, message ${c.wording}, data ${c.revertData}`;
    for (const [method, params] of [
      ["eth_call", [tx, "latest"]],
      ["eth_estimateGas", [tx]],
    ] as const) {
      const error: ErrorObject = await ctx.http.error(method, [...params], `${method}: ${expected}`);
      const ok = error.code === 3 && c.message(error.message) && error.data === c.revertData;
      expectTrue(ok, `${method}: ${expected}`, describeError(error));
    }
    return undefined;
  });
}

export function scenarioChecks(): Check<Context>[] {
  return [
    ...REVERTS.map(revertCheck),
    check("call-no-state-change", async (ctx) => {
      const { probe } = ctx.fixtures();
      const from = ctx.wallet!.address;
      const stored = () =>
        ctx.http.result("eth_call", [{ from, to: probe, data: encodeCall("stored()") }, "latest"]);
      const before = await stored();
      const store = { from, to: probe, data: encodeCall("store(uint256)", [99n]) };
      await ctx.http.result("eth_call", [store, "latest"]);
      await ctx.http.result("eth_estimateGas", [store]);
      expectEqual(await stored(), before, "Probe.stored() after eth_call and eth_estimateGas of store(99)");
      return undefined;
    }),
    check("historical-balance", async (ctx) => {
      const w = wallet(ctx);
      const to = randomAddress();
      const receipt = await w.sendAndWait({ to, value: 12345n, gas: 21_000n });
      const m = BigInt(receipt.blockNumber);
      const balance = async (a: string, b: string) =>
        BigInt((await ctx.http.result("eth_getBalance", [a, b])) as string);
      const nonce = async (b: string) =>
        BigInt((await ctx.http.result("eth_getTransactionCount", [w.address, b])) as string);
      expectEqual(
        await balance(to, hex(m - 1n)),
        0n,
        `recipient balance before the transfer block ${hex(m)}`,
      );
      expectEqual(await balance(to, hex(m)), 12345n, `recipient balance at the transfer block ${hex(m)}`);
      expectEqual(await balance(to, "latest"), 12345n, "recipient balance at latest");
      expectEqual(await balance(to, "earliest"), 0n, "recipient balance at earliest");
      const senderBefore = await balance(w.address, hex(m - 1n));
      const senderAt = await balance(w.address, hex(m));
      expectTrue(
        senderAt !== senderBefore,
        "the sender's balance to differ across the transfer block",
        `${senderAt}`,
      );
      expectEqual(
        (await nonce(hex(m))) - (await nonce(hex(m - 1n))),
        1n,
        "sender nonce increase at the transfer block",
      );
      return undefined;
    }),
    check("next-nonce-queue", async (ctx) => {
      const w = wallet(ctx);
      const next = async () => BigInt((await ctx.http.result("client_nextNonce", [w.address])) as string);
      const n = await next();
      expectEqual(await w.pendingNonce(), n, "eth_getTransactionCount pending (client_nextNonce)");
      const gapped = await w.send({ to: w.address, gas: 21_000n, nonce: n + 1n });
      expectEqual(
        await next(),
        n,
        "client_nextNonce with a queued transaction one nonce ahead (the gap stays)",
      );
      const queued = (await ctx.http.result("eth_getTransactionByHash", [gapped.hash])) as Record<
        string,
        unknown
      >;
      expectTrue(
        queued !== null,
        `eth_getTransactionByHash(${gapped.hash}) to find the queued transaction`,
        "null",
      );
      const notNull = ["blockHash", "blockNumber", "transactionIndex"].filter((f) => queued[f] !== null);
      if (notNull.length)
        failWith("blockHash, blockNumber, transactionIndex null while pending", notNull.join(", "));
      const filler = await w.send({ to: w.address, gas: 21_000n, nonce: n });
      await w.waitForReceipt(filler.hash);
      await w.waitForReceipt(gapped.hash);
      expectEqual(await next(), n + 2n, "client_nextNonce after the gap was filled and both were mined");
      return undefined;
    }),
    check("nonce-too-low", async (ctx) => {
      const w = wallet(ctx);
      const mined = BigInt(
        (await ctx.http.result("eth_getTransactionCount", [w.address, "latest"])) as string,
      );
      const stale = await w.sign({ to: w.address, gas: 21_000n, nonce: mined - 1n });
      const error = await ctx.http.error(
        "eth_sendRawTransaction",
        [stale.raw],
        'error -32000 "nonce too low"',
      );
      expectTrue(
        error.code === -32000 && error.message.includes("nonce too low"),
        'error -32000 with "nonce too low" in its message',
        describeError(error),
      );
      return undefined;
    }),
    check("logs-limit", async (ctx) => {
      const w = wallet(ctx);
      const head = await readBlock(ctx.http, "latest");
      const gas = head.gasLimit < 6_000_000n ? head.gasLimit : 6_000_000n;
      const receipt = await w.sendAndWait({ data: LOG_SPAM_INIT_CODE, gas });
      expectEqual(receipt.logs.length, LOG_SPAM_COUNT, "logs in the receipt of the log-spam transaction");
      const block = { fromBlock: receipt.blockNumber, toBlock: receipt.blockNumber };
      for (const filter of [block, { blockHash: receipt.blockHash }]) {
        const error = await ctx.http.error("eth_getLogs", [filter], `error -32005 "${LOG_LIMIT_MESSAGE}"`);
        expectTrue(
          error.code === -32005 && error.message === LOG_LIMIT_MESSAGE,
          `eth_getLogs(${show(filter)}) over ${LOG_SPAM_COUNT} logs: error -32005 "${LOG_LIMIT_MESSAGE}"`,
          describeError(error),
        );
      }
      const narrowed = { ...block, address: ctx.fixtures().token };
      expectEqual(
        await ctx.http.result("eth_getLogs", [narrowed]),
        [],
        "the same block narrowed to another address",
      );
      return undefined;
    }),
  ];
}
