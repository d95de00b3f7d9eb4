import { bigIntToUnpaddedBytes, setLengthLeft } from "@ethereumjs/util";
import type { HardhatSetStorageAtParams, HardhatSetStorageAtResult } from "../../../../generated/types.js";
import { parseAddress, parseData, parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_setStorageAt (anvil_setStorageAt, evm_setAccountStorageAt): one slot, on the head's state at once. */
export const setStorageAt =
  (deps: RpcDeps) =>
  async ([address, slot, value]: HardhatSetStorageAtParams): Promise<HardhatSetStorageAtResult> => {
    await deps.chain.dev.editState({
      kind: "storage",
      address: parseAddress(address),
      // a quantity or a 32-byte key, leading zeros allowed (as eth_getStorageAt)
      slot: setLengthLeft(bigIntToUnpaddedBytes(parseQuantity(slot)), 32),
      value: parseData(value),
    });
    return true;
  };
