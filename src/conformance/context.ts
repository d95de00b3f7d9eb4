/**
 * What every check gets: the endpoint (HTTP; the WebSocket URL with --ws), the contract (openrpc.json
 * and the generated method table), the --key wallet and its fixtures, and live chain data.
 * Preparation failures are kept and re-raised by the checks that need the missing piece, so one
 * broken step fails those checks instead of the whole run.
 */
import type { MethodSpec } from "../../generated/methods.js";
import { CheckFailure, skip } from "./check.js";
import { createFixtures, type Fixtures } from "./fixtures.js";
import type { OpenRpcDocument } from "./inputs.js";
import { type Live, readLive } from "./live.js";
import type { Endpoint } from "./rpc.js";
import { Wallet } from "./wallet.js";

export interface Context {
  readonly http: Endpoint;
  readonly httpUrl: string;
  readonly wsUrl?: string;
  readonly timeoutMs: number;
  readonly document: OpenRpcDocument;
  readonly methods: ReadonlyMap<string, MethodSpec>;
  /** with --key, once the chain id is known */
  readonly wallet?: Wallet;
  /** live chain data; throws (FAIL) when it could not be read */
  live(): Live;
  /** the --key fixtures; SKIPs without --key, FAILs when setting them up failed */
  fixtures(): Fixtures;
}

export interface PrepareOptions {
  readonly http: Endpoint;
  readonly httpUrl: string;
  readonly wsUrl?: string;
  readonly timeoutMs: number;
  readonly document: OpenRpcDocument;
  readonly methods: ReadonlyMap<string, MethodSpec>;
  readonly key?: Uint8Array;
  /** false when only read-only groups run: no transactions are sent */
  readonly needsChain: boolean;
}

function asFailure(err: unknown, step: string): CheckFailure {
  if (err instanceof CheckFailure) return new CheckFailure(err.expected, `${err.got} (during ${step})`);
  return new CheckFailure(`${step} to succeed`, `${(err as Error)?.message ?? String(err)}`);
}

export async function prepareContext(opts: PrepareOptions): Promise<Context> {
  let wallet: Wallet | undefined;
  let fixtures: Fixtures | undefined;
  let fixturesError: CheckFailure | undefined;
  let live: Live | undefined;
  let liveError: CheckFailure | undefined;
  if (opts.needsChain) {
    if (opts.key) {
      try {
        const chainId = BigInt((await opts.http.result("eth_chainId")) as string);
        wallet = new Wallet(opts.http, opts.key, chainId);
        fixtures = await createFixtures(wallet);
      } catch (err) {
        fixturesError = asFailure(err, "setting up the --key fixtures (deploying Token and Probe)");
      }
    }
    try {
      live = await readLive(opts.http, fixtures, wallet?.address);
    } catch (err) {
      liveError = asFailure(err, "reading live chain data (head block, recent transactions)");
    }
  }
  return {
    http: opts.http,
    httpUrl: opts.httpUrl,
    wsUrl: opts.wsUrl,
    timeoutMs: opts.timeoutMs,
    document: opts.document,
    methods: opts.methods,
    wallet,
    live() {
      if (liveError) throw liveError;
      if (!live) throw new CheckFailure("live chain data", "not read");
      return live;
    },
    fixtures() {
      if (!opts.key) skip("needs --key (a funded private key) to send transactions");
      if (fixturesError) throw fixturesError;
      if (!fixtures) throw new CheckFailure("the --key fixtures", "not set up");
      return fixtures;
    },
  };
}
