import type { EthGasPriceResult } from "../../../../generated/types.js";
import { quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { SUGGESTED_TIP } from "./maxPriorityFeePerGas.js";

/** eth_gasPrice: next block's base fee plus the suggested tip, as geth suggests for legacy txs. */
export const gasPrice = (deps: RpcDeps) => (): EthGasPriceResult =>
  quantity(deps.chain.nextBaseFee() + SUGGESTED_TIP);
