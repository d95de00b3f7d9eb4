import type { AccessList } from "@ethereumjs/tx";
import {
  bigIntToUnpaddedBytes,
  type EOACode7702AuthorizationListBytesItem,
  equalsBytes,
} from "@ethereumjs/util";
import { InvalidParamsError } from "../../../generated/errors.js";
import type { AuthorizationInput, TransactionArgs } from "../../../generated/types.js";
import type { CallRequest } from "../../chain/call/request.js";
import { parseAddress, parseData, parseQuantity } from "./hex.js";

/**
 * The call object of eth_call / eth_estimateGas as the executor's request. `input` and `data` are
 * both accepted; both set and not equal is -32602 (spec: InvalidParams; geth rejects it too), and so is
 * a `chainId` other than the node's (spec: TransactionArgs).
 */
export function parseCallObject(c: TransactionArgs, chainId: bigint): CallRequest {
  if (c.chainId !== undefined && parseQuantity(c.chainId) !== chainId) {
    throw new InvalidParamsError("chainId does not match node's");
  }
  if (c.input !== undefined && c.data !== undefined && !equalsBytes(parseData(c.input), parseData(c.data))) {
    throw new InvalidParamsError('both "data" and "input" are set and not equal');
  }
  const input = c.input ?? c.data;
  return {
    from: c.from ? parseAddress(c.from) : undefined,
    to: c.to ? parseAddress(c.to) : undefined,
    gas: c.gas === undefined ? undefined : parseQuantity(c.gas),
    gasPrice: c.gasPrice === undefined ? undefined : parseQuantity(c.gasPrice),
    maxFeePerGas: c.maxFeePerGas === undefined ? undefined : parseQuantity(c.maxFeePerGas),
    maxPriorityFeePerGas:
      c.maxPriorityFeePerGas === undefined ? undefined : parseQuantity(c.maxPriorityFeePerGas),
    value: c.value === undefined ? undefined : parseQuantity(c.value),
    data: input === undefined ? undefined : parseData(input),
    accessList: c.accessList?.map((e) => ({
      address: e.address.toLowerCase() as `0x${string}`,
      storageKeys: e.storageKeys.map((k) => k.toLowerCase() as `0x${string}`),
    })) as AccessList | undefined,
    authorizationList: c.authorizationList?.map(parseAuthorization),
  };
}

/** An EIP-7702 authorization as the transaction's bytes: integers minimal, as RLP encodes them. */
function parseAuthorization(a: AuthorizationInput): EOACode7702AuthorizationListBytesItem {
  const int = (hex: string) => bigIntToUnpaddedBytes(BigInt(hex));
  return [int(a.chainId), parseAddress(a.address).bytes, int(a.nonce), int(a.yParity), int(a.r), int(a.s)];
}
