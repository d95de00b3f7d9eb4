// When a work package could be Ethash or Etchash (work-epoch.ts) and the node does not say where
// Etchash starts, the chain itself tells: the sealed parent of the pending block verifies under one
// reading only. Its header comes from eth_getBlockByNumber (served by every node, unlike debug_ or
// admin_), re-encoded to get its seal hash.
import { RLP } from "@ethereumjs/rlp";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { hashimotoLight, keccak256, powEpoch, sealHash } from "../chain/ethash/index.js";
import { unpaddedBytes } from "../lib/hex.js";

type Hex = `0x${string}`;

interface HeaderJson {
  parentHash: Hex;
  sha3Uncles: Hex;
  miner: Hex;
  stateRoot: Hex;
  transactionsRoot: Hex;
  receiptsRoot: Hex;
  logsBloom: Hex;
  difficulty: Hex;
  number: Hex;
  gasLimit: Hex;
  gasUsed: Hex;
  timestamp: Hex;
  extraData: Hex;
  mixHash: Hex;
  nonce: Hex;
  baseFeePerGas?: Hex;
}

/** A quantity as RLP wants it: minimal big-endian bytes, 0 as the empty string. */
function quantity(q: Hex): Uint8Array {
  return unpaddedBytes(BigInt(q));
}

/** The header fields of an Ethash block as geth encodes them (15, or 16 with London's base fee). */
export function headerFields(h: HeaderJson): Uint8Array[] {
  const fields = [
    hexToBytes(h.parentHash),
    hexToBytes(h.sha3Uncles),
    hexToBytes(h.miner),
    hexToBytes(h.stateRoot),
    hexToBytes(h.transactionsRoot),
    hexToBytes(h.receiptsRoot),
    hexToBytes(h.logsBloom),
    quantity(h.difficulty),
    quantity(h.number),
    quantity(h.gasLimit),
    quantity(h.gasUsed),
    quantity(h.timestamp),
    hexToBytes(h.extraData),
    hexToBytes(h.mixHash),
    hexToBytes(h.nonce),
  ];
  if (h.baseFeePerGas !== undefined) fields.push(quantity(h.baseFeePerGas));
  return fields;
}

export interface ProbeDeps {
  request(method: string, params: readonly unknown[]): Promise<unknown>;
  cache(key: { seedEpoch: number; sizeEpoch: number }): Promise<Uint32Array>;
}

/**
 * Whether block `number` - 1 is sealed with Etchash: then Etchash is active for `number` too. False
 * when it verifies as Ethash or cannot be checked (genesis, a header of another shape); only an
 * activation at `number` itself is then misread. Costs one hashimoto with the Etchash cache (the one
 * the pending block needs anyway when it is in the same epoch).
 */
export async function parentIsEtchash(deps: ProbeDeps, number: bigint): Promise<boolean> {
  if (number < 2n) return false;
  const parent = (await deps.request("eth_getBlockByNumber", [
    `0x${(number - 1n).toString(16)}`,
    false,
  ])) as HeaderJson | null;
  if (!parent?.mixHash || !parent.nonce) return false;
  const fields = headerFields(parent);
  // a header that does not hash to its block hash was not re-encoded faithfully: no conclusion
  if ((parent as { hash?: Hex }).hash !== bytesToHex(keccakHeader(fields))) return false;
  const pow = powEpoch(number - 1n, 0n); // the Etchash reading of the parent
  const cache = await deps.cache(pow.cache);
  const { mixDigest } = hashimotoLight(cache, pow.datasetSize, sealHash(fields), hexToBytes(parent.nonce));
  return bytesToHex(mixDigest) === parent.mixHash;
}

function keccakHeader(fields: Uint8Array[]): Uint8Array {
  return keccak256(RLP.encode(fields));
}
