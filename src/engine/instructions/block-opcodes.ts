import type { Common } from "@ethereumjs/common";
import { callOpcodes } from "./calls.js";
import { fastOpcodes } from "./fast-opcodes.js";
import { storageOpcodes } from "./storage.js";
import type { CustomOpcode } from "./words.js";

/**
 * The replaced opcodes of the VM that builds and imports blocks (and runs the pending block), which
 * follows the chain's forks instead of being made anew for each: fastOpcodes (base fees the same in
 * every fork); SLOAD/SSTORE and the CALL family only where every block's rules have EIP-2929 (in
 * force at genesis: forks only add EIPs). From EIP-2929 on their base fee is 0 in every fork (the
 * access is charged by the gas function); before it the fee moves (SLOAD 50, 200, 800; CALL 40,
 * 700) while a custom opcode's stays what it was when the VM was made. Its state manager (the
 * live state, or the pending block's copy) carries a storage layer as the executor's does.
 */
export function blockOpcodes(common: Common): CustomOpcode[] {
  const atGenesis = common.copy();
  atGenesis.setHardforkBy({ blockNumber: 0n, timestamp: 0n });
  const feeless = atGenesis.isActivatedEIP(2929)
    ? [...storageOpcodes(atGenesis), ...callOpcodes(atGenesis)]
    : [];
  const fixed = feeless.every((op) => "baseFee" in op && op.baseFee === 0);
  return [...fastOpcodes(common), ...(fixed ? feeless : [])];
}
