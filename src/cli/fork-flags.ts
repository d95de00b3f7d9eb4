/**
 * The fork flags of `powgate` (--fork-url and Anvil's other fork flags) as the node's fork options,
 * with their checks; cli-args.ts declares them with the node's other flags.
 */
import type { NodeOptions } from "../node.js";
import { bigintFlag, integerFlag, UsageError } from "./args.js";

/** The parsed flags forkOptions reads (the fork's, and those that do not go with --fork-url). */
export interface ForkFlagValues {
  "fork-url"?: string[];
  "fork-block-number"?: string;
  "fork-transaction-hash"?: string;
  "fork-header"?: string[];
  "fork-chain-id"?: string;
  timeout?: string;
  retries?: string;
  "fork-retry-backoff"?: string;
  "compute-units-per-second"?: string;
  "no-rate-limit"?: boolean;
  "no-storage-caching"?: boolean;
  chain?: string;
  genesis?: string;
  "chain-id"?: string;
  "gas-limit"?: string;
  "load-state"?: string;
  state?: string;
}

/** `--flag -10` as `--flag=-10`: util.parseArgs takes a value starting with "-" for an option. */
export function joinNegative(argv: string[], flag: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const next = argv[i + 1];
    if (argv[i] === flag && next !== undefined && /^-\d+$/.test(next)) {
      out.push(`${flag}=${next}`);
      i++;
    } else out.push(argv[i]!);
  }
  return out;
}

const FORK_ONLY = [
  "fork-block-number",
  "fork-transaction-hash",
  "fork-header",
  "fork-chain-id",
  "timeout",
  "retries",
  "fork-retry-backoff",
  "compute-units-per-second",
  "no-rate-limit",
  "no-storage-caching",
] as const;

/** The fork flags as ForkOptions; undefined without --fork-url. Throws UsageError. */
export function forkOptions(values: ForkFlagValues): NodeOptions["fork"] {
  const urls = values["fork-url"];
  if (urls === undefined || urls.length === 0) {
    const stray = FORK_ONLY.find((k) => values[k] !== undefined);
    if (stray !== undefined) throw new UsageError(`--${stray} needs --fork-url`);
    return undefined;
  }
  for (const url of urls)
    if (!/^https?:\/\/./.test(url))
      throw new UsageError(`--fork-url must be an http:// or https:// URL, got "${url}"`);
  for (const k of ["chain", "genesis", "chain-id", "gas-limit", "load-state", "state"] as const)
    if (values[k] !== undefined)
      throw new UsageError(`--${k} does not go with --fork-url: the chain is the remote's`);
  const block = values["fork-block-number"];
  if (block !== undefined && !/^-?\d+$/.test(block))
    throw new UsageError(
      `--fork-block-number must be an integer (negative: below the latest), got "${block}"`,
    );
  const txHash = values["fork-transaction-hash"];
  if (txHash !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(txHash))
    throw new UsageError(`--fork-transaction-hash must be a 0x-prefixed 32-byte hash, got "${txHash}"`);
  if (txHash !== undefined && block !== undefined)
    throw new UsageError("--fork-transaction-hash and --fork-block-number exclude each other");
  const headers: Record<string, string> = {};
  for (const h of values["fork-header"] ?? []) {
    const at = h.indexOf(":");
    if (at <= 0) throw new UsageError(`--fork-header must be "Name: value", got "${h}"`);
    headers[h.slice(0, at).trim()] = h.slice(at + 1).trim();
  }
  const cups = integerFlag("compute-units-per-second", values["compute-units-per-second"]);
  return dropUndefined({
    urls,
    blockNumber: block === undefined ? undefined : BigInt(block),
    transactionHash: txHash,
    headers,
    chainId: bigintFlag("fork-chain-id", values["fork-chain-id"]),
    timeoutMs: integerFlag("timeout", values.timeout, { min: 1 }),
    retries: integerFlag("retries", values.retries, { max: 100 }),
    backoffMs: integerFlag("fork-retry-backoff", values["fork-retry-backoff"]),
    computeUnitsPerSecond: values["no-rate-limit"] ? 0 : cups,
    storageCaching: !values["no-storage-caching"],
  }) as NodeOptions["fork"];
}

function dropUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
