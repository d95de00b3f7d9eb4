import type { TransactionArgs } from "../../../../generated/types.js";
import type { Admission } from "../../../chain/index.js";
import { Mutex } from "../../../lib/mutex.js";
import type { RpcDeps } from "../../deps.js";
import { senderOf, txFromArgs } from "../execute/tx-from-args.js";

type Admit = (args: TransactionArgs) => Promise<Admission>;
const admitters = new WeakMap<RpcDeps, Admit>();

/**
 * eth_sendTransaction's first half, shared with eth_sendTransactionSync: fill (geth's setDefaults),
 * sign with the sender's signer, admit to the pool. Per sender, as geth's nonceLock: two concurrent
 * sends (of either method) must not take the same pool nonce.
 */
export function admitFromArgs(deps: RpcDeps): Admit {
  let admit = admitters.get(deps);
  if (admit) return admit;
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
  admit = async (args) => {
    const signer = deps.chain.sender(senderOf(args));
    const add = async () => deps.chain.admitTransaction(signer.signTransaction(await txFromArgs(deps, args)));
    return args.nonce === undefined ? locked(signer.address.toString(), add) : add();
  };
  admitters.set(deps, admit);
  return admit;
}
