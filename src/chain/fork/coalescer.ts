/**
 * Calls to the fork's remote made at about the same time, sent as one JSON-RPC batch: the reads of
 * a batch of requests (or of concurrent calls) each miss a different account or slot, and one
 * round trip for all of them costs what one costs alone. Calls queue until the current macrotask's
 * work is done (setImmediate), then go out in batches of at most `maxBatch`; the queue is bounded.
 */
import { ForkRemoteError } from "./errors.js";
import type { Remote, RpcCall } from "./remote.js";

interface Queued {
  call: RpcCall;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

export interface CoalescerOptions {
  /** calls per JSON-RPC batch (providers cap batches: Alchemy 1000, Infura 1000, some 100) */
  maxBatch?: number;
  /** calls waiting to be sent; past it a call fails at once */
  maxQueued?: number;
}

export class CallCoalescer {
  private queue: Queued[] = [];
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly maxQueued: number;
  /** batches (round trips) sent */
  batches = 0;

  constructor(
    private readonly remote: Remote,
    opts: CoalescerOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 100;
    this.maxQueued = opts.maxQueued ?? 4_096;
  }

  /** One call's result, sent with whatever else is asked in the same turn. */
  call<T>(method: string, params: unknown[]): Promise<T> {
    if (this.queue.length >= this.maxQueued)
      return Promise.reject(
        new ForkRemoteError("busy", `more than ${this.maxQueued} calls to the fork's remote waiting`),
      );
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ call: { method, params }, resolve: resolve as (v: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    while (this.queue.length > 0) {
      const part = this.queue.splice(0, this.maxBatch);
      this.batches++;
      this.remote.batch(part.map((q) => q.call)).then(
        (results) => {
          for (let i = 0; i < part.length; i++) {
            const r = results[i];
            if (r instanceof ForkRemoteError) part[i]!.reject(r);
            else part[i]!.resolve(r);
          }
        },
        (err: unknown) => {
          for (const q of part) q.reject(err);
        },
      );
    }
  }
}
