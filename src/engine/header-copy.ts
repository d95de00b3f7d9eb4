/*
 * A block header with some fields replaced, without BlockHeader's constructor: the block builder's
 * finished and sealed headers (chain/block/builder.ts). It knows EthereumJS's header layout, so it
 * lives in the engine, beside the other code that does.
 */
import { BlockHeader } from "@ethereumjs/block";

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
export function headerWith(header: BlockHeader, fields: Partial<HeaderOutcome>): BlockHeader {
  // the constructor's own fields, with a hash cache of its own; a literal keeps V8's fast properties
  const copy = { __proto__: BlockHeader.prototype, ...header, ...fields, cache: { hash: undefined } };
  return Object.freeze(copy) as unknown as BlockHeader;
}
