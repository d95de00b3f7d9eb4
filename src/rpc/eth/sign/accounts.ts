import type { EthAccountsResult } from "../../../../generated/types.js";
import { address } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_accounts: the addresses the node signs for (eth_sendTransaction, eth_sign ...). */
export const accounts = (deps: RpcDeps) => (): EthAccountsResult =>
  deps.chain.accounts.map((a) => address(a));
