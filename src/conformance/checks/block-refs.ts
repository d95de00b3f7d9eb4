/**
 * `semantics`: block references beyond numbers and tags (EIP-1898 and geth): a block hash, the
 * `{blockHash, requireCanonical}` and `{blockNumber}` objects, and the `safe`/`finalized` tags.
 */
import { randomBytes } from "node:crypto";
import { bytesToHex } from "@ethereumjs/util";
import { type Check, expectEqual, expectTrue } from "../check.js";
import type { Context } from "../context.js";
import { describeError } from "../rpc.js";

function check(name: string, run: Check<Context>["run"]): Check<Context> {
  return { group: "semantics", name, run };
}

async function expectErrorCode(ctx: Context, method: string, params: unknown[], code: number, why: string) {
  const error = await ctx.http.error(method, params, `error ${code} (${why})`);
  expectTrue(error.code === code, `error ${code} (${why})`, describeError(error));
}

export function blockRefChecks(): Check<Context>[] {
  return [
    check("block-hash-forms", async (ctx) => {
      const { account, latest } = ctx.live();
      const forms = [
        latest.hash,
        { blockHash: latest.hash },
        { blockHash: latest.hash, requireCanonical: true },
        { blockNumber: latest.number },
      ];
      for (const form of forms) {
        for (const method of ["eth_getBalance", "eth_getTransactionCount", "eth_getCode"]) {
          const at = await ctx.http.result(method, [account, form]);
          const atNumber = await ctx.http.result(method, [account, latest.number]);
          expectEqual(at, atNumber, `${method} at ${JSON.stringify(form)} (at ${latest.number})`);
        }
      }
      const call = { to: account, data: "0x" };
      expectEqual(
        await ctx.http.result("eth_call", [call, { blockHash: latest.hash }]),
        await ctx.http.result("eth_call", [call, latest.number]),
        "eth_call by block hash (by number)",
      );
      return `${forms.length} forms`;
    }),
    check("block-hash-errors", async (ctx) => {
      const { account, latest } = ctx.live();
      const unknown = bytesToHex(randomBytes(32));
      await expectErrorCode(ctx, "eth_getBalance", [account, unknown], -32000, "an unknown block hash");
      await expectErrorCode(
        ctx,
        "eth_getBalance",
        [account, { blockHash: unknown, requireCanonical: true }],
        -32000,
        "an unknown block hash",
      );
      await expectErrorCode(
        ctx,
        "eth_getBalance",
        [account, { blockHash: latest.hash, blockNumber: latest.number }],
        -32602,
        "both blockHash and blockNumber",
      );
      await expectErrorCode(
        ctx,
        "eth_getBalance",
        [account, {}],
        -32602,
        "neither blockHash nor blockNumber",
      );
      const above = `0x${(BigInt(latest.number) + 1000n).toString(16)}`;
      await expectErrorCode(
        ctx,
        "eth_getBalance",
        [account, { blockNumber: above }],
        -32000,
        "header not found: a block above the head",
      );
      return undefined;
    }),
    check("safe-finalized", async (ctx) => {
      const number = async (tag: string) => {
        const block = (await ctx.http.result("eth_getBlockByNumber", [tag, false])) as {
          number: string;
        } | null;
        expectTrue(block !== null, `a block for "${tag}"`, "null");
        return BigInt(block!.number);
      };
      const safe = await number("safe");
      const finalized = await number("finalized");
      const head = await number("latest");
      expectTrue(
        finalized <= safe && safe <= head,
        "finalized <= safe <= latest",
        `finalized ${finalized}, safe ${safe}, latest ${head}`,
      );
      const { account } = ctx.live();
      await ctx.http.result("eth_getBalance", [account, "safe"]);
      await ctx.http.result("eth_getBalance", [account, "finalized"]);
      return `safe ${safe}, finalized ${finalized}, latest ${head}`;
    }),
  ];
}
