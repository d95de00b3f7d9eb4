import type { Block } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { RLP } from "@ethereumjs/rlp";
import { decodeBlockStrict } from "../block/canonical-rlp.js";
import type { Chain } from "../chain.js";

/** Canonical blocks from..to as concatenated RLP, the format geth's `export` writes and `import` reads. */
export async function* exportBlocks(chain: Chain, from: bigint, to: bigint): AsyncGenerator<Uint8Array> {
  const last = to < chain.head.header.number ? to : chain.head.header.number;
  for (let n = from; n <= last; n++) {
    const block = await chain.getBlockByNumber(n);
    if (!block) throw new Error(`block ${n} missing from the canonical chain`);
    yield block.serialize();
  }
}

/**
 * Decodes a file of concatenated RLP blocks, as strictly as geth's decoder (canonical integers, exact
 * field sizes); a malformed block stops with its position.
 */
export function* readBlocks(bytes: Uint8Array, common: Common): Generator<Block> {
  let rest = bytes;
  let index = 0;
  while (rest.length > 0) {
    let decoded: { data: unknown; remainder: Uint8Array };
    try {
      decoded = RLP.decode(rest, true) as unknown as { data: unknown; remainder: Uint8Array };
    } catch (err) {
      throw new Error(`block ${index} of the file is not valid RLP: ${(err as Error).message}`);
    }
    try {
      yield decodeBlockStrict(decoded.data, common);
    } catch (err) {
      throw new Error(`block ${index} of the file is malformed: ${reason(err as Error, common)}`);
    }
    rest = decoded.remainder;
    index++;
  }
}

/** EthereumJS's message, without its internals (a chain id mismatch prints a function's source). */
function reason(err: Error, common: Common): string {
  const chainId = /derived chain ID (\d+)/.exec(err.message);
  if (chainId)
    return `a transaction is signed for chain id ${chainId[1]}, not this chain's ${common.chainId()}`;
  return err.message.split(" (")[0];
}
