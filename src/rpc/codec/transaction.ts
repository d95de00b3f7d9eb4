import type { Block } from "@ethereumjs/block";
import type { TypedTransaction } from "@ethereumjs/tx";
import { bytesToBigInt, type EOACode7702AuthorizationListBytesItem } from "@ethereumjs/util";
import type { Transaction } from "../../../generated/types.js";
import { address, data, quantity } from "./hex.js";

export interface TxPosition {
  block: Block;
  index: number;
}

/** geth's transaction object; position null for a pending transaction. */
export function formatTransaction(tx: TypedTransaction, position: TxPosition | null): Transaction {
  const baseFee = position?.block.header.baseFeePerGas;
  const json: Transaction = {
    blockHash: position ? data(position.block.hash()) : null,
    blockNumber: position ? quantity(position.block.header.number) : null,
    from: address(tx.getSenderAddress()),
    gas: quantity(tx.gasLimit),
    gasPrice: quantity(effectiveGasPrice(tx, baseFee)),
    hash: data(tx.hash()),
    input: data(tx.data),
    nonce: quantity(tx.nonce),
    to: tx.to ? address(tx.to) : null,
    transactionIndex: position ? quantity(position.index) : null,
    value: quantity(tx.value),
    type: txType(tx.type),
    v: quantity(tx.v ?? 0n),
    r: quantity(tx.r ?? 0n),
    s: quantity(tx.s ?? 0n),
  };
  if ("maxFeePerGas" in tx) {
    json.maxFeePerGas = quantity(tx.maxFeePerGas);
    json.maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas);
  }
  if ("accessList" in tx) {
    json.accessList = tx.accessList.map(([addr, keys]) => ({
      address: data(addr),
      storageKeys: keys.map(data),
    }));
  }
  if ("authorizationList" in tx) json.authorizationList = tx.authorizationList.map(formatAuthorization);
  if (tx.type !== 0 && "chainId" in tx) json.chainId = quantity(tx.chainId);
  else if (tx.v !== undefined && tx.v >= 35n) json.chainId = quantity((tx.v - 35n) / 2n);
  if (tx.type !== 0) json.yParity = tx.v === 1n ? "0x1" : "0x0";
  return json;
}

export function txType(type: number): Transaction["type"] {
  if (type === 1) return "0x1";
  if (type === 2) return "0x2";
  if (type === 4) return "0x4";
  return "0x0";
}

/** One EIP-7702 authorization tuple as geth's JSON (SetCodeAuthorization): numbers as quantities. */
function formatAuthorization([chainId, addr, nonce, yParity, r, s]: EOACode7702AuthorizationListBytesItem) {
  return {
    chainId: quantity(bytesToBigInt(chainId)),
    address: data(addr),
    nonce: quantity(bytesToBigInt(nonce)),
    yParity: quantity(bytesToBigInt(yParity)),
    r: quantity(bytesToBigInt(r)),
    s: quantity(bytesToBigInt(s)),
  };
}

/** What the sender pays per gas: for EIP-1559 txs, base fee plus the tip the fee cap allows. */
export function effectiveGasPrice(tx: TypedTransaction, baseFee: bigint | undefined): bigint {
  if (!("maxFeePerGas" in tx)) return tx.gasPrice;
  if (baseFee === undefined) return tx.maxFeePerGas;
  const room = tx.maxFeePerGas - baseFee;
  return baseFee + (room < tx.maxPriorityFeePerGas ? room : tx.maxPriorityFeePerGas);
}
