import type {
  EthGetUncleByBlockHashAndIndexParams,
  EthGetUncleByBlockHashAndIndexResult,
} from "../../../../generated/types.js";
import { parseData } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { uncleJson } from "./uncle-json.js";

/** eth_getUncleByBlockHashAndIndex: null when the block or the uncle does not exist. */
export const getUncleByBlockHashAndIndex =
  (deps: RpcDeps) =>
  async ([
    hash,
    index,
  ]: EthGetUncleByBlockHashAndIndexParams): Promise<EthGetUncleByBlockHashAndIndexResult> =>
    uncleJson(deps, await deps.chain.blockByHash(parseData(hash)), index);
