import { MinGasPriceUnsupportedError } from "../../../../generated/errors.js";
import type {
  HardhatSetMinGasPriceParams,
  HardhatSetMinGasPriceResult,
} from "../../../../generated/types.js";
import { parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_setMinGasPrice: the pool's gas price floor on a chain without EIP-1559 (see spec). */
export const setMinGasPrice =
  (deps: RpcDeps) =>
  ([gasPrice]: HardhatSetMinGasPriceParams): HardhatSetMinGasPriceResult => {
    const price = parseQuantity(gasPrice);
    // with EIP-1559 the base fee is the floor: refused, as Hardhat and Anvil refuse it after London
    if (deps.chain.head().header.baseFeePerGas !== undefined) throw new MinGasPriceUnsupportedError();
    deps.chain.dev.setMinGasPrice(price);
    return true;
  };
