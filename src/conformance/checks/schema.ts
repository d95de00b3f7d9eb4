/**
 * `schema`: every method of openrpc.json called with inputs built from its param schemas and live
 * data (see inputs.ts). Each result must pass the generated result validator; each error must
 * carry a code the method declares. A method answered with -32601/-32004 and not declaring it is
 * unsupported: a FAIL naming the method. One check per method, so a method added to the spec is
 * checked with no change here.
 */
import type { MethodSpec } from "../../../generated/methods.js";
import { type Check, failWith, show, skip } from "../check.js";
import type { Context } from "../context.js";
import { buildCases, type InputEnv, type OpenRpcMethod } from "../inputs.js";
import { type Answer, describeError, Endpoint, UNSUPPORTED_CODES } from "../rpc.js";

interface Problem {
  readonly expected: string;
  readonly got: string;
}

/** Codes that never answer spec-valid input on a healthy node, though every method declares them. */
const NEVER_FOR_VALID_INPUT: Readonly<Record<number, string>> = {
  [-32602]: "params that pass the spec's own params validator to be accepted",
  [-32603]: "no internal error",
};

function judge(spec: MethodSpec, params: readonly unknown[], answer: Answer, via: string): Problem | null {
  const call = `${spec.name}(${show(params, 200)})${via}`;
  if (answer.ok) {
    const why = spec.validateResult(answer.result);
    return why === null
      ? null
      : {
          expected: `a result valid against ${spec.name}'s result schema`,
          got: `${why}; ${call} → ${show(answer.result)}`,
        };
  }
  const { error } = answer;
  if (typeof error.code !== "number" || !Number.isInteger(error.code) || typeof error.message !== "string")
    return {
      expected: "an error object with an integer code and a string message",
      got: `${call} → ${show(error)}`,
    };
  if (UNSUPPORTED_CODES.includes(error.code) && !spec.errors.includes(error.code))
    return { expected: `${spec.name} to be served`, got: `not supported: ${describeError(error)}` };
  if (!spec.errors.includes(error.code))
    return {
      expected: `a result or an error code ${spec.name} declares (${spec.errors.join(", ")})`,
      got: `${describeError(error)} for ${call}`,
    };
  const never = NEVER_FOR_VALID_INPUT[error.code];
  if (never) return { expected: never, got: `${describeError(error)} for ${call}` };
  return null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function inputEnv(ctx: Context): InputEnv {
  const live = ctx.live();
  // A log filter from the block with logs on, so eth_getFilterLogs has something to return.
  const from = (live.logBlock ?? live.latest).number;
  return {
    live,
    async newFilterId(kind) {
      const answer =
        kind === "log"
          ? await ctx.http.call("eth_newFilter", [{ fromBlock: from, toBlock: "latest" }])
          : await ctx.http.call("eth_newBlockFilter");
      return answer.ok ? answer.result : undefined;
    },
    signedTransaction: ctx.wallet
      ? async () => (await ctx.wallet!.sign({ to: ctx.wallet!.address, gas: 21_000n })).raw
      : undefined,
  };
}

/**
 * A declared -32601 over HTTP (eth_subscribe needs a socket) is retried over WebSocket, on a
 * connection of its own that is closed right after: subscription notifications then cannot mix
 * with later answers.
 */
async function callWithFallback(
  spec: MethodSpec,
  params: readonly unknown[],
  ctx: Context,
): Promise<{ answer: Answer; via: string }> {
  const answer = await ctx.http.call(spec.name, params);
  if (answer.ok || answer.error.code !== -32601 || !spec.errors.includes(-32601) || !ctx.wsUrl)
    return { answer, via: "" };
  const ws = new Endpoint(ctx.wsUrl, ctx.timeoutMs);
  try {
    return { answer: await ws.call(spec.name, params), via: " over WebSocket" };
  } finally {
    await ws.close();
  }
}

function methodCheck(method: OpenRpcMethod, spec: MethodSpec): Check<Context> {
  return {
    group: "schema",
    name: method.name,
    rewritesNode: spec.dev,
    async run(ctx) {
      const { cases, missing } = await buildCases(method, ctx.document, inputEnv(ctx));
      if (missing.length > 0)
        failWith(
          `an input for every required param of ${method.name}`,
          `no known value for ${missing.join(", ")}: add the schema to KNOWN_VALUES in src/conformance/inputs.ts`,
        );
      const valid = cases.filter((params) => spec.validateParams(params) === null);
      if (valid.length === 0)
        failWith(
          `inputs that pass ${method.name}'s params validator`,
          `${spec.validateParams(cases[0] ?? [])} for ${show(cases[0])}`,
        );
      const problems: Problem[] = [];
      const codes = new Set<number>();
      let results = 0;
      let overWs = 0;
      for (const params of valid) {
        const { answer, via } = await callWithFallback(spec, params, ctx);
        if (via) overWs++;
        const problem = judge(spec, params, answer, via);
        if (problem) problems.push(problem);
        else if (answer.ok) results++;
        else codes.add(answer.error.code);
      }
      if (problems.length > 0) {
        const [first] = problems;
        const more = problems.length > 1 ? ` (and ${problems.length - 1} more of ${valid.length} calls)` : "";
        failWith(first.expected, `${first.got}${more}`);
      }
      if (results === 0 && codes.size === 1 && codes.has(-32601) && !ctx.wsUrl)
        skip(`${method.name} answered its declared -32601 over HTTP; give --ws to check its result`);
      const notes = [
        codes.size > 0 &&
          `${plural(valid.length, "call")}: ${results} with a result, declared errors ${[...codes].join(", ")}`,
        overWs > 0 && `${overWs} of ${valid.length} calls over WebSocket after the declared -32601 over HTTP`,
        valid.length < cases.length &&
          `${cases.length - valid.length} built inputs failed the params validator and were not sent`,
      ].filter(Boolean);
      return notes.length > 0 ? notes.join("; ") : undefined;
    },
  };
}

/** One check per method of the document, in document order. */
export function schemaChecks(ctx: Context): Check<Context>[] {
  return ctx.document.methods.map((method) => {
    const spec = ctx.methods.get(method.name);
    if (spec) return methodCheck(method, spec);
    return {
      group: "schema" as const,
      name: method.name,
      run: async () =>
        failWith(
          `${method.name} in generated/methods.ts`,
          "absent: run `npm run codegen` after editing the spec",
        ),
    };
  });
}
