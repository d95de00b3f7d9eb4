import type { Common } from "@ethereumjs/common";
import { Address, hexToBytes } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import { HISTORY_SERVE_WINDOW, HISTORY_STORAGE_ADDRESS } from "../config/history-storage.js";

const HISTORY = new Address(hexToBytes(HISTORY_STORAGE_ADDRESS));

/**
 * EIP-2935's system write before a block's transactions: the parent's hash into the history
 * contract's slot (number - 1) % 8191. The EIP's system call runs the contract's set path, whose
 * only effect is that write (geth's ProcessParentBlockHash); no code there, no write (the EIP's
 * rule before its deployment). Our builder, importer and tracer run blocks transaction by
 * transaction, so they call this where EthereumJS's runBlock would.
 */
export async function storeParentHash(vm: VM, common: Common, number: bigint, parentHash: Uint8Array) {
  if (number === 0n || !common.isActivatedEIP(2935)) return;
  const sm = vm.stateManager;
  if ((await sm.getCode(HISTORY)).length === 0) return;
  await sm.putStorage(HISTORY, historySlot(number - 1n), parentHash);
}

/** The 32-byte big-endian storage key of block `number`'s hash in the ring of HISTORY_SERVE_WINDOW. */
export function historySlot(number: bigint): Uint8Array {
  const slot = new Uint8Array(32);
  // below 8191: the last four bytes hold it
  new DataView(slot.buffer).setUint32(28, Number(number % BigInt(HISTORY_SERVE_WINDOW)));
  return slot;
}
