/**
 * `semantics` of the block and account reads that restate other methods: eth_getBlockReceipts
 * against eth_getTransactionReceipt, raw encodings against the hashes they must give.
 */
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { type Check, deepEqual, expectEqual, failWith, firstDifference, show, skip } from "../check.js";
import type { Context } from "../context.js";
import type { Answer } from "../rpc.js";

function check(name: string, run: Check<Context>["run"]): Check<Context> {
  return { group: "semantics", name, run };
}

const keccakHex = (data: unknown) => bytesToHex(keccak_256(hexToBytes(data as `0x${string}`)));

/** The result, or a SKIP when the endpoint does not serve the method (-32601). */
function served(answer: Answer, method: string): unknown {
  if (!answer.ok && answer.error.code === -32601) skip(`${method} not served`);
  if (!answer.ok) failWith(`a result from ${method}`, show(answer.error));
  return answer.result;
}

export const readsChecks: Check<Context>[] = [
  check("block-receipts", async (ctx) => {
    const block = ctx.live().txBlock;
    if (!block) skip("no block with transactions among the recent blocks; give --key to create some");
    const all = served(await ctx.http.call("eth_getBlockReceipts", [block.number]), "eth_getBlockReceipts");
    const one = [];
    for (const hash of block.transactions)
      one.push(await ctx.http.result("eth_getTransactionReceipt", [hash]));
    if (!deepEqual(all, one))
      failWith(
        "eth_getBlockReceipts equal to each eth_getTransactionReceipt",
        firstDifference(all, one) ?? "",
      );
    return `${one.length} receipt(s)`;
  }),
  check("raw-encodings-hash", async (ctx) => {
    const live = ctx.live();
    const header = served(
      await ctx.http.call("debug_getRawHeader", [live.latest.number]),
      "debug_getRawHeader",
    );
    expectEqual(keccakHex(header), live.latest.hash, "keccak256(debug_getRawHeader) = the block hash");
    if (!live.tx) return "no recent transaction";
    const raw = served(
      await ctx.http.call("debug_getRawTransaction", [live.tx.hash]),
      "debug_getRawTransaction",
    );
    expectEqual(keccakHex(raw), live.tx.hash, "keccak256(debug_getRawTransaction) = the transaction hash");
    return undefined;
  }),
];
