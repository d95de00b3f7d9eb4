// Public API of the light Ethash implementation (geth-compatible seal hash, London headers included).

export { keccak256 } from "../../lib/keccak/keccak.js";
export { makeCache } from "./cache.js";
export { type EthashCacheStats, EthashCaches, type EthashCachesOptions } from "./cache-store.js";
export {
  type DatasetProgress,
  EthashDatasets,
  type EthashDatasetsOptions,
} from "./dataset/dataset-store.js";
export {
  type CacheKey,
  cacheKeyName,
  cacheKeyOf,
  nextPowEpoch,
  type PowAlgorithm,
  type PowEpoch,
  powEpoch,
} from "./epoch.js";
export { Ethash } from "./ethash.js";
export { type HashimotoResult, hashimotoLight } from "./hashimoto/hashimoto.js";
export { cacheSize, datasetSize, EPOCH_LENGTH, ETCHASH_EPOCH_LENGTH, epochOf, seedHash } from "./params.js";
export { sealHash } from "./seal-hash.js";
export { type SealSolution, searchNonce } from "./search.js";
export { boundary, meetsTarget } from "./target.js";
