import { type RunState, words } from "./words.js";

type CallRunState = RunState & { returnBytes: Uint8Array };

/**
 * The end of a CALL-family opcode after its sub-call (EthereumJS's writeCallOutput, then the
 * push): as much of the return data as fits the output area, then the outcome (1 or 0). Its 6 or 7
 * operands were popped: the push cannot overflow.
 */
export function finishCall(rs: RunState, outcome: bigint, outOffset: bigint, outLength: bigint): void {
  const returned = (rs as CallRunState).returnBytes;
  if (returned.length > 0) {
    const memOffset = Number(outOffset);
    let length = Number(outLength);
    if (returned.length < length) length = returned.length;
    if (length > 0) {
      rs.memory.extend(memOffset, length);
      // all of it without a subarray: one of a small return value (kept on V8's heap) would move
      // its bytes off the heap first (~1 µs; ~5% of the STATICCALL loop's profile)
      rs.memory.write(
        memOffset,
        length,
        length === returned.length ? returned : returned.subarray(0, length),
      );
    }
  }
  const s = words(rs);
  s._store[s._len++] = outcome;
}
