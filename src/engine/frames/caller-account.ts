import type { EVM } from "@ethereumjs/evm";
import { type Account, type Address, EthereumJSErrorWithoutCode } from "@ethereumjs/util";
import { accountNow, accountsVersion, NOT_CACHED } from "../state/reads.js";

/** A frame's environment as far as its own account goes (frame.ts makes it). */
export interface ContractEnv {
  address: Address;
  contract: Account;
  /** the account `contract` was as read, and the accounts' version then (-1: unknown) */
  contractRead?: Account;
  contractVersion?: number;
}

/**
 * _baseCall's re-read of the caller's account after a sub-call that succeeded (its balance may
 * have changed), skipped where the answer is known: `env.contract` is still the account the frame
 * read (or last re-read), and the account cache replaced no element since (account-reads.ts's
 * version: a re-read would decode the same element). Undefined where done now, else its promise.
 */
export function refreshContract(sm: EVM["stateManager"], env: ContractEnv): Promise<void> | undefined {
  const version = accountsVersion(sm);
  if (version !== undefined && version === env.contractVersion && env.contract === env.contractRead) return;
  const account = accountNow(sm, env.address);
  if (account === NOT_CACHED) return refreshLater(sm, env);
  if (!account) throw EthereumJSErrorWithoutCode("could not read contract account");
  env.contract = account;
  env.contractRead = account;
  env.contractVersion = version ?? -1;
}

async function refreshLater(sm: EVM["stateManager"], env: ContractEnv): Promise<void> {
  const account = await sm.getAccount(env.address);
  if (!account) throw EthereumJSErrorWithoutCode("could not read contract account");
  env.contract = account;
  env.contractRead = account;
  env.contractVersion = -1;
}
