// trace_* methods' tracer: callTracer's frames flattened to OpenEthereum's traces, with (on request)
// prestateTracer's diff of the same execution as a stateDiff and OpenEthereum's vmTrace.
import { CallTracer } from "./call-tracer.js";
import type { Enter, Exit, LogEvent, Opcode, Tracer, TxEnd, TxStart } from "./hooks.js";
import { flattenFrames, stateDiffOf } from "./parity.js";
import { PrestateTracer } from "./prestate-tracer.js";
import type { ParityTraceResult } from "./types.js";
import { VmTraceBuilder } from "./vm-trace.js";

export class ParityTracer implements Tracer {
  readonly steps: boolean;
  private readonly calls = new CallTracer({ onlyTopCall: false, withLog: false });
  private readonly state: PrestateTracer | undefined;
  private readonly vm: VmTraceBuilder | undefined;
  private intrinsicGas = 0n;

  constructor(stateDiff: boolean, vmTrace = false) {
    this.state = stateDiff
      ? new PrestateTracer({ diffMode: true, disableCode: false, disableStorage: false, includeEmpty: false })
      : undefined;
    this.vm = vmTrace ? new VmTraceBuilder() : undefined;
    this.steps = stateDiff || vmTrace;
  }

  async onTxStart(start: TxStart): Promise<void> {
    this.intrinsicGas = start.intrinsicGas;
    await this.calls.onTxStart(start);
    await this.state?.onTxStart(start);
  }

  onEnter(e: Enter): void {
    this.calls.onEnter(e);
    this.vm?.onEnter(e);
  }

  onExit(e: Exit): void {
    this.calls.onExit(e);
    this.vm?.onExit(e);
  }

  onLog(log: LogEvent): void {
    this.calls.onLog(log);
  }

  async onOpcode(op: Opcode): Promise<void> {
    await this.state?.onOpcode(op);
    await this.vm?.onOpcode(op);
  }

  async onTxEnd(end: TxEnd): Promise<void> {
    await this.calls.onTxEnd(end);
    await this.state?.onTxEnd(end);
  }

  result(): ParityTraceResult {
    const { frame } = this.calls.result();
    const state = this.state?.result();
    return {
      kind: "parity",
      output: frame.output ?? new Uint8Array(0),
      trace: flattenFrames(frame, this.intrinsicGas),
      stateDiff: state?.diffMode ? stateDiffOf(state) : undefined,
      vmTrace: this.vm?.result(),
    };
  }
}
