import { type Block, createBlock } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { bytesToHex, hexToBytes, KECCAK256_RLP, type PrefixedHexString } from "@ethereumjs/util";
import type { BlockJson } from "./setup.js";

/**
 * The fork block as the local chain's first block: the remote's header, without its body (reads of
 * its transactions go to the remote). Under the fork's rules the header is the remote's exactly
 * (`exact`: the same hash); a header with fields those rules lack (a proof-of-stake chain's
 * withdrawals, blobs, beacon root) keeps the fields they have, and the local blocks link to that
 * header's hash. A fork without proofs (`localState`) keeps its state apart from the remote's trie:
 * its first block's state root is the empty trie's (what the local trie holds), so its hash is its own.
 */
export function anchorBlock(
  json: BlockJson,
  common: Common,
  opts: { localState?: boolean } = {},
): { block: Block; exact: boolean } {
  const hex = (key: string) => json[key] as PrefixedHexString | undefined;
  const bytes = (key: string) => {
    const value = hex(key);
    return value === undefined || value === null ? undefined : hexToBytes(value);
  };
  const quantity = (key: string) => {
    const value = hex(key);
    return value === undefined || value === null ? undefined : BigInt(value);
  };
  const number = BigInt(json.number);
  const rules = common.copy();
  rules.setHardforkBy({ blockNumber: number });
  const london = rules.isActivatedEIP(1559);
  const header = {
    parentHash: bytes("parentHash"),
    uncleHash: bytes("sha3Uncles"),
    coinbase: bytes("miner"),
    stateRoot: opts.localState ? KECCAK256_RLP : bytes("stateRoot"),
    transactionsTrie: bytes("transactionsRoot"),
    receiptTrie: bytes("receiptsRoot"),
    logsBloom: bytes("logsBloom"),
    difficulty: quantity("difficulty"),
    number,
    gasLimit: quantity("gasLimit"),
    gasUsed: quantity("gasUsed"),
    timestamp: quantity("timestamp"),
    extraData: bytes("extraData"),
    mixHash: bytes("mixHash"),
    nonce: bytes("nonce"),
    ...(london ? { baseFeePerGas: quantity("baseFeePerGas") } : {}),
  };
  const block = createBlock({ header }, { common, setHardfork: true, skipConsensusFormatValidation: true });
  return { block, exact: bytesToHex(block.hash()) === json.hash.toLowerCase() };
}
