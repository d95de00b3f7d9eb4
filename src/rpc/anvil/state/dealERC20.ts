import type { AnvilDealERC20Params, AnvilDealERC20Result } from "../../../../generated/types.js";
import { parseAddress, parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_dealERC20 (anvil_setERC20Balance, hardhat_dealERC20): the balance slot found by probing. */
export const dealERC20 =
  (deps: RpcDeps) =>
  async ([address, token, amount]: AnvilDealERC20Params): Promise<AnvilDealERC20Result> => {
    await deps.chain.dev.dealErc20(parseAddress(address), parseAddress(token), parseQuantity(amount));
    return null;
  };
