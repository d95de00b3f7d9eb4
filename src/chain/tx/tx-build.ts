// Transactions built by the node itself (eth_sendTransaction, eth_signTransaction), as geth's
// TransactionArgs.ToTransaction: the type follows the fee fields given.
import type { Common } from "@ethereumjs/common";
import {
  type AccessList,
  createAccessList2930Tx,
  createFeeMarket1559Tx,
  createLegacyTx,
  type TypedTransaction,
} from "@ethereumjs/tx";
import type { Address } from "@ethereumjs/util";
import { TxTypeNotSupportedError } from "../errors.js";
import { constructionError } from "../pool/validate.js";

export interface TransactionFields {
  nonce: bigint;
  gasLimit: bigint;
  to?: Address;
  value: bigint;
  data: Uint8Array;
  /** legacy pricing: type 0, or type 1 with an access list */
  gasPrice?: bigint;
  /** EIP-1559 pricing (type 2), used when there is no gasPrice */
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  accessList?: AccessList;
}

/**
 * Type 2 without a gasPrice; with one, legacy, or type 1 when an access list is given too (geth
 * would drop the list). A value EthereumJS refuses (gas × fee cap above 2^256 ...) is the error
 * eth_sendRawTransaction gives for the same transaction.
 */
export function unsignedTransaction(common: Common, f: TransactionFields): TypedTransaction {
  const { nonce, gasLimit, to, value, data } = f;
  const base = { nonce, gasLimit, to, value, data };
  const opts = { common };
  // no fee market (Ethereum Classic): a type-2 transaction is what the pool would refuse
  if (f.gasPrice === undefined && !common.isActivatedEIP(1559)) throw new TxTypeNotSupportedError();
  try {
    if (f.gasPrice === undefined) {
      return createFeeMarket1559Tx(
        {
          ...base,
          chainId: common.chainId(),
          maxFeePerGas: f.maxFeePerGas,
          maxPriorityFeePerGas: f.maxPriorityFeePerGas,
          accessList: f.accessList ?? [],
        },
        opts,
      );
    }
    if (f.accessList !== undefined) {
      return createAccessList2930Tx(
        { ...base, chainId: common.chainId(), gasPrice: f.gasPrice, accessList: f.accessList },
        opts,
      );
    }
    return createLegacyTx({ ...base, gasPrice: f.gasPrice }, opts);
  } catch (err) {
    throw constructionError(err);
  }
}
