import { BlockHeader } from "@ethereumjs/block";
import { engineMode, replaceMethod } from "../patch.js";

/**
 * A frozen header's field list, kept per object. EthereumJS builds it again at every `raw()`, each
 * integer through a hex string: a mined block's header is asked three times (its hash, the stored
 * block's encoding, the seal's hash of the header before it is sealed). A header owns its copy of
 * Common and a frozen one cannot change, so its list cannot either.
 */
const lists = new WeakMap<BlockHeader, Uint8Array[]>();

/** BlockHeader.raw answers frozen headers from the map, a fresh array each time (engine install). */
export function installHeaderRaw(): void {
  replaceMethod(
    BlockHeader.prototype,
    "raw",
    "BlockHeader",
    (stock: (this: BlockHeader) => Uint8Array[]) =>
      function (this: BlockHeader) {
        if (!engineMode.ours || !Object.isFrozen(this)) return stock.call(this);
        let list = lists.get(this);
        if (list === undefined) {
          list = stock.call(this);
          lists.set(this, list);
        }
        // the caller may edit its array (not the bytes in it, as with the stock list's)
        return list.slice();
      },
  );
}
