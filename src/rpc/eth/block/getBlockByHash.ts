import type { Encoded } from "../../../../generated/handlers.js";
import type { EthGetBlockByHashParams, EthGetBlockByHashResult } from "../../../../generated/types.js";
import { parseData } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { blockJson } from "./block-json.js";

/** eth_getBlockByHash: the flag means what it means for eth_getBlockByNumber; null when unknown. */
export const getBlockByHash =
  (deps: RpcDeps) =>
  async ([hash, fullTransactions]: EthGetBlockByHashParams): Promise<
    EthGetBlockByHashResult | Encoded<EthGetBlockByHashResult>
  > => {
    const block = await deps.chain.blockByHash(parseData(hash));
    return block ? blockJson(deps, block, fullTransactions, false) : null;
  };
