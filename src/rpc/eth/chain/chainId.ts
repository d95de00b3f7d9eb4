import type { EthChainIdResult } from "../../../../generated/types.js";
import { quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_chainId: the configured chain id (EIP-155 replay protection). */
export const chainId = (deps: RpcDeps) => (): EthChainIdResult => quantity(deps.chain.chainId);
