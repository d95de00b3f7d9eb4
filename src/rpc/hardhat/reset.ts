import { ForkingNotSupportedError } from "../../../generated/errors.js";
import type { HardhatResetParams, HardhatResetResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** hardhat_reset (anvil_reset): back to genesis. A fork is refused; viem's `{forking:{blockNumber:null}}` is no fork. */
export const reset =
  (deps: RpcDeps) =>
  async ([options]: HardhatResetParams): Promise<HardhatResetResult> => {
    const forking = options?.forking;
    if (forking && (forking.jsonRpcUrl != null || forking.blockNumber != null)) {
      throw new ForkingNotSupportedError(
        "forking is not supported: this node runs its own proof-of-work chain; reset without forking goes back to its genesis",
      );
    }
    await deps.chain.dev.reset();
    return true;
  };
