import {
  type Block,
  type BlockBytes,
  type BlockHeader,
  type BlockHeaderBytes,
  createBlockFromBytesArray,
  createBlockHeaderFromBytesArray,
} from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { typedTransactionProblem } from "../tx/canonical-typed.js";

/**
 * Blocks and headers from outside (RLP files, devp2p peers) decoded as strictly as geth's `rlp`
 * package decodes them into its `types.Header` and `types.Block`: EthereumJS's RLP decoder already
 * refuses non-canonical sizes (a single byte below 0x80 behind a prefix, a long form for a short
 * length, leading zeros in a length), but its header and block constructors take any byte string
 * for an integer or a bloom, a list where bytes belong, and ignore surplus block fields. geth
 * refuses each of those while decoding, before any consensus rule: so do we.
 */

type Kind = { bytes: number } | "u64" | "bigint" | "string";

/** geth's types.Header, in RLP order (pre-Shanghai: ethash refuses the later fields). */
const HEADER_FIELDS: readonly (readonly [string, Kind])[] = [
  ["parentHash", { bytes: 32 }],
  ["sha3Uncles", { bytes: 32 }],
  ["miner", { bytes: 20 }],
  ["stateRoot", { bytes: 32 }],
  ["transactionsRoot", { bytes: 32 }],
  ["receiptsRoot", { bytes: 32 }],
  ["logsBloom", { bytes: 256 }],
  ["difficulty", "bigint"],
  ["number", "u64"], // a big integer in geth's Header, held to 64 bits by its SanityCheck
  ["gasLimit", "u64"],
  ["gasUsed", "u64"],
  ["timestamp", "u64"],
  ["extraData", "string"],
  ["mixHash", { bytes: 32 }],
  ["nonce", { bytes: 8 }],
  ["baseFeePerGas", "bigint"],
];
/** Fields up to the nonce are mandatory; the base fee is present from London on. */
const MANDATORY_FIELDS = 15;

export class NonCanonicalRlpError extends Error {}

function fail(what: string, problem: string): never {
  throw new NonCanonicalRlpError(`${what}: ${problem}`);
}

/** Throws unless `raw` is a header list geth's decoder would accept (field count, kinds, sizes). */
export function checkHeaderFields(raw: unknown, what = "header"): asserts raw is BlockHeaderBytes {
  if (!Array.isArray(raw)) fail(what, "expected a list");
  if (raw.length < MANDATORY_FIELDS) fail(what, `too few elements: ${raw.length}`);
  if (raw.length > HEADER_FIELDS.length)
    fail(what, `${raw.length} elements: fields after the base fee (Shanghai and later) are not for ethash`);
  for (const [i, value] of raw.entries()) {
    const [name, kind] = HEADER_FIELDS[i]!;
    if (!(value instanceof Uint8Array)) fail(what, `${name} is a list, expected a byte string`);
    if (typeof kind === "object") {
      if (value.length !== kind.bytes)
        fail(what, `${name} is ${value.length} bytes, expected exactly ${kind.bytes}`);
    } else if (kind !== "string") {
      // geth's rlp: a zero is the empty string, never 0x00; no leading zero bytes
      if (value.length > 0 && value[0] === 0)
        fail(what, `non-canonical integer in ${name}: leading zero bytes`);
      if (kind === "u64" && value.length > 8) fail(what, `${name} is too long for a 64-bit integer`);
    }
  }
}

/** Throws unless `raw` is [header, transactions, uncles] with each part the right kind. */
export function checkBlockFields(raw: unknown): asserts raw is BlockBytes {
  if (!Array.isArray(raw)) fail("block", "expected a list");
  if (raw.length !== 3)
    fail("block", `${raw.length} elements, expected 3: header, transactions, uncles; no withdrawals`);
  const [header, txs, uncles] = raw;
  checkHeaderFields(header);
  if (!Array.isArray(txs)) fail("block", "transactions are not a list");
  for (const [i, tx] of txs.entries()) {
    const problem = tx instanceof Uint8Array ? typedTransactionProblem(tx) : undefined;
    if (problem) fail(`transaction ${i}`, problem);
  }
  if (!Array.isArray(uncles)) fail("block", "uncles are not a list");
  for (const [i, uncle] of uncles.entries()) checkHeaderFields(uncle, `uncle ${i}`);
}

/**
 * A header with the base fee left out although its fork has EIP-1559: EthereumJS fills in a
 * default, geth refuses it ("header is missing baseFee").
 */
function checkBaseFeePresent(header: BlockHeader, raw: BlockHeaderBytes, what: string): void {
  if (header.common.isActivatedEIP(1559) && raw.length === MANDATORY_FIELDS)
    fail(what, "header is missing baseFee");
}

/** A header from outside, decoded under its own fork's rules, refused where geth's decoder refuses it. */
export function decodeHeaderStrict(raw: unknown, common: Common): BlockHeader {
  checkHeaderFields(raw);
  const header = createBlockHeaderFromBytesArray(raw, { common, setHardfork: true });
  checkBaseFeePresent(header, raw, "header");
  return header;
}

/** A block from outside, decoded under its own fork's rules, refused where geth's decoder refuses it. */
export function decodeBlockStrict(raw: unknown, common: Common): Block {
  checkBlockFields(raw);
  const block = createBlockFromBytesArray(raw, { common, setHardfork: true });
  checkBaseFeePresent(block.header, raw[0], "header");
  for (const [i, uncle] of block.uncleHeaders.entries())
    checkBaseFeePresent(uncle, raw[2][i] as BlockHeaderBytes, `uncle ${i}`);
  return block;
}
