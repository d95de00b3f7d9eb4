import type { Common } from "@ethereumjs/common";
import type { TypedTransaction } from "@ethereumjs/tx";

/**
 * EIP-7934's limit on a block's RLP size (osaka): the miner leaves out what would pass it, the
 * importer refuses a block above it. Undefined under rules without the EIP.
 */
export function blockSizeLimit(common: Common): number | undefined {
  return common.isActivatedEIP(7934) ? Number(common.param("maxRlpBlockSize")) : undefined;
}

/**
 * What the header, the uncles and the lists' prefixes can take at most: a London header is ~540
 * bytes, two uncles as much again; the miner counts this much before any transaction.
 */
export const HEADER_ALLOWANCE = 4096;

/** A transaction's share of the block's RLP: its encoding plus a string or list prefix (<= 9 bytes). */
export function txSize(tx: TypedTransaction): number {
  return tx.serialize().length + 9;
}
