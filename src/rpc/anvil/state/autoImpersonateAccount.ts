import type {
  AnvilAutoImpersonateAccountParams,
  AnvilAutoImpersonateAccountResult,
} from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_autoImpersonateAccount (hardhat_ alias): every address may send; null, as Anvil. */
export const autoImpersonateAccount =
  (deps: RpcDeps) =>
  ([enabled]: AnvilAutoImpersonateAccountParams): AnvilAutoImpersonateAccountResult => {
    deps.chain.dev.setAutoImpersonate(enabled);
    return null;
  };
