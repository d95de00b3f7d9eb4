import type { EthSendTransactionParams, EthSendTransactionResult } from "../../../../generated/types.js";
import { Mutex } from "../../../lib/mutex.js";
import { data } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { senderOf, txFromArgs } from "../execute/tx-from-args.js";

/**
 * eth_sendTransaction: fill (geth's setDefaults), sign with the sender's signer, then the path of
 * eth_sendRawTransaction (pool rules, automine wait, code 3 for a mined revert).
 */
export const sendTransaction = (deps: RpcDeps) => {
  // Per sender, as geth's nonceLock: two concurrent sends must not take the same pool nonce.
  const locks = new Map<string, { mutex: Mutex; users: number }>();
  const locked = async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const lock = locks.get(key) ?? { mutex: new Mutex(), users: 0 };
    locks.set(key, lock);
    lock.users++;
    try {
      return await lock.mutex.run(fn);
    } finally {
      if (--lock.users === 0) locks.delete(key);
    }
  };
  return async ([args]: EthSendTransactionParams): Promise<EthSendTransactionResult> => {
    const signer = deps.chain.sender(senderOf(args));
    const admit = async () =>
      deps.chain.admitTransaction(signer.signTransaction(await txFromArgs(deps, args)));
    const added = args.nonce === undefined ? await locked(signer.address.toString(), admit) : await admit();
    return data(await deps.chain.awaitInclusion(added));
  };
};
