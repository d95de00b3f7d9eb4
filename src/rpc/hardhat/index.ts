import type { HardhatHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { getAutomine } from "./getAutomine.js";
import { metadata } from "./metadata.js";
import { mine } from "./mine.js";
import { reset } from "./reset.js";
import { setBlockTimestampInterval } from "./setBlockTimestampInterval.js";
import { setCoinbase } from "./setCoinbase.js";
import { setMinGasPrice } from "./setMinGasPrice.js";
import { setNextBlockBaseFeePerGas } from "./setNextBlockBaseFeePerGas.js";

/** The hardhat_* methods: one handler per file, checked against the generated interface. */
export function createHardhatHandlers(deps: RpcDeps) {
  return {
    getAutomine: getAutomine(deps),
    metadata: metadata(deps),
    reset: reset(deps),
    mine: mine(deps),
    setBlockTimestampInterval: setBlockTimestampInterval(deps),
    setCoinbase: setCoinbase(deps),
    setMinGasPrice: setMinGasPrice(),
    setNextBlockBaseFeePerGas: setNextBlockBaseFeePerGas(deps),
  } satisfies HardhatHandlers<RpcContext>;
}
