import { bigIntToUnpaddedBytes, setLengthLeft } from "@ethereumjs/util";
import type { EthGetStorageAtParams, EthGetStorageAtResult } from "../../../../generated/types.js";
import { data, parseAddress, parseQuantity } from "../../codec/hex.js";
import { type RpcDeps, stateAtParam } from "../../deps.js";

/** eth_getStorageAt: one 32-byte storage slot at a block. */
export const getStorageAt =
  (deps: RpcDeps) =>
  async ([address, position, block]: EthGetStorageAtParams): Promise<EthGetStorageAtResult> => {
    const state = await stateAtParam(deps, block);
    const key = setLengthLeft(bigIntToUnpaddedBytes(parseQuantity(position)), 32);
    const value = await state.getStorage(parseAddress(address), key);
    return data(setLengthLeft(value, 32));
  };
