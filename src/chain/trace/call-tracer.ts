// geth's callTracer (eth/tracers/native/call.go): the tree of call frames, with logs on request.
import { decodeRevertReason } from "../call/revert.js";
import type { Enter, Exit, LogEvent, Tracer, TxEnd, TxStart } from "./hooks.js";
import type { CallFrame, CallTraceResult, CallTracerConfig } from "./types.js";

interface OpenFrame extends CallFrame {
  /** failed with its changes undone: its logs and its children's are dropped */
  failed: boolean;
}

export class CallTracer implements Tracer {
  // the frame types and logs come from the opcodes
  readonly steps = false;
  private readonly stack: OpenFrame[] = [];
  private gasLimit = 0n;
  private depth = 0;

  constructor(private readonly config: CallTracerConfig) {}

  async onTxStart(start: TxStart): Promise<void> {
    this.gasLimit = start.gasLimit;
  }

  onEnter(e: Enter): void {
    this.depth = e.depth;
    if (this.config.onlyTopCall && e.depth > 0) return;
    this.stack.push({
      type: e.type,
      from: e.from,
      to: e.to,
      gas: e.depth === 0 ? this.gasLimit : e.gas,
      gasUsed: 0n,
      input: e.input,
      calls: [],
      logs: [],
      value: e.value,
      failed: false,
    });
  }

  onExit(e: Exit): void {
    if (e.depth === 0) {
      if (this.stack.length === 1) this.finish(this.stack[0]!, e);
      return;
    }
    this.depth = e.depth - 1;
    if (this.config.onlyTopCall || this.stack.length <= 1) return;
    const frame = this.stack.pop()!;
    frame.gasUsed = e.gasUsed;
    this.finish(frame, e);
    this.stack.at(-1)!.calls.push(frame);
  }

  private finish(frame: OpenFrame, e: Exit): void {
    if (frame.to === undefined && e.created) frame.to = e.created;
    if (e.error === undefined) {
      frame.output = e.output;
      return;
    }
    frame.error = e.error;
    frame.failed = e.reverted;
    if (frame.type === "CREATE" || frame.type === "CREATE2") frame.to = undefined;
    if (e.error !== "execution reverted" || e.output.length === 0) return;
    frame.output = e.output;
    frame.revertReason = decodeRevertReason(e.output);
  }

  onLog(log: LogEvent): void {
    if (!this.config.withLog) return;
    if (this.config.onlyTopCall && this.depth > 0) return;
    const frame = this.stack.at(-1);
    if (!frame) return;
    frame.logs.push({ ...log, position: frame.calls.length });
  }

  async onTxEnd(end: TxEnd): Promise<void> {
    const top = this.stack[0];
    if (!top) return;
    top.gasUsed = end.gasUsed;
    if (this.config.withLog) clearFailedLogs(top, false);
  }

  result(): CallTraceResult {
    const top = this.stack[0];
    if (!top) throw new Error("call tracer: no top-level frame");
    return { kind: "callTracer", frame: top };
  }
}

/** Logs of failed frames (and of everything under them) never happened. */
function clearFailedLogs(frame: OpenFrame, parentFailed: boolean): void {
  const failed = frame.failed || parentFailed;
  if (failed) frame.logs = [];
  for (const call of frame.calls) clearFailedLogs(call as OpenFrame, failed);
}
