// Transactions built by the node itself (eth_sendTransaction, eth_signTransaction), as geth's
// TransactionArgs.ToTransaction: the type follows the fee fields given.
import type { Common } from "@ethereumjs/common";
import {
  type AccessList,
  createAccessList2930Tx,
  createEOACode7702Tx,
  createFeeMarket1559Tx,
  createLegacyTx,
  type TypedTransaction,
} from "@ethereumjs/tx";
import type { Address, EOACode7702AuthorizationListBytes } from "@ethereumjs/util";
import { InvalidTransactionError, TxTypeNotSupportedError } from "../errors.js";
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
  /** EIP-7702 authorizations, each signed by its authority: a set-code (type 4) transaction */
  authorizationList?: EOACode7702AuthorizationListBytes;
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
  if (f.authorizationList !== undefined) {
    if (!common.isActivatedEIP(7702)) throw new TxTypeNotSupportedError();
    // geth's SetCodeTx: fee caps only, and a destination
    if (f.gasPrice !== undefined)
      throw new InvalidTransactionError(
        "invalid transaction: authorizationList needs maxFeePerGas, not gasPrice",
      );
    if (to === undefined)
      throw new InvalidTransactionError(
        "invalid transaction: a set-code transaction needs a destination (to)",
      );
  }
  try {
    if (f.authorizationList !== undefined) {
      return createEOACode7702Tx(
        {
          ...base,
          chainId: common.chainId(),
          maxFeePerGas: f.maxFeePerGas,
          maxPriorityFeePerGas: f.maxPriorityFeePerGas,
          accessList: f.accessList ?? [],
          authorizationList: f.authorizationList,
        },
        opts,
      );
    }
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
