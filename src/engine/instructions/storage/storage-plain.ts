import type { Common } from "@ethereumjs/common";
import { EVMError } from "@ethereumjs/evm";
import { bigIntToBytes, bytesToBigInt } from "@ethereumjs/util";
import { type RunState, word32 } from "../words.js";
import { eip2200, type Params, params, sentry } from "./storage-rules.js";

// The plain path: the interpreter's storageLoad/storageStore, the journal asked for warm slots.

function wordOf(value: Uint8Array): bigint {
  return value.length === 0 ? 0n : bytesToBigInt(value);
}

/** The value SSTORE writes: the shortest bytes, empty for zero (as the stock opcode). */
function storedBytes(val: bigint): Uint8Array {
  return val === 0n ? new Uint8Array(0) : bigIntToBytes(val);
}

function plainAccess(rs: RunState, key: Uint8Array, isSstore: boolean, p: Params, warm: boolean): bigint {
  if (!warm) {
    rs.interpreter.journal.addWarmedStorage(rs.interpreter.getAddress().bytes, key);
    return p.coldSload;
  }
  return isSstore ? 0n : p.warmRead;
}

function isWarm(rs: RunState, key: Uint8Array): boolean {
  return rs.interpreter.journal.isWarmedStorage(rs.interpreter.getAddress().bytes, key);
}

export function plainSloadGas(rs: RunState, gas: bigint, common: Common): bigint {
  const key = word32(rs.stack.peek()[0]);
  return gas + plainAccess(rs, key, false, params(common), isWarm(rs, key));
}

export async function plainSload(rs: RunState): Promise<void> {
  const key = rs.stack.pop();
  const value = await rs.interpreter.storageLoad(word32(key));
  rs.stack.push(wordOf(value));
}

export async function plainSstoreGas(rs: RunState, gas: bigint, common: Common): Promise<bigint> {
  if (rs.interpreter.isStatic()) throw new EVMError(EVMError.errorMessages.STATIC_STATE_CHANGE);
  const [key, val] = rs.stack.peek(2);
  const keyBytes = word32(key);
  const current = wordOf(await rs.interpreter.storageLoad(keyBytes, false, false));
  const original = wordOf(await rs.interpreter.storageLoad(keyBytes, true, false));
  // nothing between here and plainAccess warms a slot: one question for both
  const warm = isWarm(rs, keyBytes);
  const p = params(common);
  sentry(rs.gasLeft <= p.sentry);
  const cost = eip2200(rs, p, current, original, val, warm);
  // after the EIP-2200 sentry: charging the cold access first could fail it early
  return gas + cost + plainAccess(rs, keyBytes, true, p, warm);
}

export async function plainSstore(rs: RunState): Promise<void> {
  const [key, val] = rs.stack.popN(2);
  await rs.interpreter.storageStore(word32(key), storedBytes(val));
}
