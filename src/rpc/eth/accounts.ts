import type { EthAccountsResult } from "../../../generated/types.js";
import { address } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** eth_accounts: the dev accounts (the node holds their keys but never signs for clients). */
export const accounts = (deps: RpcDeps) => (): EthAccountsResult =>
  deps.chain.accounts.map((a) => address(a));
