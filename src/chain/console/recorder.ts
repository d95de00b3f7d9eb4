// Records the console.log calls of one execution. It listens to the EVM's beforeMessage (emitted for
// every frame anyway) only while someone listens to the chain's consoleLog event, and a frame that
// does not call the console address costs one byte comparison; decoding runs only for those that do.
import type { EVM, Message } from "@ethereumjs/evm";
import { hexToBytes } from "@ethereumjs/util";
import { onInnerMessagesKeepingNothing } from "../../engine/index.js";
import type { ChainEventBus, ConsoleLogOutput } from "../node/events.js";
import { decodeConsoleLog } from "./decode.js";
import { CONSOLE_ADDRESS } from "./signatures.js";

/** Most messages one execution keeps; later ones are counted as dropped. */
export const MAX_CONSOLE_MESSAGES = 10_000;
/** Most characters of messages one execution keeps (~1 MiB); a message past it is dropped. */
export const MAX_CONSOLE_CHARS = 1 << 20;

const CONSOLE = hexToBytes(CONSOLE_ADDRESS);

function isConsole(address: Uint8Array): boolean {
  // the last byte first: almost every address differs there
  for (let i = 19; i >= 0; i--) if (address[i] !== CONSOLE[i]) return false;
  return true;
}

export class ConsoleRecorder {
  private readonly messages: string[] = [];
  private chars = 0;
  private dropped = 0;
  private readonly unlisten: () => void;

  private constructor(evm: EVM) {
    // it decodes at once and keeps no view of memory: frames may still reuse theirs; it hears the
    // frames a contract opens (console.sol's staticcall), not the transaction's own message
    this.unlisten = onInnerMessagesKeepingNothing(evm.events, this.onMessage);
  }

  /** A recorder listening to `evm`, or undefined when nobody listens to consoleLog. */
  static start(events: ChainEventBus, evm: EVM): ConsoleRecorder | undefined {
    return events.listenerCount("consoleLog") > 0 ? new ConsoleRecorder(evm) : undefined;
  }

  // one parameter: EthereumJS then calls it without waiting on a promise
  private readonly onMessage = (msg: Message): void => {
    const code = msg._codeAddress ?? msg.to;
    if (code === undefined || !isConsole(code.bytes)) return;
    // the data is a view of the caller's memory, which it reuses: decoded now
    const line = decodeConsoleLog(msg.data);
    if (line === undefined) return;
    if (this.messages.length >= MAX_CONSOLE_MESSAGES || this.chars + line.length > MAX_CONSOLE_CHARS) {
      this.dropped++;
      return;
    }
    this.messages.push(line);
    this.chars += line.length;
  };

  /** Stops listening; the messages, or undefined when there were none. */
  stop(): ConsoleLogOutput | undefined {
    this.unlisten();
    if (this.messages.length === 0 && this.dropped === 0) return undefined;
    return { messages: this.messages, dropped: this.dropped };
  }
}
