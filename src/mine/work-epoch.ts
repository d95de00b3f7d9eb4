// Which cache a work package needs. The work array carries the seed hash and (geth, core-geth,
// powgate) the block number, but not the algorithm: under Etchash (ECIP-1099) epoch e has Ethash epoch
// 2e's seed with epoch e's size, so a seed alone is ambiguous for every even Ethash epoch (ethminer reads
// only the seed and builds the wrong DAG on ETC). Decided in this order:
// 1. the chain's activation block, when known (--ecip1099-block, or the node's admin_nodeInfo), with the
//    block number: exactly what the node computes, checked against the seed;
// 2. otherwise the seed's Ethash epoch k, and the block number: Ethash if number / 30000 = k, Etchash
//    if number / 60000 = k / 2; when both hold, and without a number, Ethash for odd k and, for even k,
//    Etchash only if the activation block is known to be at or before the seed's first block.
// Where both readings fit and the activation is unknown, CpuMiner asks the chain (probe.ts: does the
// sealed parent verify as Etchash?) before taking the Ethash reading.
import { bytesToHex, equalsBytes } from "@ethereumjs/util";
import {
  cacheKeyOf,
  cacheSize,
  datasetSize,
  EPOCH_LENGTH,
  ETCHASH_EPOCH_LENGTH,
  keccak256,
  type PowAlgorithm,
  type PowEpoch,
  powEpoch,
} from "../chain/ethash/index.js";

/** Seeds of Ethash epochs 0..MAX_SEED_EPOCH (block ~123 million) are searched. */
const MAX_SEED_EPOCH = 4096;
/** seed hex -> Ethash epoch, filled incrementally (one keccak per new epoch). */
const seedEpochs = new Map<string, number>();
let lastSeed: Uint8Array = new Uint8Array(32);
let lastEpoch = -1;

/** The Ethash epoch whose seed this is (keccak iterations from 32 zero bytes), or undefined. */
export function seedEpochOf(seed: Uint8Array): number | undefined {
  const key = bytesToHex(seed);
  const known = seedEpochs.get(key);
  if (known !== undefined) return known;
  while (lastEpoch < MAX_SEED_EPOCH) {
    if (lastEpoch >= 0) lastSeed = keccak256(lastSeed);
    lastEpoch++;
    const hex = bytesToHex(lastSeed);
    seedEpochs.set(hex, lastEpoch);
    if (hex === key) return lastEpoch;
  }
  return undefined;
}

function epochParams(algorithm: PowAlgorithm, epoch: number, seed: Uint8Array): PowEpoch {
  return {
    algorithm,
    epoch,
    epochLength: algorithm === "etchash" ? ETCHASH_EPOCH_LENGTH : EPOCH_LENGTH,
    cache: cacheKeyOf(algorithm, epoch),
    seedHash: seed,
    cacheSize: cacheSize(epoch),
    datasetSize: datasetSize(epoch),
  };
}

/**
 * The epoch parameters of a work package: its seed, the block number when the node sent one (4th
 * element), and the chain's Etchash activation block when known. Throws for a seed of no epoch.
 */
export function workEpoch(seed: Uint8Array, number?: bigint, ecip1099Block?: bigint): PowEpoch {
  if (number !== undefined && ecip1099Block !== undefined) {
    const p = powEpoch(number, ecip1099Block);
    if (equalsBytes(p.seedHash, seed)) return p;
  }
  const k = seedEpochOf(seed);
  if (k === undefined) throw new Error(`unknown seed hash ${bytesToHex(seed)}`);
  const ethashFits = number === undefined || number / BigInt(EPOCH_LENGTH) === BigInt(k);
  const etchashFits =
    k % 2 === 0 && (number === undefined || number / BigInt(ETCHASH_EPOCH_LENGTH) === BigInt(k / 2));
  let etchash: boolean;
  if (ethashFits && etchashFits) {
    // ambiguous: Etchash only when the activation is known to cover the seed's first block
    etchash = ecip1099Block !== undefined && BigInt(k) * BigInt(EPOCH_LENGTH) >= ecip1099Block;
  } else {
    etchash = etchashFits;
  }
  return etchash ? epochParams("etchash", k / 2, seed) : epochParams("ethash", k, seed);
}
