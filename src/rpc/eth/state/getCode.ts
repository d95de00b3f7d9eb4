import type { EthGetCodeParams, EthGetCodeResult } from "../../../../generated/types.js";
import { data, parseAddress } from "../../codec/hex.js";
import { type RpcDeps, stateAtParam } from "../../deps.js";

/** eth_getCode: the runtime code at the address at a block. */
export const getCode =
  (deps: RpcDeps) =>
  async ([address, block]: EthGetCodeParams): Promise<EthGetCodeResult> => {
    const state = await stateAtParam(deps, block);
    return data(await state.getCode(parseAddress(address)));
  };
