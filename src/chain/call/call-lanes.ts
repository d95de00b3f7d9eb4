import type { Block } from "@ethereumjs/block";
import type { Executor } from "./executor.js";
import type { CallAnswer, CallRequest, ExecutionOptions } from "./request.js";

/**
 * eth_call on more than one executor: each executor runs one call at a time on its own VM, which is
 * all a node whose state is local needs (a call never waits on I/O for long). A forked node's cold
 * call waits on its remote for each account and slot; with a few executors, concurrent calls (a
 * batch's) wait together and their reads share round trips. Extra executors are made when a call
 * finds every one busy, up to `max`; a call goes to an idle one, else the least busy.
 */
export class CallLanes {
  private readonly lanes: { executor: Executor; busy: number }[];
  private making: Promise<void> | undefined;

  constructor(
    first: Executor,
    private max: number,
    private readonly make: () => Promise<Executor>,
  ) {
    this.lanes = [{ executor: first, busy: 0 }];
  }

  /** executors made so far */
  get size(): number {
    return this.lanes.length;
  }

  async callPrinting(req: CallRequest, block: Block, opts: ExecutionOptions = {}): Promise<CallAnswer> {
    let lane = this.idle();
    if (lane === undefined && this.lanes.length < this.max) {
      // one executor made at a time; a call that waited for it takes whichever is idle then
      this.making ??= this.make()
        .then(
          (executor) => {
            this.lanes.push({ executor, busy: 0 });
          },
          () => {
            // no more executors (the calls share those there are)
            this.max = this.lanes.length;
          },
        )
        .finally(() => {
          this.making = undefined;
        });
      await this.making;
      lane = this.idle();
    }
    lane ??= this.lanes.reduce((a, b) => (b.busy < a.busy ? b : a));
    lane.busy++;
    try {
      return await lane.executor.callPrinting(req, block, opts);
    } finally {
      lane.busy--;
    }
  }

  private idle(): { executor: Executor; busy: number } | undefined {
    return this.lanes.find((l) => l.busy === 0);
  }
}
