import { paramsBlock } from "@ethereumjs/block";
import {
  Common,
  type CustomCrypto,
  Hardfork,
  type HardforkTransitionConfig,
  type ParamsDict,
} from "@ethereumjs/common";
import { paramsEVM } from "@ethereumjs/evm";
import { paramsTx } from "@ethereumjs/tx";
import { paramsVM } from "@ethereumjs/vm";
import { CLASSIC_HARDFORK_EIPS } from "../classic/rules.js";
import { DEFAULT_DEV_RULES, type DevRules, devRuleEips } from "./dev-hardforks.js";
import { allForksAtGenesis, FORK_NAMES, type ForkSchedule, forkAt } from "./forks.js";
import { HISTORY_SERVE_WINDOW } from "./history-storage.js";

/**
 * Params EthereumJS 10.1.3 gets wrong or lacks, merged last: paramsEVM's EIP-2935 window (8192)
 * lands over paramsVM's (8191, the EIP's), and EIP-7934's limit is read but never defined
 * (MAX_BLOCK_SIZE 10 MiB less the 2 MiB margin).
 */
const FIXED_PARAMS: ParamsDict = {
  2935: { historyServeWindow: HISTORY_SERVE_WINDOW },
  7934: { maxRlpBlockSize: 8_388_608 },
};

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

  /**
   * The EVM asks this at every opcode (EIP-6800/7864 code-chunk checks among others), and the
   * stock answer is `includes` over the list of active EIPs (~60 on the dev chain): ~10% of a
   * loop of cheap opcodes. A Set of the same list, rebuilt whenever Common replaces the list
   * (it assigns a new array on every fork or EIP change).
   */
  override isActivatedEIP(eip: number): boolean {
    const list = this._activatedEIPsCache;
    if (list !== this.eipsSeen) {
      this.eipsSeen = list;
      this.eipSet = new Set(list);
    }
    return this.eipSet.has(eip);
  }

  private eipsSeen: number[] | null = null;
  private eipSet = new Set<number>();

  /**
   * Asked by every transaction's intrinsic gas and signature checks and the journal's cleanup; the
   * stock answer walks `hardforks()`, which with custom hardforks (ours) builds a Set and a new list
   * on every call: ~1.5% of W5's CPU. The same answer from each name's position in that list (the
   * last one, as the stock loop finds), taken once per list of hardforks.
   */
  override hardforkGteHardfork(hardfork1: string | null, hardfork2: string): boolean {
    const list = this._chainParams.hardforks;
    let positions = forkPositions.get(list);
    if (positions === undefined) {
      positions = new Map(this.hardforks().map((hf, i) => [hf.name, i]));
      forkPositions.set(list, positions);
    }
    const pos1 = positions.get(hardfork1 ?? this._hardfork) ?? -1;
    const pos2 = positions.get(hardfork2) ?? -1;
    return pos1 >= pos2 && pos2 !== -1;
  }

  /**
   * Asked for each fork's block by every header built or decoded (the London and DAO checks) and by
   * `setHardforkBy`; the stock answer walks `hardforks()`, a new list and Set per call with custom
   * hardforks (ours). The first entry of each name, as that walk finds it, once per list.
   */
  protected override _getHardfork(hardfork: string): HardforkTransitionConfig | null {
    const list = this._chainParams.hardforks;
    let entries = forkEntries.get(list);
    if (entries === undefined) {
      entries = new Map();
      for (const hf of this.hardforks()) if (!entries.has(hf.name)) entries.set(hf.name, hf);
      forkEntries.set(list, entries);
    }
    return entries.get(hardfork) ?? null;
  }

  /**
   * Every block built, imported or rewarded sets the Common's hardfork by its number; the stock
   * answer walks the fork list, which with custom hardforks (ours) is built anew on every call. The
   * last answer is kept per list with the range of numbers it holds for (up to the next fork
   * block), and a number inside it takes that hardfork at once. Only for a number alone on a list
   * of block-numbered forks: a timestamp goes the stock way.
   */
  override setHardforkBy(opts: Parameters<Common["setHardforkBy"]>[0]): string {
    const { blockNumber, timestamp } = opts;
    if ((typeof blockNumber !== "bigint" && typeof blockNumber !== "number") || timestamp !== undefined)
      return super.setHardforkBy(opts);
    const number = BigInt(blockNumber);
    const list = this._chainParams.hardforks;
    const range = forkRanges.get(list);
    if (range && number >= range.from && (range.until === undefined || number < range.until)) {
      this.setHardfork(range.hardfork);
      return range.hardfork;
    }
    const hardfork = super.setHardforkBy(opts);
    let until: bigint | undefined;
    for (const { block, timestamp: at } of this.hardforks()) {
      if (at !== undefined && at !== null) return hardfork; // not by number alone: no range
      if (block === null) continue;
      const start = BigInt(block);
      if (start > number && (until === undefined || start < until)) until = start;
    }
    forkRanges.set(list, { from: number, until, hardfork });
    return hardfork;
  }

  /**
   * The chain id, in a holder that every copy shares (`copy()` copies the reference): anvil_setChainId
   * changes it for the pool, signing and every VM's CHAINID at once. `pinned` copies hold their own.
   */
  private chainIdHolder = { value: BigInt(this._chainParams.chainId) };

  override chainId(): bigint {
    return this.chainIdHolder.value;
  }

  setChainId(id: bigint): void {
    this.chainIdHolder.value = id;
  }

  /**
   * A copy whose chain id stays `id` whatever later setChainId calls do: the Common of decoded
   * blocks, whose legacy (EIP-155) transactions recover their sender with the id they were signed for.
   */
  pinned(id: bigint): PowCommon {
    const copy = this.copy() as PowCommon;
    copy.chainIdHolder = { value: id };
    return copy;
  }
}

