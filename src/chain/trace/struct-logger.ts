// geth's default tracer (eth/tracers/logger): one entry per executed opcode, before it runs.
import { bigIntToBytes, bytesToHex, setLengthLeft } from "@ethereumjs/util";
import { StructLogLimitError } from "../errors.js";
import type { Exit, Opcode, Tracer, TxEnd } from "./hooks.js";
import type { StructLog, StructLoggerConfig, StructLogResult } from "./types.js";

const SLOAD = 0x54;
const SSTORE = 0x55;

/**
 * What one request may collect: entries, and an estimate of their JSON size (geth's form: ~70
 * bytes of fields, ~68 per stack item or memory word, ~136 per storage slot). Past either the trace
 * stops with StructLogLimitError instead of taking the node's memory.
 */
export interface StructLogBudget {
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_STRUCT_LOG_BUDGET: StructLogBudget = {
  maxEntries: 500_000,
  maxBytes: 128 * 1024 * 1024,
};

export class StructLogger implements Tracer {
  readonly steps = true;
  private readonly logs: StructLog[] = [];
  private readonly storage = new Map<string, Map<string, Uint8Array>>();
  private bytes = 0;
  private output: Uint8Array = new Uint8Array(0);
  private error: string | undefined;
  private gasUsed = 0n;

  constructor(
    private readonly config: StructLoggerConfig,
    private readonly budget: StructLogBudget = DEFAULT_STRUCT_LOG_BUDGET,
  ) {}

  async onOpcode(op: Opcode): Promise<void> {
    if (this.config.limit !== 0 && this.logs.length >= this.config.limit) return;
    const log: StructLog = {
      pc: op.pc,
      op: op.opName,
      gas: op.gas,
      gasCost: op.cost,
      depth: op.depth + 1,
      refund: op.refund,
    };
    let size = 70;
    if (!this.config.disableStack) {
      log.stack = op.stack;
      size += 68 * op.stack.length;
    }
    if (this.config.enableMemory && op.memory.length > 0) {
      log.memory = op.memory;
      size += (op.memory.length / 32) * 69;
    }
    if (this.config.enableReturnData && op.returnData.length > 0) {
      log.returnData = op.returnData;
      size += op.returnData.length * 2;
    }
    if (!this.config.disableStorage && (op.op === SLOAD || op.op === SSTORE)) {
      const address = op.address.toString();
      let slots = this.storage.get(address);
      if (!slots) {
        slots = new Map();
        this.storage.set(address, slots);
      }
      const top = op.stack.length;
      if (op.op === SLOAD && top >= 1) {
        const key = setLengthLeft(bigIntToBytes(op.stack[top - 1]!), 32);
        const value = await op.state.getStorage(op.address, key);
        slots.set(bytesToHex(key), setLengthLeft(value, 32));
        log.storage = new Map(slots);
      } else if (op.op === SSTORE && top >= 2) {
        const key = bytesToHex(setLengthLeft(bigIntToBytes(op.stack[top - 1]!), 32));
        slots.set(key, setLengthLeft(bigIntToBytes(op.stack[top - 2]!), 32));
        log.storage = new Map(slots);
      }
      size += 136 * (log.storage?.size ?? 0);
    }
    this.bytes += size;
    if (this.logs.length >= this.budget.maxEntries || this.bytes > this.budget.maxBytes) {
      throw new StructLogLimitError(this.budget.maxEntries, this.budget.maxBytes);
    }
    this.logs.push(log);
  }

  onOpcodeFault(depth: number, error: string): void {
    const last = this.logs.at(-1);
    if (last && last.depth === depth + 1 && last.error === undefined) last.error = error;
  }

  onExit(exit: Exit): void {
    if (exit.depth !== 0) return;
    this.output = exit.output;
    this.error = exit.error;
  }

  async onTxEnd(end: TxEnd): Promise<void> {
    this.gasUsed = end.gasUsed;
  }

  result(): StructLogResult {
    const failed = this.error !== undefined;
    return {
      kind: "structLogger",
      gas: this.gasUsed,
      failed,
      // the return data on success, the revert payload on a revert, nothing otherwise
      returnValue: failed && this.error !== "execution reverted" ? new Uint8Array(0) : this.output,
      structLogs: this.logs,
    };
  }
}
