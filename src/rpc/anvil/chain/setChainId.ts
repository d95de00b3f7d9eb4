import type { AnvilSetChainIdParams, AnvilSetChainIdResult } from "../../../../generated/types.js";
import { parseCount } from "../../codec/count.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_setChainId: the chain id of the pool, signing and CHAINID from now on. */
export const setChainId =
  (deps: RpcDeps) =>
  async ([chainId]: AnvilSetChainIdParams): Promise<AnvilSetChainIdResult> => {
    await deps.chain.dev.setChainId(parseCount(chainId));
    return null;
  };
