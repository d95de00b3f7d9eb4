/** What a dispatcher is built from (createDispatcher in dispatch.ts), and what it offers. */
import type { RpcError } from "../../generated/errors.js";
import type { MethodSpec, Namespace } from "../../generated/methods.js";
import type { Logger } from "../log.js";
import type { RpcContext } from "./context.js";
import type { Wire } from "./envelope.js";

/**
 * Handler objects per namespace, e.g. `{ eth: { getBalance(params, ctx) {…} }, net: {…} }`. Typed
 * loosely on purpose, so generated per-namespace interfaces (with precise param tuples) plug in
 * unchanged; every method of the table is checked to resolve to a function when the dispatcher is built.
 */
export type HandlerTable = { readonly [N in Namespace]?: object };

/** Maps an error thrown by a handler (typically a chain error) to a wire error; null = unexpected. */
export type ToRpcError = (err: unknown) => RpcError | null;

export interface DispatcherOptions {
  readonly methods: ReadonlyMap<string, MethodSpec>;
  readonly handlers: HandlerTable;
  /** Default: maps nothing (every non-RpcError becomes -32603). */
  readonly toRpcError?: ToRpcError;
  readonly logger: Logger;
  /** Check every result with the method's `validateResult`; a failure is a bug, answered -32603. */
  readonly validateResults?: boolean;
  /**
   * Serve the dev methods (x-dev in the spec: evm_*, hardhat_*, anvil_* ...). Default true; false
   * answers each of them -32601 `dev methods are disabled: <method> ...` (--no-dev-methods).
   */
  readonly devMethods?: boolean;
  /** Maximum number of elements in a batch (geth: 1000). */
  readonly maxBatch?: number;
  /**
   * Once the answers of a batch add up to more than this many characters, the remaining calls are not
   * executed and are answered -32003 `response too large` (geth: 25,000,000 bytes).
   */
  readonly maxBatchResponseBytes?: number;
  /** Methods whose neighbouring batch elements may run at the same time (batch-reads.ts); default none. */
  readonly concurrent?: ReadonlySet<string>;
  /** At most this many of them at once (default 32). */
  readonly maxConcurrent?: number;
  /**
   * Told of every call answered (metrics): its method (`"other"` for a name not in the table), the
   * transport, the seconds it took and the error code of its answer (0: a result, or a notification).
   */
  readonly observe?: (method: string, transport: string, seconds: number, code: number) => void;
  /**
   * Pending while the chain stores a block whose senders were already answered (ChainNode.settled):
   * a request that arrives meanwhile runs once it has settled, so it sees that block.
   */
  readonly settled?: () => Promise<void> | undefined;
}

export interface Dispatcher {
  /**
   * Handles one HTTP body or WebSocket message. Resolves to the response text, or undefined when
   * nothing is to be sent (a notification, or a batch of notifications only). Never rejects.
   */
  handle(body: string, ctx: RpcContext): Promise<Wire | undefined>;
}
