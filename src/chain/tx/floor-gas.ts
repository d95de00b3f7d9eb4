import { getCalldataFloorGas, type TypedTransaction } from "@ethereumjs/tx";
import { createZeroAddress } from "@ethereumjs/util";

/**
 * EIP-7623's calldata floor of `tx` (0 without the EIP): the least gas limit its data allows, and
 * the least gas it is charged. The sender only matters under EIP-2780, which no rule set here has.
 */
export function floorDataGas(tx: TypedTransaction): bigint {
  return getCalldataFloorGas(tx, createZeroAddress());
}
