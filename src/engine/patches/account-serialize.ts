import { Account } from "@ethereumjs/util";
import { engineMode, replaceMethod } from "../patch.js";
import { encode } from "./rlp-fast.js";

/**
 * An account's RLP without EthereumJS's integer conversion, which goes through a hex string (and a
 * regular expression) for each of nonce and balance. The state cache encodes every account it is
 * given: ~5 times a plain transfer's block.
 */

/** The minimal big-endian bytes of a non-negative integer (RLP's integer form; 0 is empty). */
export function unpaddedBytes(value: bigint): Uint8Array {
  if (value <= 0xffff_ffff_ffffn) {
    let n = Number(value);
    let length = 0;
    for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) length++;
    const bytes = new Uint8Array(length);
    for (let i = length - 1; i >= 0; i--) {
      bytes[i] = n % 256;
      n = Math.floor(n / 256);
    }
    return bytes;
  }
  const hex = value.toString(16);
  const bytes = new Uint8Array((hex.length + 1) >> 1);
  Buffer.from(bytes.buffer).write(hex.length % 2 === 0 ? hex : `0${hex}`, "hex");
  return bytes;
}

/** Account.serialize encodes its four fields directly (engine install). */
export function installAccountSerialize(): void {
  replaceMethod(
    Account.prototype,
    "serialize",
    "Account",
    (stock: (this: Account) => Uint8Array) =>
      function (this: Account) {
        if (!engineMode.ours) return stock.call(this);
        return encode([
          unpaddedBytes(this.nonce),
          unpaddedBytes(this.balance),
          this.storageRoot,
          this.codeHash,
        ]);
      },
  );
}
