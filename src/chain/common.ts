import { paramsBlock } from "@ethereumjs/block";
import { Common, type CustomCrypto, Hardfork, type ParamsDict } from "@ethereumjs/common";
import { paramsEVM } from "@ethereumjs/evm";
import { paramsTx } from "@ethereumjs/tx";
import { paramsVM } from "@ethereumjs/vm";

/** Hardforks of mainnet up to grayGlacier, all active from genesis: London rules on Ethash PoW. */
const HARDFORKS = [
  "chainstart",
  "homestead",
  "tangerineWhistle",
  "spuriousDragon",
  "byzantium",
  "constantinople",
  "petersburg",
  "istanbul",
  "muirGlacier",
  "berlin",
  "london",
  "arrowGlacier",
  "grayGlacier",
] as const;

/**
 * EIPs of the post-merge EVM that need no beacon chain. They are listed on the
 * overridden grayGlacier spec because `Common.setEIPs` rejects MCOPY (5656) on a PoW
 * hardfork, while hardfork-listed EIPs skip that check. Opcode 0x44 stays DIFFICULTY.
 * 5133 is grayGlacier's own difficulty-bomb delay.
 */
const POST_MERGE_EVM_EIPS = [5133, 3855, 3860, 3651, 1153, 5656, 6780, 7939];

/** The params sets already merged into a params cache; copies of a Common share their cache. */
const mergedInto = new WeakMap<object, Set<ParamsDict>>();

/**
 * Every transaction and header constructor merges its package's constant params set into its copy
 * of the Common: a JSON deep copy of each EIP's params and a full cache rebuild, measured at ~9% of
 * a block's CPU time. Merging a set that this cache already holds changes nothing, so skip it.
 */
class PowCommon extends Common {
  override updateParams(params: ParamsDict): void {
    const before = mergedInto.get(this.paramsCache);
    if (before?.has(params)) return;
    super.updateParams(params);
    mergedInto.set(this.paramsCache, new Set([...(before ?? []), params]));
  }

  private get paramsCache(): object {
    return this._paramsCache;
  }
}

export interface CommonOptions {
  chainId: bigint;
  /** Floor of the Ethash difficulty formula; also the dev default difficulty. */
  minimumDifficulty: bigint;
  customCrypto?: CustomCrypto;
}

/**
 * The chain rules: Ethash PoW, London fee market, and the newest EVM that works without a
 * beacon chain, so that solc's default (osaka) output deploys and runs.
 * `minimumDifficulty` must be a hardfork-scoped param: set any other way it is silently
 * reset to 131072 by each header's `updateParams`.
 */
export function makeCommon(opts: CommonOptions): Common {
  const common = new PowCommon({
    chain: {
      name: "powgate",
      chainId: opts.chainId.toString(),
      defaultHardfork: Hardfork.GrayGlacier,
      bootstrapNodes: [],
      consensus: { type: "pow", algorithm: "ethash", ethash: {} },
      genesis: {
        gasLimit: 30_000_000,
        difficulty: 1,
        nonce: "0x0000000000000042",
        extraData: "0x",
        timestamp: "0x0",
      },
      hardforks: HARDFORKS.map((name) => ({ name, block: 0 })),
      customHardforks: {
        grayGlacier: {
          eips: POST_MERGE_EVM_EIPS,
          params: { minimumDifficulty: opts.minimumDifficulty.toString() },
        },
      },
    },
    hardfork: Hardfork.GrayGlacier,
    customCrypto: opts.customCrypto,
  });
  // merged once here, so that the copy each transaction and header takes already holds them
  for (const params of [paramsBlock, paramsTx, paramsVM, paramsEVM]) common.updateParams(params);
  return common;
}
