// eth_simulateV1's logs with `traceTransfers` (geth's internal/ethapi/logtracer.go): every ether
// transfer of a call frame becomes an ERC-20 Transfer log of the ERC-7528 address, in execution
// order with the frame's own logs; a failed frame's logs, transfers included, are dropped. The logs
// are taken from the EVM's events (LOGn seen at its step), so the order is the execution's.
import type { EVM, InterpreterStep, Message } from "@ethereumjs/evm";
import { type Address, bigIntToBytes, bytesToBigInt, hexToBytes, setLengthLeft } from "@ethereumjs/util";
import type { LogData } from "../types.js";

/** ERC-7528's address for ether in token-like events. */
export const ETHER_ADDRESS = hexToBytes("0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee");
/** keccak256("Transfer(address,address,uint256)") */
export const TRANSFER_TOPIC = hexToBytes(
  "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef",
);

/** Memory this large costs more gas than any call may have (the cap is 10 block gas limits). */
const MAX_LOG_BYTES = 1n << 24n;
const MAX_LOG_OFFSET = 1n << 32n;

const word = (address: Address | Uint8Array) =>
  setLengthLeft(address instanceof Uint8Array ? address : address.bytes, 32);

interface AfterMessage {
  execResult: { exceptionError?: unknown };
  createdAddress?: Address;
}

/** Records one transaction's logs and transfers while attached to an EVM. */
export class TransferLogRecorder {
  /** the logs of every open frame, innermost last */
  private readonly frames: LogData[][] = [];
  /** per open frame: the transfer log of a creation, whose recipient is known only at its end */
  private readonly creations: (LogData | undefined)[] = [];
  private logs: LogData[] = [];

  private constructor(private readonly evm: EVM) {
    evm.events.on("beforeMessage", this.onEnter);
    evm.events.on("afterMessage", this.onExit);
    evm.events.on("step", this.onStep);
  }

  static attach(evm: EVM): TransferLogRecorder {
    return new TransferLogRecorder(evm);
  }

  detach(): LogData[] {
    this.evm.events.off("beforeMessage", this.onEnter);
    this.evm.events.off("afterMessage", this.onExit);
    this.evm.events.off("step", this.onStep);
    return this.logs;
  }

  private readonly onEnter = (message: Message): void => {
    const logs: LogData[] = [];
    this.frames.push(logs);
    let creation: LogData | undefined;
    // no value moves in a DELEGATECALL or CALLCODE (the code runs as the caller), as geth's tracer
    const callCode =
      message.to !== undefined &&
      message.codeAddress !== undefined &&
      !message.codeAddress.equals(message.to) &&
      message.to.equals(message.caller);
    if (message.value > 0n && !message.delegatecall && !callCode) {
      const log: LogData = {
        address: ETHER_ADDRESS,
        topics: [TRANSFER_TOPIC, word(message.caller), word(message.to ?? new Uint8Array(20))],
        data: setLengthLeft(bigIntToBytes(message.value), 32),
      };
      logs.push(log);
      if (message.to === undefined) creation = log;
    }
    this.creations.push(creation);
  };

  private readonly onExit = (result: AfterMessage): void => {
    const logs = this.frames.pop() ?? [];
    const creation = this.creations.pop();
    if (creation && result.createdAddress) creation.topics[2] = word(result.createdAddress);
    const failed = result.execResult.exceptionError !== undefined;
    const parent = this.frames.at(-1);
    if (parent === undefined) this.logs = failed ? [] : logs;
    else if (!failed) parent.push(...logs);
  };

  private readonly onStep = (step: InterpreterStep): void => {
    const name = step.opcode.name;
    if (!name.startsWith("LOG")) return;
    const topicCount = Number(name.slice(3));
    const stack = step.stack;
    const top = stack.length - 1;
    const at = stack[top]!;
    const length = stack[top - 1]!;
    // a LOG this large cannot pay for its memory: its frame fails, and its logs with it
    if (length > MAX_LOG_BYTES || (length > 0n && at > MAX_LOG_OFFSET)) return;
    const offset = Number(at);
    const size = Number(length);
    const topics: Uint8Array[] = [];
    for (let i = 0; i < topicCount; i++) topics.push(setLengthLeft(bigIntToBytes(stack[top - 2 - i]!), 32));
    // memory past its end reads as zeros (the LOG itself would expand it)
    const data = new Uint8Array(size);
    data.set(step.memory.subarray(offset, offset + size));
    this.frames.at(-1)?.push({ address: step.address.bytes, topics, data });
  };
}

/** The value of a Transfer log (for tests and callers that read it back). */
export function transferValue(log: LogData): bigint {
  return bytesToBigInt(log.data);
}
