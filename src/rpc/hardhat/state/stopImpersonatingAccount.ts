import type {
  HardhatStopImpersonatingAccountParams,
  HardhatStopImpersonatingAccountResult,
} from "../../../../generated/types.js";
import { parseAddress } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_stopImpersonatingAccount (anvil_ alias): false when it was not impersonated. */
export const stopImpersonatingAccount =
  (deps: RpcDeps) =>
  ([address]: HardhatStopImpersonatingAccountParams): HardhatStopImpersonatingAccountResult =>
    deps.chain.dev.stopImpersonating(parseAddress(address));
