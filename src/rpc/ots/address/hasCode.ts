import type { OtsHasCodeParams, OtsHasCodeResult } from "../../../../generated/types.js";
import { parseAddress } from "../../codec/hex.js";
import { type RpcDeps, stateAtParam } from "../../deps.js";

/** ots_hasCode: whether the account has code in the block's state. */
export const hasCode =
  (deps: RpcDeps) =>
  async ([address, block]: OtsHasCodeParams): Promise<OtsHasCodeResult> => {
    const state = await stateAtParam(deps, block);
    return (await state.getCode(parseAddress(address))).length > 0;
  };
