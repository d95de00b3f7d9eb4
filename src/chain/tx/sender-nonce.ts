import type { Block } from "@ethereumjs/block";
import type { Address } from "@ethereumjs/util";
import type { Chain } from "../chain.js";
import type { MinedTransaction } from "../types.js";

/**
 * eth_getTransactionBySenderAndNonce's mined half, as Anvil searches: the first canonical block
 * after which `sender`'s nonce exceeds `nonce` holds that transaction (a binary search over the
 * archived state: about log2(height) account reads). Undefined when the nonce is not used yet, or
 * was passed by a dev edit (hardhat_setNonce) rather than a transaction.
 */
export async function minedBySenderAndNonce(
  chain: Chain,
  sender: Address,
  nonce: bigint,
): Promise<MinedTransaction | undefined> {
  const nonceAfter = async (block: Block) =>
    (await (await chain.stateAt(block)).getAccount(sender))?.nonce ?? 0n;
  const head = chain.head;
  if ((await nonceAfter(head)) <= nonce) return undefined;
  // the lowest block after which the nonce is past `nonce` (the head is one)
  let low = 0n;
  let high = head.header.number;
  while (low < high) {
    const middle = (low + high) / 2n;
    const block = await chain.getBlockByNumber(middle);
    if (!block) return undefined; // the head moved back meanwhile (evm_revert)
    if ((await nonceAfter(block)) > nonce) high = middle;
    else low = middle + 1n;
  }
  const block = await chain.getBlockByNumber(low);
  const index =
    block?.transactions.findIndex((tx) => tx.nonce === nonce && tx.getSenderAddress().equals(sender)) ?? -1;
  return block && index >= 0 ? chain.minedTransaction(block, index) : undefined;
}
