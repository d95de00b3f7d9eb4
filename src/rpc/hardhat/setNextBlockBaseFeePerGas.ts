import type {
  HardhatSetNextBlockBaseFeePerGasParams,
  HardhatSetNextBlockBaseFeePerGasResult,
} from "../../../generated/types.js";
import { parseQuantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** hardhat_setNextBlockBaseFeePerGas: the next block's base fee (breaks EIP-1559's rule; see spec). */
export const setNextBlockBaseFeePerGas =
  (deps: RpcDeps) =>
  ([baseFee]: HardhatSetNextBlockBaseFeePerGasParams): HardhatSetNextBlockBaseFeePerGasResult => {
    deps.chain.dev.setNextBaseFee(parseQuantity(baseFee));
    return true;
  };
