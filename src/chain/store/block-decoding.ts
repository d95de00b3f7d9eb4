// Stored blocks decoded with the chain id their transactions were signed for. anvil_setChainId
// changes the chain's id at run time: blocks mined before carry transactions of the old id, which
// EthereumJS refuses to decode under the new one (and would recover a legacy EIP-155 sender with).
import { type Block, createBlockFromRLP } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { RLP } from "@ethereumjs/rlp";
import { bytesToBigInt } from "@ethereumjs/util";
import { pinnedCommon } from "../config/common.js";

/** Chain ids whose pinned Common is kept; a dev chain sees a handful at most. */
const MAX_PINNED = 16;

export class BlockDecoder {
  private readonly pinned = new Map<bigint, Common>();

  constructor(private readonly common: Common) {}

  /** The block, each of its transactions bound to a Common whose chain id never changes. */
  decode(rlp: Uint8Array): Block {
    const id = this.common.chainId();
    try {
      return createBlockFromRLP(rlp, { common: this.commonFor(id), setHardfork: true });
    } catch (err) {
      const signedFor = signedChainId(rlp);
      if (signedFor === undefined || signedFor === id) throw err;
      return createBlockFromRLP(rlp, { common: this.commonFor(signedFor), setHardfork: true });
    }
  }

  private commonFor(id: bigint): Common {
    let common = this.pinned.get(id);
    if (!common) {
      if (this.pinned.size >= MAX_PINNED) this.pinned.delete(this.pinned.keys().next().value!);
      common = pinnedCommon(this.common, id);
      this.pinned.set(id, common);
    }
    return common;
  }
}

/** The chain id the block's first transaction names (typed: its field; legacy: EIP-155's v). */
export function signedChainId(rlp: Uint8Array): bigint | undefined {
  const fields = RLP.decode(rlp) as unknown as [unknown, (Uint8Array | Uint8Array[])[]];
  const first = fields[1]?.[0];
  if (first === undefined) return undefined;
  if (first instanceof Uint8Array) {
    const payload = RLP.decode(first.subarray(1)) as unknown as Uint8Array[];
    return payload[0] instanceof Uint8Array ? bytesToBigInt(payload[0]) : undefined;
  }
  const v = first[6] instanceof Uint8Array ? bytesToBigInt(first[6]) : 0n;
  return v >= 35n ? (v - 35n) / 2n : undefined;
}
