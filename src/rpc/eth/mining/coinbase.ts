import type { EthCoinbaseResult } from "../../../../generated/types.js";
import { address } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_coinbase: the address block rewards go to. */
export const coinbase = (deps: RpcDeps) => (): EthCoinbaseResult => address(deps.chain.coinbase());
