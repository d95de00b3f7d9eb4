import type { HardhatSetBalanceParams, HardhatSetBalanceResult } from "../../../../generated/types.js";
import { parseAddress, parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_setBalance (anvil_setBalance, evm_setAccountBalance): on the head's state at once. */
export const setBalance =
  (deps: RpcDeps) =>
  async ([address, balance]: HardhatSetBalanceParams): Promise<HardhatSetBalanceResult> => {
    await deps.chain.dev.editState({
      kind: "balance",
      address: parseAddress(address),
      value: parseQuantity(balance),
    });
    return true;
  };
