import { type NestedUint8Array, RLP } from "@ethereumjs/rlp";

/** The typed transactions whose fields the checks below read: EIP-2930, EIP-1559, EIP-7702. */
export type CheckedType = 1 | 2 | 4;

/**
 * The field list of a typed transaction the checks read, decoded as EthereumJS decodes it (a copy
 * first for EIP-2930), or undefined: another type, or bytes EthereumJS refuses on its own.
 */
export function typedFields(raw: Uint8Array): { type: CheckedType; fields: NestedUint8Array } | undefined {
  const type = raw[0];
  if (type !== 1 && type !== 2 && type !== 4) return undefined;
  let fields: Uint8Array | NestedUint8Array;
  try {
    fields = RLP.decode(type === 1 ? Uint8Array.from(raw.subarray(1)) : raw.subarray(1));
  } catch {
    return undefined;
  }
  return Array.isArray(fields) ? { type, fields } : undefined;
}

/**
 * The two things geth's decoder refuses in a typed transaction (EIP-2930, EIP-1559, EIP-7702) that
 * EthereumJS lets through: a chain id with leading zero bytes (EthereumJS checks the other integers
 * itself) and an access list (or 7702 authorization list) given as a byte string instead of a list.
 * Returns the problem, or undefined; anything else malformed is left to EthereumJS, which refuses it.
 */
export function typedTransactionProblem(raw: Uint8Array): string | undefined {
  const typed = typedFields(raw);
  return typed && typedFieldsProblem(typed.type, typed.fields);
}

/** typedTransactionProblem on fields already decoded (typedFields). */
export function typedFieldsProblem(type: CheckedType, fields: readonly unknown[]): string | undefined {
  const chainId: unknown = fields[0];
  if (chainId instanceof Uint8Array && chainId.length > 0 && chainId[0] === 0)
    return "non-canonical integer in chainId: leading zero bytes";
  const accessList: unknown = fields[type === 1 ? 7 : 8];
  if (accessList instanceof Uint8Array) return "accessList is a byte string, expected a list";
  if (type === 4 && fields[9] instanceof Uint8Array)
    return "authorizationList is a byte string, expected a list";
  return undefined;
}
