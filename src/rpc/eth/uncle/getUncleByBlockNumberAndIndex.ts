import type {
  EthGetUncleByBlockNumberAndIndexParams,
  EthGetUncleByBlockNumberAndIndexResult,
} from "../../../../generated/types.js";
import { parseBlockParameter } from "../../codec/block-ref.js";
import type { RpcDeps } from "../../deps.js";
import { uncleJson } from "./uncle-json.js";

/** eth_getUncleByBlockNumberAndIndex: null when the block or the uncle does not exist. */
export const getUncleByBlockNumberAndIndex =
  (deps: RpcDeps) =>
  async ([
    block,
    index,
  ]: EthGetUncleByBlockNumberAndIndexParams): Promise<EthGetUncleByBlockNumberAndIndexResult> =>
    uncleJson(deps, (await deps.chain.resolveBlock(parseBlockParameter(block)))?.block, index);
