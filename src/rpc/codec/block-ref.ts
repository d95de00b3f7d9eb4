import type { BlockParameter, BlockParameterOrHash } from "../../../generated/types.js";
import type { BlockRef, BlockTag } from "../../chain/types.js";
import { parseData, parseQuantity } from "./hex.js";

/** A block reference by number or tag: what eth_getBlockByNumber, eth_getLogs ... take. */
export type NumberRef = Exclude<BlockRef, { kind: "hash" }>;

/** One object per tag, so `latest` decodes without allocating. */
const TAGS: Readonly<Record<BlockTag, NumberRef>> = {
  latest: { kind: "tag", tag: "latest" },
  earliest: { kind: "tag", tag: "earliest" },
  pending: { kind: "tag", tag: "pending" },
  safe: { kind: "tag", tag: "safe" },
  finalized: { kind: "tag", tag: "finalized" },
};

/** A block number (hex or a JSON integer, as Hardhat and Anvil take it) or tag; the schema checked it. */
export function parseBlockParameter(param: BlockParameter): NumberRef {
  if (typeof param === "number") return { kind: "number", number: BigInt(param) };
  return TAGS[param as BlockTag] ?? { kind: "number", number: parseQuantity(param) };
}

/**
 * Any block parameter (geth's BlockNumberOrHash): a number, a tag, a 32-byte hash (a 66-character
 * string, as geth tells them apart) or an EIP-1898 object.
 */
export function parseBlockRef(param: BlockParameterOrHash): BlockRef {
  if (typeof param === "number") return { kind: "number", number: BigInt(param) };
  if (typeof param === "string") {
    const tag = TAGS[param as BlockTag];
    if (tag !== undefined) return tag;
    if (param.length === 66) return { kind: "hash", hash: parseData(param), requireCanonical: false };
    return { kind: "number", number: parseQuantity(param) };
  }
  if (param.blockHash !== undefined) {
    return {
      kind: "hash",
      hash: parseData(param.blockHash),
      requireCanonical: param.requireCanonical === true,
    };
  }
  // the schema requires exactly one of blockHash and blockNumber
  return parseBlockParameter(param.blockNumber as BlockParameter);
}
