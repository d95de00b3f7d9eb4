import type {
  OtsGetTransactionErrorParams,
  OtsGetTransactionErrorResult,
} from "../../../../generated/types.js";
import { data, parseData } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { topFrame } from "./frames.js";

/** ots_getTransactionError: a reverted transaction's revert data, else 0x (unknown hash too, as Anvil). */
export const getTransactionError =
  (deps: RpcDeps) =>
  async ([hash]: OtsGetTransactionErrorParams): Promise<OtsGetTransactionErrorResult> => {
    const top = await topFrame(deps, parseData(hash));
    if (top?.error !== "execution reverted" || !top.output) return "0x";
    return data(top.output);
  };
