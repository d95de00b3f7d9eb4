import type {
  HardhatDropTransactionParams,
  HardhatDropTransactionResult,
} from "../../../../generated/types.js";
import { parseData } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_dropTransaction (anvil_dropTransaction): out of the pool and its journal; false when not pooled. */
export const dropTransaction =
  (deps: RpcDeps) =>
  ([transactionHash]: HardhatDropTransactionParams): Promise<HardhatDropTransactionResult> =>
    deps.chain.dev.dropTransaction(parseData(transactionHash));
