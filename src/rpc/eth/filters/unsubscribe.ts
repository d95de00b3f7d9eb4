import type { EthUnsubscribeParams, EthUnsubscribeResult } from "../../../../generated/types.js";
import type { RpcContext } from "../../context.js";
import type { RpcDeps } from "../../deps.js";

/** eth_unsubscribe: true when the subscription was active on this connection, else false. */
export const unsubscribe =
  (deps: RpcDeps) =>
  ([subscriptionId]: EthUnsubscribeParams, ctx: RpcContext): EthUnsubscribeResult =>
    deps.filters.unsubscribe(ctx, subscriptionId);
