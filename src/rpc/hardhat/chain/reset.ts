import { ForkingNotSupportedError, InvalidParamsError } from "../../../../generated/errors.js";
import type { HardhatResetParams, HardhatResetResult } from "../../../../generated/types.js";
import type { Forking, RpcDeps } from "../../deps.js";

/**
 * hardhat_reset (anvil_reset). A `forking` naming a URL or block forks anew (the URL defaults to the
 * current fork's); a forked node reset without `forking` drops the fork (a new chain of its dev
 * flags); otherwise back to genesis. viem's `{forking:{blockNumber:null}}` names neither: on a
 * forked node it forks the same remote again at its latest block, else it is a plain reset.
 */
export const reset =
  (deps: RpcDeps) =>
  async ([options]: HardhatResetParams): Promise<HardhatResetResult> => {
    const forking = options?.forking;
    const forked = deps.chain.forked();
    const names = forking != null && (forking.jsonRpcUrl != null || forking.blockNumber != null);
    if (names || (forking != null && forked)) {
      const wanted: Forking = {
        ...(forking?.jsonRpcUrl != null ? { url: forking.jsonRpcUrl } : {}),
        ...(forking?.blockNumber != null ? { blockNumber: BigInt(forking.blockNumber) } : {}),
      };
      if (wanted.url === undefined && !forked)
        throw new InvalidParamsError("forking.jsonRpcUrl is needed: this node is not forked");
      if (wanted.url !== undefined && !/^https?:\/\/./.test(wanted.url))
        throw new InvalidParamsError(
          `forking.jsonRpcUrl must be an http:// or https:// URL, got "${wanted.url}"`,
        );
      if (deps.refork === undefined)
        throw new ForkingNotSupportedError(
          "forking is not supported: a node with --data-dir or --p2p-port keeps its chain; restart it with the --fork-url flags",
        );
      await deps.refork(wanted);
      return true;
    }
    if (forked && deps.refork !== undefined) {
      await deps.refork(null);
      return true;
    }
    await deps.chain.dev.reset();
    return true;
  };
