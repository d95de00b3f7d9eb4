/**
 * Runs the conformance checks against one endpoint: prepares the context (with --key: deploys
 * the fixtures), then runs the selected groups in order, one check at a time, reporting each
 * result as it completes. Never throws for anything the endpoint does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { methods as generatedMethods, type MethodSpec } from "../../generated/methods.js";
import { packageRoot } from "../paths.js";
import { type Check, type CheckResult, GROUPS, type Group, runCheck } from "./check.js";
import { discoverChecks } from "./checks/discover.js";
import { envelopeChecks } from "./checks/envelope.js";
import { schemaChecks } from "./checks/schema.js";
import { semanticsChecks } from "./checks/semantics.js";
import { type Context, prepareContext } from "./context.js";
import type { OpenRpcDocument } from "./inputs.js";
import { Endpoint } from "./rpc.js";
import { parsePrivateKey } from "./wallet.js";

export interface RunOptions {
  /** http(s):// endpoint */
  readonly url: string;
  /** ws(s):// endpoint: envelope checks over WebSocket too, and WebSocket-only methods */
  readonly wsUrl?: string;
  /** a funded private key: enables the state-changing scenarios */
  readonly key?: string;
  /** groups to run (default: all) */
  readonly only?: readonly Group[];
  /** per request; default 10 s */
  readonly requestTimeoutMs?: number;
  /** per check; default 120 s */
  readonly checkTimeoutMs?: number;
  /** the contract; default the package's openrpc.json and generated method table */
  readonly document?: OpenRpcDocument;
  readonly methods?: ReadonlyMap<string, MethodSpec>;
  /** called with each result as soon as it is known */
  readonly onResult?: (result: CheckResult) => void;
}

export interface Summary {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

export interface RunOutcome {
  readonly results: readonly CheckResult[];
  readonly summary: Summary;
  /** 0 only when nothing failed */
  readonly exitCode: 0 | 1;
}

export function loadDocument(): OpenRpcDocument {
  return JSON.parse(readFileSync(join(packageRoot(), "openrpc.json"), "utf8")) as OpenRpcDocument;
}

export function summarize(results: readonly CheckResult[]): Summary {
  const count = (s: CheckResult["status"]) => results.filter((r) => r.status === s).length;
  return { passed: count("PASS"), failed: count("FAIL"), skipped: count("SKIP") };
}

const BUILDERS: Readonly<Record<Group, (ctx: Context) => Check<Context>[]>> = {
  envelope: envelopeChecks,
  discover: () => discoverChecks(),
  schema: schemaChecks,
  semantics: () => semanticsChecks(),
};

export async function runConformance(opts: RunOptions): Promise<RunOutcome> {
  const only = new Set(opts.only ?? GROUPS);
  const groups = GROUPS.filter((g) => only.has(g));
  const requestTimeoutMs = opts.requestTimeoutMs ?? 10_000;
  const key = opts.key === undefined ? undefined : parsePrivateKey(opts.key);
  const http = new Endpoint(opts.url, requestTimeoutMs);
  const results: CheckResult[] = [];
  try {
    const ctx = await prepareContext({
      http,
      httpUrl: opts.url,
      wsUrl: opts.wsUrl,
      timeoutMs: requestTimeoutMs,
      document: opts.document ?? loadDocument(),
      methods: opts.methods ?? generatedMethods,
      key,
      needsChain: groups.some((g) => g === "schema" || g === "semantics"),
    });
    const checks = groups.flatMap((group) => BUILDERS[group](ctx));
    const run = async (list: readonly Check<Context>[]) => {
      for (const check of list) {
        const result = await runCheck(check, ctx, opts.checkTimeoutMs ?? 120_000);
        results.push(result);
        opts.onResult?.(result);
      }
    };
    await run(checks.filter((c) => !c.rewritesNode));
    // Checks that call dev methods run last, inside an evm_snapshot where the endpoint has one, so
    // the chain and the node's settings are left as they were (a hardhat_reset among them still
    // takes the chain back to genesis, with the node's settings as at its start).
    const rewriting = checks.filter((c) => c.rewritesNode);
    if (rewriting.length > 0) {
      const snapshot = await http.call("evm_snapshot", []).catch(() => null);
      await run(rewriting);
      if (snapshot?.ok) await http.call("evm_revert", [snapshot.result]).catch(() => null);
    }
  } finally {
    await http.close();
  }
  const summary = summarize(results);
  return { results, summary, exitCode: summary.failed === 0 ? 0 : 1 };
}