/** anvil_setChainId on the chain's Common (and so on every copy sharing its chain id). */
export function setChainId(common: Common, id: bigint): void {
  if (!(common instanceof PowCommon)) throw new Error("not a powgate Common");
  common.setChainId(id);
}

/** A copy of `common` whose chain id is `id` for good (see PowCommon.pinned). */
export function pinnedCommon(common: Common, id: bigint): Common {
  if (!(common instanceof PowCommon)) throw new Error("not a powgate Common");
  return common.pinned(id);
}

/** Positions in `hardforks()` by name, per chain's list of hardforks (copies of a Common share it). */
const forkPositions = new WeakMap<object, Map<string, number>>();
const forkEntries = new WeakMap<object, Map<string, HardforkTransitionConfig>>();
/** Per list of hardforks, the numbers `from` up to the next fork block (`until`) that are `hardfork`. */
const forkRanges = new WeakMap<object, { from: bigint; until: bigint | undefined; hardfork: string }>();

export interface CommonOptions {
  chainId: bigint;
  /** Floor of the Ethash difficulty formula as a Common param (also used by EthereumJS's own formula). */
  minimumDifficulty: bigint;
  /** default: every fork from genesis (the dev chain) */
  forks?: ForkSchedule;
  /**
   * Add the post-merge EVM (PUSH0, MCOPY, transient storage ...) to grayGlacier: the dev chain's
   * rules, so that solc's default output runs. geth's own chains run plain grayGlacier. Default true.
   */
  devEvm?: boolean;
  /**
   * The rule set `devEvm` adds (dev-hardforks.ts, `--hardfork`): its EIPs are listed on the
   * overridden grayGlacier spec because `Common.setEIPs` rejects post-merge EIPs (MCOPY, 7702)
   * on a PoW hardfork, while hardfork-listed EIPs skip that check. Opcode 0x44 stays DIFFICULTY.
   */
  devRules?: DevRules;
  /** Ethereum Classic's EIP sets on the forks (classic/rules.ts): no EIP-1559, no BASEFEE; excludes devEvm */
  classic?: boolean;
  customCrypto?: CustomCrypto;
}

/**
 * The chain rules: Ethash PoW and the forks of the schedule; the dev chain (every fork from
 * genesis, `devEvm`) runs London's fee market with the newest EVM that works without a beacon
 * chain, so that solc's default (osaka) output deploys and runs.
 * `minimumDifficulty` must be a hardfork-scoped param: set any other way it is silently
 * reset to 131072 by each header's `updateParams`. With forks after genesis, the Common's
 * hardfork follows the block being built or imported (`setHardforkBy`), and blocks decoded
 * with `setHardfork: true` take their own.
 */
export function makeCommon(opts: CommonOptions): Common {
  const forks = opts.forks ?? allForksAtGenesis();
  const classic = opts.classic ?? false;
  const devEvm = !classic && (opts.devEvm ?? true);
  const hardfork = forkAt(forks, 0n);
  const common = new PowCommon({
    chain: {
      name: "powgate",
      chainId: opts.chainId.toString(),
      defaultHardfork: hardfork,
      bootstrapNodes: [],
      consensus: { type: "pow", algorithm: "ethash", ethash: {} },
      genesis: {
        gasLimit: 30_000_000,
        difficulty: 1,
        nonce: "0x0000000000000042",
        extraData: "0x",
        timestamp: "0x0",
      },
      hardforks: [
        { name: "chainstart", block: 0 },
        ...FORK_NAMES.map((name) => ({
          name,
          block: forks[name] === undefined ? null : Number(forks[name]),
        })),
      ],
      customHardforks: {
        // chainstart's spec (EIP-1) with the floor inlined: later forks do not redefine it
        chainstart: { eips: [1], params: { minimumDifficulty: opts.minimumDifficulty.toString() } },
        ...(devEvm
          ? {
              [Hardfork.GrayGlacier]: {
                eips: devRuleEips(opts.devRules ?? DEFAULT_DEV_RULES),
              },
            }
          : {}),
        ...(classic
          ? Object.fromEntries(
              Object.entries(CLASSIC_HARDFORK_EIPS).map(([name, eips]) => [name, { eips: [...eips] }]),
            )
          : {}),
      },
    },
    hardfork,
    customCrypto: opts.customCrypto,
  });
  // merged once here, so that the copy each transaction and header takes already holds them
  for (const params of [paramsBlock, paramsTx, paramsVM, paramsEVM, FIXED_PARAMS])
    common.updateParams(params);
  return common;
}
