import type { AnvilAddBalanceParams, AnvilAddBalanceResult } from "../../../../generated/types.js";
import { parseAddress, parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_addBalance (hardhat_ alias): plus `amount` on the head's state, capped at 2^256 - 1. */
export const addBalance =
  (deps: RpcDeps) =>
  async ([address, amount]: AnvilAddBalanceParams): Promise<AnvilAddBalanceResult> => {
    await deps.chain.dev.addBalance(parseAddress(address), parseQuantity(amount));
    return null;
  };
