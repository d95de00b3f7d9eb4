import type { Block, BlockHeader } from "@ethereumjs/block";
import { withSeal } from "../block/builder.js";
import { Ethash, EthashCaches, type EthashDatasets, sealHash } from "../ethash/index.js";
import type { Sealer } from "./sealer.js";

/**
 * Seals blocks with real Ethash proof of work on this machine. At the dev difficulty of 1 any
 * nonce meets the target, so one hashimoto per block yields a verifiable seal: a full one once the
 * epoch's dataset is ready (`datasets`), a light one (~2 ms) until then. Verification stays light.
 */
export class EthashSealer implements Sealer {
  readonly ethash: Ethash;
  /** where the next search starts; successive blocks start far apart */
  private nonce = 0n;

  /** `ecip1099Block`: the chain's Etchash activation (its consensus settings); undefined for Ethash. */
  constructor(
    private readonly caches: EthashCaches,
    ecip1099Block?: bigint,
    private readonly datasets?: EthashDatasets,
  ) {
    this.ethash = new Ethash(caches, ecip1099Block, datasets);
  }

  static create(cacheDir: string | null, ecip1099Block?: bigint): EthashSealer {
    return new EthashSealer(new EthashCaches({ dir: cacheDir ?? undefined }), ecip1099Block);
  }

  async seal(unsealed: Block, signal?: AbortSignal): Promise<Block | null> {
    const header = unsealed.header;
    const solution = await this.ethash.seal(
      sealHash(header.raw()),
      header.number,
      header.difficulty,
      this.nonce,
      Number.POSITIVE_INFINITY,
      signal,
    );
    if (!solution) return null;
    this.nonce += 1n << 20n;
    return withSeal(unsealed, solution.mixHash, solution.nonce);
  }

  /** At difficulty 1 the target is 2^256: the first nonce tried seals the block. */
  sealsAtOnce(header: BlockHeader): boolean {
    return header.difficulty <= 1n;
  }

  /** Light verification of a header's seal (mixHash and nonce against its difficulty). */
  verify(header: BlockHeader): Promise<boolean> {
    return this.ethash.verify(
      sealHash(header.raw()),
      header.number,
      header.difficulty,
      header.nonce,
      header.mixHash,
    );
  }

  async close(): Promise<void> {
    await this.datasets?.close();
    await this.caches.close();
  }
}
