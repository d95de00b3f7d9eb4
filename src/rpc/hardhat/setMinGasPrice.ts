import { MinGasPriceUnsupportedError } from "../../../generated/errors.js";
import type { HardhatSetMinGasPriceResult } from "../../../generated/types.js";

/** hardhat_setMinGasPrice: London rules from genesis, so refused as Hardhat refuses it then. */
export const setMinGasPrice = () => (): HardhatSetMinGasPriceResult => {
  throw new MinGasPriceUnsupportedError();
};
