import type { Encoded } from "../../../../generated/handlers.js";
import type { EthGetBlockByNumberParams, EthGetBlockByNumberResult } from "../../../../generated/types.js";
import { parseBlockParameter } from "../../codec/block-ref.js";
import type { RpcDeps } from "../../deps.js";
import { blockJson } from "./block-json.js";

/** eth_getBlockByNumber: null for a block above the head; `pending` has null number/hash/nonce/logsBloom. */
export const getBlockByNumber =
  (deps: RpcDeps) =>
  async ([block, fullTransactions]: EthGetBlockByNumberParams): Promise<
    EthGetBlockByNumberResult | Encoded<EthGetBlockByNumberResult>
  > => {
    const resolved = await deps.chain.resolveBlock(parseBlockParameter(block));
    return resolved ? blockJson(deps, resolved.block, fullTransactions, resolved.pending) : null;
  };
