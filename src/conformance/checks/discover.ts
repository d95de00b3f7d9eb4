/**
 * `discover`: the endpoint's own `rpc.discover` document, if it serves one, against ours: the
 * same method names, and the same param names in the same order. SKIP when it is not served.
 */
import { type Check, expectTrue, failWith, show, skip } from "../check.js";
import type { Context } from "../context.js";
import type { OpenRpcDocument } from "../inputs.js";
import { describeError, UNSUPPORTED_CODES } from "../rpc.js";

const NOT_SERVED = /does not exist|not (supported|available|found)/i;

async function served(ctx: Context): Promise<OpenRpcDocument> {
  const answer = await ctx.http.call("rpc.discover");
  if (!answer.ok) {
    // Some nodes answer unknown methods with a wrong code (the envelope checks flag that); a
    // message saying the method does not exist still means "not served" here.
    if (UNSUPPORTED_CODES.includes(answer.error.code) || NOT_SERVED.test(answer.error.message))
      skip(`rpc.discover not served (${describeError(answer.error)})`);
    failWith("rpc.discover to answer with a document", describeError(answer.error));
  }
  const doc = answer.result as OpenRpcDocument | null;
  expectTrue(
    typeof doc === "object" && doc !== null && Array.isArray(doc.methods),
    "an OpenRPC document with a methods array",
    show(doc),
  );
  return doc;
}

function difference(a: Iterable<string>, b: ReadonlySet<string>): string[] {
  return [...a].filter((x) => !b.has(x));
}

export function discoverChecks(): Check<Context>[] {
  return [
    {
      group: "discover",
      name: "method-names",
      async run(ctx) {
        const theirs = new Set((await served(ctx)).methods.map((m) => m.name));
        const ours = new Set(ctx.document.methods.map((m) => m.name));
        const missing = difference(ours, theirs);
        const extra = difference(theirs, ours);
        if (missing.length || extra.length)
          failWith(
            `the ${ours.size} methods of our openrpc.json`,
            [missing.length && `missing ${missing.join(", ")}`, extra.length && `extra ${extra.join(", ")}`]
              .filter(Boolean)
              .join("; "),
          );
        return undefined;
      },
    },
    {
      group: "discover",
      name: "param-names",
      async run(ctx) {
        const theirs = new Map((await served(ctx)).methods.map((m) => [m.name, m]));
        const differing: string[] = [];
        for (const method of ctx.document.methods) {
          const other = theirs.get(method.name);
          if (!other) continue;
          const a = method.params.map((p) => p.name).join(",");
          const b = (Array.isArray(other.params) ? other.params : []).map((p) => p?.name).join(",");
          if (a !== b) differing.push(`${method.name}(${b}) vs ours (${a})`);
        }
        if (differing.length) failWith("the same param names, in order", differing.join("; "));
        return undefined;
      },
    },
  ];
}
