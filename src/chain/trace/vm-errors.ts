// EthereumJS's exceptional halts in geth's words (core/vm/errors.go), as tracers print them.

const WORDS: Record<string, string> = {
  "out of gas": "out of gas",
  revert: "execution reverted",
  "invalid JUMP": "invalid jump destination",
  "static state change": "write protection",
  "insufficient balance": "insufficient balance for transfer",
  "create collision": "contract address collision",
  "code store out of gas": "contract creation code storage out of gas",
  "code size to deposit exceeds maximum code size": "max code size exceeded",
  "initcode exceeds max initcode size": "max initcode size exceeded",
  "invalid bytecode deployed": "invalid code: must not begin with 0xef",
  "value out of range": "return data out of bounds",
  "execution aborted": "execution timeout",
};

/** Stack items an opcode takes (geth's minStack), for the stack underflow wording. */
function stackInputs(op: number): number {
  if (op >= 0x80 && op <= 0x8f) return op - 0x7f; // DUPn
  if (op >= 0x90 && op <= 0x9f) return op - 0x8e; // SWAPn
  if (op >= 0xa0 && op <= 0xa4) return op - 0x9e; // LOGn
  if (op >= 0x01 && op <= 0x1d) return [0x08, 0x09].includes(op) ? 3 : [0x15, 0x19].includes(op) ? 1 : 2;
  const fixed: Record<number, number> = {
    32: 2,
    49: 1,
    53: 1,
    55: 3,
    57: 3,
    59: 1,
    60: 4,
    62: 3,
    63: 1,
    64: 1,
    73: 1,
    80: 1,
    81: 1,
    82: 2,
    83: 2,
    84: 1,
    85: 2,
    86: 1,
    87: 2,
    92: 1,
    93: 2,
    94: 3,
    240: 3,
    241: 7,
    242: 7,
    243: 2,
    244: 6,
    245: 4,
    250: 6,
    253: 2,
    255: 1,
  };
  return fixed[op] ?? 0;
}

/**
 * geth's text of a frame's failure. `op` and `stackLength` are those of the step that failed
 * (stack errors name them as geth does: `stack underflow (0 <=> 2)`).
 */
export function gethVmError(error: string, op?: { code: number; name: string; stackLength: number }): string {
  if (error === "stack underflow" && op)
    return `stack underflow (${op.stackLength} <=> ${stackInputs(op.code)})`;
  if (error === "stack overflow") return "stack limit reached 1024 (1023)";
  // the bridge names an undefined opcode by its byte, as geth: `opcode 0xc not defined`
  if (error === "invalid opcode") return `invalid opcode: ${op?.name ?? "INVALID"}`;
  return WORDS[error] ?? error;
}

/** Failures geth logs on the failing step itself: checked before the opcode runs. */
export function failsBeforeExecution(error: string): boolean {
  return error === "out of gas" || error === "stack underflow" || error === "stack overflow";
}
