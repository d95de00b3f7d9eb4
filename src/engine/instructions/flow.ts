import { perRuleSet } from "../rules.js";
import { type Logic, overflow, type RunState, readPadded, underflow, words } from "./words.js";

/*
 * PUSH1..PUSH32, DUP1..DUP16, SWAP1..SWAP16, JUMP and JUMPI on the stack's array in place
 * (stack.ts). The stock PUSH asks the Common twice per push whether a code-chunk EIP (6800, 7864)
 * is active, DUP and SWAP go through a Stack method, JUMPI pops through `popN`.
 * Only the common case is taken here; anything else (a PUSH charged per code chunk, a jump that
 * fails or underflows) goes to the stock handler, untouched stack and
 * all, so that its outcome and error message are the stock ones.
 */

interface FlowState {
  shouldDoJumpAnalysis: boolean;
  cachedPushes: Record<number, bigint>;
  validJumps: Uint8Array;
  env: { chargeCodeAccesses?: boolean };
}

/** Whether code chunks are charged (EIP-6800, 7864). */
const chargesChunks = perRuleSet((common) => common.isActivatedEIP(6800) || common.isActivatedEIP(7864));

export function flowOpcodes(stock: (code: number) => Logic | undefined): [number, Logic][] {
  const stockPush = stock(0x60);
  const stockJump = stock(0x56);
  const stockJumpi = stock(0x57);
  if (stockPush === undefined || stockJump === undefined || stockJumpi === undefined) return [];

  const pushN: Logic = (rs: RunState, common) => {
    const f = rs as unknown as FlowState;
    // charged per code chunk: the stock PUSH
    if (chargesChunks(common) && f.env.chargeCodeAccesses === true) return stockPush(rs, common);
    const s = words(rs);
    if (s._len >= s._maxHeight) overflow();
    const width = rs.opCode - 0x5f;
    // the analysis's value of this PUSH; before it (no jump yet, every frame's first few pushes)
    // the code's bytes, zeros past its end, as the stock PUSH reads them (through hex, ~0.3 µs)
    s._store[s._len++] = f.shouldDoJumpAnalysis
      ? readPadded(rs.code, rs.programCounter, width)
      : f.cachedPushes[rs.programCounter];
    rs.programCounter += width;
  };

  const jump: Logic = (rs: RunState, common) => {
    const s = words(rs);
    const n = s._len;
    if (n >= 1) {
      // a valid JUMPDEST is an index of the code; any other word (huge ones too) is no 1 here
      const dest = Number(s._store[n - 1]);
      if ((rs as unknown as FlowState).validJumps[dest] === 1) {
        s._len = n - 1;
        rs.programCounter = dest;
        return;
      }
    }
    return stockJump(rs, common);
  };

  const jumpi: Logic = (rs: RunState, common) => {
    const s = words(rs);
    const n = s._len;
    if (n >= 2) {
      const st = s._store;
      if (st[n - 2] === 0n) {
        s._len = n - 2;
        return;
      }
      const dest = Number(st[n - 1]);
      if ((rs as unknown as FlowState).validJumps[dest] === 1) {
        s._len = n - 2;
        rs.programCounter = dest;
        return;
      }
    }
    return stockJumpi(rs, common);
  };

  const ops: [number, Logic][] = [];
  for (let code = 0x60; code <= 0x7f; code++) ops.push([code, pushN]);
  for (let code = 0x80; code <= 0x8f; code++) ops.push([code, dup]);
  for (let code = 0x90; code <= 0x9f; code++) ops.push([code, swap]);
  return [...ops, [0x56, jump], [0x57, jumpi]];
}

/** Stack.dup: the underflow check first, then the overflow check */
const dup: Logic = (rs: RunState) => {
  const s = words(rs);
  const n = s._len;
  const position = rs.opCode - 0x7f;
  if (n < position) underflow();
  if (n >= s._maxHeight) overflow();
  s._store[n] = s._store[n - position];
  s._len = n + 1;
};

/** Stack.swap */
const swap: Logic = (rs: RunState) => {
  const s = words(rs);
  const head = s._len - 1;
  const other = head - (rs.opCode - 0x8f);
  if (other < 0) underflow();
  const st = s._store;
  const top = st[head];
  st[head] = st[other];
  st[other] = top;
};
