import { BlockHeader } from "@ethereumjs/block";
import { engineMode, replaceMethod } from "../patch.js";

/**
 * The field lists of the last few frozen headers asked. EthereumJS builds the list again at every
 * `raw()`, each integer through a hex string: a mined block's header is asked more than once within
 * its production (its hash, the stored block's encoding). A header owns its copy of Common and a frozen
 * one cannot change, so its list cannot either. Only the last few are kept: a list kept as long as
 * its header (the chain store caches 512 blocks) was ~2.4 KiB a block for every scavenge to copy.
 */
const KEPT = 4;
const keptHeaders: (BlockHeader | undefined)[] = new Array(KEPT).fill(undefined);
const keptLists: Uint8Array[][] = new Array(KEPT).fill([]);
let nextSlot = 0;

function listOf(header: BlockHeader, stock: (this: BlockHeader) => Uint8Array[]): Uint8Array[] {
  for (let i = 0; i < KEPT; i++) if (keptHeaders[i] === header) return keptLists[i];
  const list = stock.call(header);
  keptHeaders[nextSlot] = header;
  keptLists[nextSlot] = list;
  nextSlot = (nextSlot + 1) % KEPT;
  return list;
}

/** BlockHeader.raw answers the last few frozen headers from their kept lists, a fresh array each time (engine install). */
export function installHeaderRaw(): void {
  replaceMethod(
    BlockHeader.prototype,
    "raw",
    "BlockHeader",
    (stock: (this: BlockHeader) => Uint8Array[]) =>
      function (this: BlockHeader) {
        if (!engineMode.ours || !Object.isFrozen(this)) return stock.call(this);
        // the caller may edit its array (not the bytes in it, as with the stock list's)
        return listOf(this, stock).slice();
      },
  );
}
