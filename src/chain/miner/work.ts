import { bytesToHex } from "@ethereumjs/util";
import { Mutex } from "../../lib/mutex.js";
import type { BuiltBlock } from "../block/builder.js";
import { withSeal } from "../block/builder.js";
import type { Chain } from "../chain.js";
import { boundary, powEpoch, sealHash } from "../ethash/index.js";
import type { Miner } from "./miner.js";
import type { Sealer } from "./sealer.js";

/** How many recent work packages still accept a solution (a slightly stale one still counts). */
export const KEPT_PACKAGES = 8;

export interface WorkPackage {
  /** the header's seal hash (pow-hash) */
  powHash: Uint8Array;
  seedHash: Uint8Array;
  /** 2^256 / difficulty */
  boundary: Uint8Array;
  number: bigint;
}

interface Entry {
  built: BuiltBlock;
  pkg: WorkPackage;
}

/**
 * External mining: hands out the pending block as Ethash work and imports solutions. New
 * transactions or a new head make new work; the last few packages stay valid, so a solution
 * for an older parent still imports (as a side block, an uncle candidate).
 */
export class WorkBook {
  private readonly packages = new Map<string, Entry>();
  private current: { entry: Entry; version: number; head: string } | null = null;
  private readonly lock = new Mutex();

  constructor(
    private readonly chain: Chain,
    private readonly miner: Miner,
    private readonly sealer: Required<Pick<Sealer, "verify">>,
    /** changes whenever the pool or the head changed */
    private readonly version: () => number,
  ) {}

  getWork(): Promise<WorkPackage> {
    return this.lock.run(async () => {
      const head = bytesToHex(this.chain.head.hash());
      const version = this.version();
      if (this.current && this.current.version === version && this.current.head === head)
        return this.current.entry.pkg;
      const built = await this.miner.buildCandidate();
      const header = built.block.header;
      const pkg: WorkPackage = {
        powHash: sealHash(header.raw()),
        // Etchash after the chain's ECIP-1099 block: the seed of the 60,000-block epoch
        seedHash: powEpoch(header.number, this.chain.config.consensus.ecip1099Block).seedHash,
        boundary: boundary(header.difficulty),
        number: header.number,
      };
      const entry = { built, pkg };
      this.packages.set(bytesToHex(pkg.powHash), entry);
      while (this.packages.size > KEPT_PACKAGES)
        this.packages.delete(this.packages.keys().next().value as string);
      this.current = { entry, version: this.version(), head };
      return pkg;
    });
  }

  /** True only for a valid solution of known work; the block is then imported. */
  async submitWork(nonce: Uint8Array, powHash: Uint8Array, mixDigest: Uint8Array): Promise<boolean> {
    const key = bytesToHex(powHash);
    const entry = this.packages.get(key);
    if (!entry || nonce.length !== 8 || mixDigest.length !== 32) return false;
    const sealed = withSeal(entry.built.block, mixDigest, nonce);
    if (!(await this.sealer.verify(sealed.header))) return false;
    if (!this.packages.delete(key)) return false; // a concurrent submission won
    if (!(await this.chain.getBlockByHash(sealed.header.parentHash))) return false;
    await this.miner.insertSealed(entry.built, sealed);
    return true;
  }
}
