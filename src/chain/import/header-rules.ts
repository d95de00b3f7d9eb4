import type { Block, BlockHeader } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import { expectedBaseFee } from "../block/builder.js";
import { type EthashConsensus, expectedDifficulty } from "../block/difficulty.js";
import { MAX_UNCLES } from "../miner/uncles.js";

/** geth's params.MaximumExtraDataSize */
export const MAX_EXTRA_DATA = 32;
/** geth's params.MaxGasLimit: 2^63-1, so the gas limit fits a signed 64-bit integer */
export const MAX_GAS_LIMIT = 2n ** 63n - 1n;
/** geth's params.MinGasLimit and GasLimitBoundDivisor */
export const MIN_GAS_LIMIT = 5_000n;
const GAS_LIMIT_BOUND_DIVISOR = 1_024n;
/** geth's params.ElasticityMultiplier: at the first London block the parent's limit counts double */
const ELASTICITY_MULTIPLIER = 2n;
/** An uncle's parent is one of the block's last 7 ancestors (geth's VerifyUncles). */
const UNCLE_GENERATIONS = 7;

export interface HeaderRuleContext {
  consensus: EthashConsensus;
  /** the Ethash seal check; absent when seals are not checked (NoProof fixtures) */
  verifySeal?: (header: BlockHeader) => Promise<boolean>;
}

/**
 * geth's ethash verifyHeader, for a block and for an uncle (each against its own parent), in geth's
 * order. Returns why the header is invalid, or undefined. One difference on purpose: no
 * future-timestamp limit (geth: 15 s ahead of the wall clock, blocks only), because a dev chain's
 * clock moves with evm_increaseTime and friends and its replicas and exports must follow it.
 * The DAO fork's extra data is not checked: powgate refuses DAO-fork genesis files.
 */
export async function headerProblem(
  header: BlockHeader,
  parent: BlockHeader,
  ctx: HeaderRuleContext,
): Promise<string | undefined> {
  if (header.extraData.length > MAX_EXTRA_DATA)
    return `extra data too long: ${header.extraData.length} > ${MAX_EXTRA_DATA} bytes`;
  if (header.timestamp <= parent.timestamp) return "timestamp not after the parent's";
  const difficulty = expectedDifficulty(ctx.consensus, header.timestamp, parent);
  if (header.difficulty !== difficulty) return `difficulty ${header.difficulty}, expected ${difficulty}`;
  if (header.gasLimit > MAX_GAS_LIMIT)
    return `gas limit ${header.gasLimit} above the maximum ${MAX_GAS_LIMIT}`;
  if (header.gasUsed > header.gasLimit)
    return `gas used ${header.gasUsed} above the gas limit ${header.gasLimit}`;
  const gasLimit = gasLimitProblem(header, parent);
  if (gasLimit) return gasLimit;
  const london = header.common.isActivatedEIP(1559);
  if (!london && header.baseFeePerGas !== undefined) return "base fee present before London";
  if (london) {
    if (header.baseFeePerGas === undefined) return "base fee missing";
    const baseFee = expectedBaseFee(header.common, parent);
    if (header.baseFeePerGas !== baseFee) return `base fee ${header.baseFeePerGas}, expected ${baseFee}`;
  }
  if (header.number !== parent.number + 1n)
    return `number ${header.number} does not follow parent ${parent.number}`;
  if (ctx.verifySeal && !(await ctx.verifySeal(header))) return "invalid proof of work (mixHash or nonce)";
  return undefined;
}

/** geth's misc.VerifyGaslimit: within parent/1024 (exclusive) of the parent's, and at least 5000. */
function gasLimitProblem(header: BlockHeader, parent: BlockHeader): string | undefined {
  const londonStarts = header.common.isActivatedEIP(1559) && !parent.common.isActivatedEIP(1559);
  const parentLimit = londonStarts ? parent.gasLimit * ELASTICITY_MULTIPLIER : parent.gasLimit;
  const diff = header.gasLimit > parentLimit ? header.gasLimit - parentLimit : parentLimit - header.gasLimit;
  const bound = parentLimit / GAS_LIMIT_BOUND_DIVISOR;
  if (diff >= bound)
    return `gas limit ${header.gasLimit} moves ${diff} from the parent's ${parentLimit} (must stay under ${bound})`;
  if (header.gasLimit < MIN_GAS_LIMIT)
    return `gas limit ${header.gasLimit} below the minimum ${MIN_GAS_LIMIT}`;
  return undefined;
}

/**
 * geth's ethash VerifyUncles: at most 2; none already included by the block or its last 7
 * ancestors, nor twice; none an ancestor (or the block itself); each uncle's parent one of those 7
 * ancestors but NOT the block's own parent (an uncle may not be the block's sibling); then every
 * header rule against the uncle's own parent, seal included (no future-time rule for uncles in geth
 * either). `ancestorOf` reads a stored block by hash.
 */
export async function uncleProblem(
  block: Block,
  parent: Block,
  ancestorOf: (hash: Uint8Array) => Promise<Block | undefined>,
  ctx: HeaderRuleContext,
): Promise<string | undefined> {
  const uncles = block.uncleHeaders;
  if (uncles.length > MAX_UNCLES) return `more than ${MAX_UNCLES} uncles`;
  if (uncles.length === 0) return undefined;
  const ancestors = new Map<string, BlockHeader>();
  const included = new Set<string>();
  let cursor: Block | undefined = parent;
  for (let i = 0; cursor && i < UNCLE_GENERATIONS; i++) {
    ancestors.set(bytesToHex(cursor.hash()), cursor.header);
    for (const u of cursor.uncleHeaders) included.add(bytesToHex(u.hash()));
    cursor = cursor.header.number === 0n ? undefined : await ancestorOf(cursor.header.parentHash);
  }
  const self = bytesToHex(block.hash());
  ancestors.set(self, block.header);
  included.add(self);
  const parentId = bytesToHex(block.header.parentHash);
  for (const uncle of uncles) {
    const id = bytesToHex(uncle.hash());
    if (included.has(id)) return `uncle ${id} already included`;
    included.add(id);
    if (ancestors.has(id)) return `uncle ${id} is an ancestor`;
    const uncleParentId = bytesToHex(uncle.parentHash);
    const uncleParent = ancestors.get(uncleParentId);
    if (!uncleParent || uncleParentId === parentId)
      return uncleParentId === parentId
        ? `uncle ${id} is a sibling of the block (shares its parent)`
        : `uncle ${id} does not branch off the last ${UNCLE_GENERATIONS} generations`;
    const problem = await headerProblem(uncle, uncleParent, ctx);
    if (problem) return `uncle ${id}: ${problem}`;
  }
  return undefined;
}
