import { type Logic, overflow, type RunState, readPadded, words } from "./words.js";

/**
 * ADDRESS on the stack's array in place: the stock one turns the frame's address into a word
 * through a hex string (`bytesToBigInt`, ~0.4 µs); read here as numbers (every loop of calls to
 * the contract itself, Compute.sol's callLoop among them, asks for it once a round), and kept
 * per Address object (a running frame's is the same object every round; addresses are not edited).
 */
const words20 = new WeakMap<object, bigint>();

const address: Logic = (rs: RunState) => {
  const at = rs.interpreter.getAddress();
  let value = words20.get(at);
  if (value === undefined) {
    value = readPadded(at.bytes, 0, 20);
    words20.set(at, value);
  }
  const s = words(rs);
  if (s._len >= s._maxHeight) overflow();
  s._store[s._len++] = value;
};

export const contextOpcodes: [number, Logic][] = [[0x30, address]];
