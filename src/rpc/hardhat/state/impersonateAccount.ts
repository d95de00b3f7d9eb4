import type {
  HardhatImpersonateAccountParams,
  HardhatImpersonateAccountResult,
} from "../../../../generated/types.js";
import { parseAddress } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_impersonateAccount (anvil_ alias): eth_sendTransaction may send from it without a key. */
export const impersonateAccount =
  (deps: RpcDeps) =>
  ([address]: HardhatImpersonateAccountParams): HardhatImpersonateAccountResult => {
    deps.chain.dev.impersonate(parseAddress(address));
    return true;
  };
