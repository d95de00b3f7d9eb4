import { InvalidParamsError } from "../../../../generated/errors.js";
import type { EthSubscribeParams, EthSubscribeResult } from "../../../../generated/types.js";
import type { RpcContext } from "../../context.js";
import type { RpcDeps } from "../../deps.js";

/**
 * eth_subscribe: `newHeads`, `newSideHeads` (core-geth: side blocks), `logs` (address/topics) or
 * `newPendingTransactions`, pushed as `eth_subscription` notifications on this WebSocket. Over HTTP: -32601 `notifications not supported`.
 */
export const subscribe =
  (deps: RpcDeps) =>
  ([subscription, filter]: EthSubscribeParams, ctx: RpcContext): EthSubscribeResult => {
    if (filter !== undefined && subscription !== "logs" && ctx.notify !== undefined) {
      throw new InvalidParamsError("invalid argument 1 (filter): only a logs subscription takes a filter");
    }
    return deps.filters.subscribe(ctx, subscription, filter);
  };
