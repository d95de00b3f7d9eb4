import type { EthBlockNumberResult } from "../../../../generated/types.js";
import { quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_blockNumber: the head's number. */
export const blockNumber = (deps: RpcDeps) => (): EthBlockNumberResult =>
  quantity(deps.chain.head().header.number);
