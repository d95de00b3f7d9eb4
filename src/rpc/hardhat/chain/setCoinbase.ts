import type { HardhatSetCoinbaseParams, HardhatSetCoinbaseResult } from "../../../../generated/types.js";
import { parseAddress } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_setCoinbase: rewards and fees of the next blocks go to `address`. */
export const setCoinbase =
  (deps: RpcDeps) =>
  ([address]: HardhatSetCoinbaseParams): HardhatSetCoinbaseResult => {
    deps.chain.dev.setCoinbase(parseAddress(address));
    return true;
  };
