import type { HardhatSetCodeParams, HardhatSetCodeResult } from "../../../../generated/types.js";
import { parseAddress, parseData } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_setCode (anvil_setCode, evm_setAccountCode): on the head's state at once. */
export const setCode =
  (deps: RpcDeps) =>
  async ([address, code]: HardhatSetCodeParams): Promise<HardhatSetCodeResult> => {
    await deps.chain.dev.editState({ kind: "code", address: parseAddress(address), code: parseData(code) });
    return true;
  };
