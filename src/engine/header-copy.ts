/*
 * A block header with some fields replaced, without BlockHeader's constructor: the block builder's
 * new, finished and sealed headers (chain/block/builder.ts). It knows EthereumJS's header layout and
 * checks, so it lives in the engine, beside the other code that does.
 */
import { BlockHeader } from "@ethereumjs/block";
import { type Common, ConsensusAlgorithm, Hardfork } from "@ethereumjs/common";

/** The header fields a block builder chooses before it runs the block. */
export type HeaderStart = Pick<
  BlockHeader,
  | "parentHash"
  | "number"
  | "coinbase"
  | "timestamp"
  | "gasLimit"
  | "extraData"
  | "difficulty"
  | "baseFeePerGas"
>;

/** The header fields a block's execution and seal fill in. */
type HeaderOutcome = Pick<
  BlockHeader,
  | "uncleHash"
  | "stateRoot"
  | "transactionsTrie"
  | "receiptTrie"
  | "logsBloom"
  | "gasUsed"
  | "mixHash"
  | "nonce"
>;

/**
 * `header` with `fields` replaced, without BlockHeader's constructor: it copies the Common and
 * converts (bigints through hex) and checks every field, ~15 µs a header, ~40% of a dev block's
 * seal. Only for values that pass those checks; the others passed them when `header` was built.
 * The copy shares `header`'s Common (a private copy already, which nothing changes). It relies on
 * EthereumJS 10.1.3's layout (the fields, `common`, `keccakFunction`, the `cache` of the hash), which
 * test/chain/header-copies.test.ts compares with the constructor's headers.
 */
export function headerWith(header: BlockHeader, fields: Partial<HeaderOutcome & HeaderStart>): BlockHeader {
  // the constructor's own fields, with a hash cache of its own; a literal keeps V8's fast properties
  const copy = { __proto__: BlockHeader.prototype, ...header, ...fields, cache: { hash: undefined } };
  return Object.freeze(copy) as unknown as BlockHeader;
}

/** EthereumJS's DAO rule: the ten blocks from the DAO fork's carry its extra data. */
const DAO_EXTRA_DATA_BLOCKS = 10n;

/**
 * A new block's header, not yet run, as a copy of `previous` (such a header the constructor built
 * under the same rules: its outcome fields are the constructor's defaults) with `fields`; undefined
 * where one of the constructor's checks would look at them (a London or DAO transition block, extra
 * data above the limit, a base fee present against the rules), so that the constructor decides and
 * gives its own error. The copy shares `previous`'s private Common, at `common`'s hardfork.
 */
export function startHeaderLike(
  previous: BlockHeader,
  common: Common,
  fields: HeaderStart,
): BlockHeader | undefined {
  const rules = previous.common;
  if (rules.hardfork() !== common.hardfork() || rules.consensusAlgorithm() !== ConsensusAlgorithm.Ethash)
    return undefined;
  const { number } = fields;
  if (fields.parentHash.length !== 32 || (fields.baseFeePerGas !== undefined) !== rules.isActivatedEIP(1559))
    return undefined;
  if (number === rules.hardforkBlock(Hardfork.London)) return undefined;
  const dao = rules.hardforkBlock(Hardfork.Dao);
  if (dao !== null && number >= dao && number - dao < DAO_EXTRA_DATA_BLOCKS) return undefined;
  if (number > 0n && BigInt(fields.extraData.length) > rules.param("maxExtraDataSize")) return undefined;
  return headerWith(previous, fields);
}
