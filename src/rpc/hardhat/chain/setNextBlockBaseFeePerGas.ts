import { BaseFeeUnsupportedError } from "../../../../generated/errors.js";
import type {
  HardhatSetNextBlockBaseFeePerGasParams,
  HardhatSetNextBlockBaseFeePerGasResult,
} from "../../../../generated/types.js";
import { parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_setNextBlockBaseFeePerGas: the next block's base fee (breaks EIP-1559's rule; see spec). */
export const setNextBlockBaseFeePerGas =
  (deps: RpcDeps) =>
  ([baseFee]: HardhatSetNextBlockBaseFeePerGasParams): HardhatSetNextBlockBaseFeePerGasResult => {
    const fee = parseQuantity(baseFee);
    // no EIP-1559 (Ethereum Classic): blocks have no base fee, as Hardhat refuses it before London
    if (deps.chain.head().header.baseFeePerGas === undefined) throw new BaseFeeUnsupportedError();
    deps.chain.dev.setNextBaseFee(fee);
    return true;
  };
