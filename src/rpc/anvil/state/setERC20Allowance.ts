import type {
  AnvilSetERC20AllowanceParams,
  AnvilSetERC20AllowanceResult,
} from "../../../../generated/types.js";
import { parseAddress, parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_setERC20Allowance: the allowance slot found by probing. */
export const setERC20Allowance =
  (deps: RpcDeps) =>
  async ([
    owner,
    spender,
    token,
    amount,
  ]: AnvilSetERC20AllowanceParams): Promise<AnvilSetERC20AllowanceResult> => {
    await deps.chain.dev.setErc20Allowance(
      parseAddress(owner),
      parseAddress(spender),
      parseAddress(token),
      parseQuantity(amount),
    );
    return null;
  };
