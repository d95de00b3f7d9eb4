import type { EvmSetTimeParams, EvmSetTimeResult } from "../../../generated/types.js";
import { parseCount } from "../codec/count.js";
import type { RpcDeps } from "../deps.js";

/** Above this a time is in milliseconds (Ganache sends Date.now()), as Anvil reads it. */
const MILLISECONDS_ABOVE = 1_000_000_000_000n;

/** evm_setTime (anvil_setTime): the node's time set outright; the seconds it moved forward. */
export const setTime =
  (deps: RpcDeps) =>
  ([timestamp]: EvmSetTimeParams): EvmSetTimeResult => {
    const raw = parseCount(timestamp);
    const seconds = raw > MILLISECONDS_ABOVE ? raw / 1000n : raw;
    return Number(deps.chain.dev.setTime(seconds));
  };
