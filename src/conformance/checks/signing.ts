/**
 * `semantics` checks of the node-account methods: signatures recover to the account that signed,
 * eth_sign and personal_sign agree, an address without a key is refused, and the txpool views agree.
 * Read-only: nothing is sent.
 */
import { randomBytes } from "node:crypto";
import { bytesToHex, ecrecover, hashPersonalMessage, hexToBytes, publicToAddress } from "@ethereumjs/util";
import type { Check } from "../check.js";
import { expectEqual, expectTrue, show, skip } from "../check.js";
import type { Context } from "../context.js";
import { describeError } from "../rpc.js";

function check(name: string, run: Check<Context>["run"]): Check<Context> {
  return { group: "semantics", name, run };
}

/** EIP-712's own example (the Mail of the EIP), with the digest its reference code gives. */
const MAIL = {
  types: {
    EIP712Domain: [
      { name: "name", type: "string" },
      { name: "version", type: "string" },
      { name: "chainId", type: "uint256" },
      { name: "verifyingContract", type: "address" },
    ],
    Person: [
      { name: "name", type: "string" },
      { name: "wallet", type: "address" },
    ],
    Mail: [
      { name: "from", type: "Person" },
      { name: "to", type: "Person" },
      { name: "contents", type: "string" },
    ],
  },
  primaryType: "Mail",
  domain: {
    name: "Ether Mail",
    version: "1",
    chainId: 1,
    verifyingContract: "0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC",
  },
  message: {
    from: { name: "Cow", wallet: "0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826" },
    to: { name: "Bob", wallet: "0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB" },
    contents: "Hello, Bob!",
  },
};
const MAIL_DIGEST = "0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2";

/** The address a 65-byte r ‖ s ‖ v signature of `digest` recovers to (lowercase hex). */
function recover(digest: Uint8Array, signature: unknown): string {
  expectTrue(
    typeof signature === "string" && /^0x[0-9a-f]{128}(1b|1c)$/.test(signature),
    "a 65-byte signature with v 27 or 28",
    show(signature),
  );
  const sig = hexToBytes(signature as `0x${string}`);
  const pub = ecrecover(digest, BigInt(sig[64]), sig.subarray(0, 32), sig.subarray(32, 64));
  return bytesToHex(publicToAddress(pub));
}

async function firstAccount(ctx: Context): Promise<string> {
  const accounts = (await ctx.http.result("eth_accounts", [])) as string[];
  if (!Array.isArray(accounts) || accounts.length === 0)
    skip("eth_accounts is empty: no account to sign with");
  return accounts[0].toLowerCase();
}

export function signingChecks(): Check<Context>[] {
  return [
    check("sign-recovers", async (ctx) => {
      const account = await firstAccount(ctx);
      const message = bytesToHex(randomBytes(24));
      const digest = hashPersonalMessage(hexToBytes(message));
      const ethSign = await ctx.http.result("eth_sign", [account, message]);
      expectEqual(recover(digest, ethSign), account, "eth_sign's signature recovering to the account");
      const personal = await ctx.http.result("personal_sign", [message, account]);
      expectEqual(personal, ethSign, "personal_sign(message, account) equal to eth_sign(account, message)");
      const typed = await ctx.http.result("eth_signTypedData_v4", [account, MAIL]);
      expectEqual(
        recover(hexToBytes(MAIL_DIGEST), typed),
        account,
        "eth_signTypedData_v4 of EIP-712's Mail recovering to the account",
      );
      return undefined;
    }),
    check("unknown-account", async (ctx) => {
      const stranger = bytesToHex(randomBytes(20));
      const error = await ctx.http.error("eth_sign", [stranger, "0x00"], "-32000 unknown account");
      expectTrue(
        error.code === -32000 && error.message === "unknown account",
        "-32000 unknown account for an address without a key",
        describeError(error),
      );
      return undefined;
    }),
    check("txpool-agrees", async (ctx) => {
      type Maps = Record<"pending" | "queued", Record<string, Record<string, unknown>>>;
      const content = (await ctx.http.result("txpool_content", [])) as Maps;
      const status = (await ctx.http.result("txpool_status", [])) as Record<string, string>;
      const inspect = (await ctx.http.result("txpool_inspect", [])) as Maps;
      for (const kind of ["pending", "queued"] as const) {
        const count = Object.values(content[kind]).reduce((n, byNonce) => n + Object.keys(byNonce).length, 0);
        expectEqual(
          BigInt(status[kind]),
          BigInt(count),
          `txpool_status.${kind} equal to txpool_content's count`,
        );
        const keys = (m: Maps) =>
          Object.entries(m[kind]).flatMap(([sender, byNonce]) =>
            Object.keys(byNonce).map((n) => `${sender}/${n}`),
          );
        expectEqual(
          keys(inspect).sort(),
          keys(content).sort(),
          `txpool_inspect.${kind} naming the same transactions`,
        );
      }
      return undefined;
    }),
  ];
}
