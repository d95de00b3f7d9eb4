// A call as the chain takes it (eth_call, eth_estimateGas, eth_createAccessList, tracing calls): the
// request, its gas cap and time limit, and the key its remembered outcome is stored under.
import type { Block } from "@ethereumjs/block";
import type { AccessList } from "@ethereumjs/tx";
import { type Address, bytesToHex, type EOACode7702AuthorizationListBytes } from "@ethereumjs/util";
import { rootHex } from "../../lib/root-hex.js";
import type { CallOverrides } from "./overrides.js";

/** A call as the RPC layer resolved it: domain values, nothing on the wire. */
export interface CallRequest {
  from?: Address;
  /** undefined: contract creation */
  to?: Address;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  value?: bigint;
  data?: Uint8Array;
  accessList?: AccessList;
  /** EIP-7702 authorizations (bytes form): a set-code (type 4) call */
  authorizationList?: EOACode7702AuthorizationListBytes;
}

/** An eth_call's answer. */
export interface CallAnswer {
  returnData: Uint8Array;
  /** it printed console.log output */
  printed: boolean;
}

/** eth_call / eth_estimateGas gas cap: 10x the current block gas limit, as the spec states. */
export const GAS_CAP_MULTIPLIER = 10n;
/** The gas of a call with --disable-block-gas-limit: 2^63-1 (gas is a 64-bit field); the call time limit bounds the work. */
export const UNLIMITED_CALL_GAS = 2n ** 63n - 1n;

/** Wall-clock limit of one eth_call / eth_estimateGas, as geth's `--rpc.evmtimeout` (5 s). */
export const DEFAULT_CALL_TIMEOUT_MS = 5_000;

export interface ExecutionOptions {
  /** geth's state and block overrides, for this execution only (overrides.ts) */
  overrides?: CallOverrides;
  /**
   * Wall-clock limit in milliseconds (default DEFAULT_CALL_TIMEOUT_MS; 0: none). It counts from
   * the moment the execution gets the VM; eth_estimateGas shares one limit over its whole search.
   */
  timeoutMs?: number;
}

/** The time limit of one eth_call or eth_estimateGas: it starts with its first execution. */
export interface Budget {
  readonly timeoutMs: number;
  deadline?: number;
}

export function budget(opts: ExecutionOptions): Budget {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 0) throw new RangeError(`bad call timeout ${timeoutMs}`);
  return { timeoutMs };
}

/** What identifies a call and its outcome on a block's state (Executor's memory of outcomes). */
export function callKey(
  req: CallRequest,
  block: Block,
  gas: bigint,
  root: Uint8Array,
  chainId: bigint,
): string {
  const hex = (b: Uint8Array | undefined) => (b === undefined ? "" : bytesToHex(b));
  const accessList = req.accessList ? JSON.stringify(req.accessList) : "";
  // a set-code call's authorizations change what it runs (an empty list is not no list)
  const authorizations =
    req.authorizationList === undefined
      ? ""
      : `auth:${req.authorizationList.map((item) => item.map((b) => bytesToHex(b)).join(",")).join(";")}`;
  return [
    bytesToHex(block.hash()),
    rootHex(root),
    chainId,
    req.from?.toString() ?? "",
    req.to?.toString() ?? "",
    hex(req.data),
    req.value ?? "",
    gas,
    req.gasPrice ?? "",
    req.maxFeePerGas ?? "",
    req.maxPriorityFeePerGas ?? "",
    accessList,
    authorizations,
  ].join("|");
}
