// The Ethash seal of a block header checked by two light verifiers (no dataset): powgate's own
// (Ethash.verify, what imports use, from the 16 MiB epoch cache) and the tests' independent one
// (test/helpers/etc-light-verifier.ts, written from the spec, sharing nothing with src/chain/ethash;
// its cache takes ~10 s to build per epoch). A header is its raw RLP field list, as in
// debug_getRawBlock's answer: a block's own header and each of its uncles'.
import { RLP } from "@ethereumjs/rlp";
import { bytesToBigInt } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { Ethash, EthashCaches, sealHash } from "../src/chain/ethash/index.js";
import { checkSeal, makeLightCache, type PowRule, powRule } from "../test/helpers/etc-light-verifier.js";

const DIFFICULTY = 7;
const NUMBER = 8;
const MIX_HASH = 13;
const NONCE = 14;

export class LightSeals {
  private readonly caches: EthashCaches;
  private readonly ethash: Ethash;
  /** the independent verifier's caches by epoch */
  private readonly specCaches = new Map<number, { rule: PowRule; cache: Uint32Array }>();

  /** `cacheDir`: where powgate's verifier reads and keeps its epoch caches. */
  constructor(cacheDir: string) {
    this.caches = new EthashCaches({ dir: cacheDir });
    this.ethash = new Ethash(this.caches);
  }

  /** Why each verifier refuses the header's seal ("powgate: ...", "spec: ..."); empty when both accept it. */
  async refusals(fields: Uint8Array[]): Promise<string[]> {
    const number = bytesToBigInt(fields[NUMBER]!);
    const difficulty = bytesToBigInt(fields[DIFFICULTY]!);
    const [mixHash, nonce] = [fields[MIX_HASH]!, fields[NONCE]!];
    const why: string[] = [];
    if (!(await this.ethash.verify(sealHash(fields), number, difficulty, nonce, mixHash)))
      why.push("powgate: refused by Ethash.verify");
    const { rule, cache } = this.specCache(Number(number));
    // geth's SealHash: every field but mixHash and nonce (baseFee kept)
    const specSealHash = keccak_256(RLP.encode(fields.filter((_, i) => i !== MIX_HASH && i !== NONCE)));
    const spec = checkSeal(cache, rule, specSealHash, { mixHash, nonce, difficulty });
    if (spec !== null) why.push(`spec: ${spec}`);
    return why;
  }

  /**
   * Builds the independent verifier's cache of a block's epoch now (~10 s of this thread: before the
   * nodes start, where nothing waits on this process).
   */
  prepare(number: number): void {
    this.specCache(number);
  }

  private specCache(number: number): { rule: PowRule; cache: Uint32Array } {
    const rule = powRule(number);
    let entry = this.specCaches.get(rule.epoch);
    if (!entry) {
      entry = { rule, cache: makeLightCache(rule.cacheBytes, rule.seed) };
      this.specCaches.set(rule.epoch, entry);
    }
    return entry;
  }

  close(): Promise<void> {
    return this.caches.close();
  }
}
