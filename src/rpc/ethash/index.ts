import type { EthashHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { getHashrate } from "./getHashrate.js";

/**
 * core-geth's ethash_* methods: getWork, submitWork and submitHashrate are x-aliases of the eth_
 * methods (their handlers); getHashrate has its own shape (a JSON number).
 */
export function createEthashHandlers(deps: RpcDeps) {
  return {
    getHashrate: getHashrate(deps),
  } satisfies EthashHandlers<RpcContext>;
}
