// The addresses a transaction touched, for the address index (store/address-index.ts): its sender
// and recipient, every call's caller, callee and code account, every contract it created (a failed
// creation's address too). One definition for the block builder and the index's backfill.
import type { EVM, Message } from "@ethereumjs/evm";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { RunTxResult } from "@ethereumjs/vm";
import { onBeforeMessageKeepingNothing } from "../../engine/index.js";
import { AddressSet } from "../store/address-index.js";

/** Runs `tx` through `run` while listening to its messages; the result and the addresses. */
export async function collectTouched(
  evm: EVM,
  tx: TypedTransaction,
  run: () => Promise<RunTxResult>,
): Promise<{ result: RunTxResult; touched: Uint8Array[] }> {
  const touched = new AddressSet();
  const creations: Message[] = [];
  const unlisten = onBeforeMessageKeepingNothing(evm.events, (msg: Message) => {
    touched.add(msg.caller.bytes);
    if (!msg.to) {
      creations.push(msg);
      return;
    }
    touched.add(msg.to.bytes);
    // DELEGATECALL and CALLCODE run another account's code in the caller's context
    touched.add(msg.codeAddress.bytes);
  });
  let result: RunTxResult;
  try {
    result = await run();
  } finally {
    unlisten();
  }
  touched.add(tx.getSenderAddress().bytes);
  if (tx.to) touched.add(tx.to.bytes);
  // a creation's address is set on its message once the frame starts
  for (const msg of creations) if (msg.to) touched.add(msg.to.bytes);
  if (result.createdAddress) touched.add(result.createdAddress.bytes);
  return { result, touched: touched.list() };
}

/** The addresses of a plain transfer (runPlainTransfer: no message, no code): its sender and recipient. */
export function touchedByTransfer(tx: TypedTransaction): Uint8Array[] {
  const touched = new AddressSet();
  touched.add(tx.getSenderAddress().bytes);
  if (tx.to) touched.add(tx.to.bytes);
  return touched.list();
}
