/** Messages between the CPU miner and its worker threads. */
export interface MineJob {
  /** bumps with every new work package; stale results are ignored */
  job: number;
  powHash: Uint8Array;
  difficulty: bigint;
  fullSize: number;
  cache: Uint32Array;
  /** the epoch's full dataset (shared memory) once it is ready: hashes then take microseconds */
  dataset?: Uint32Array;
  startNonce: bigint;
  /** nonces to try before reporting progress */
  count: number;
}

export type WorkerReport =
  | { kind: "progress"; job: number; hashes: number; next: bigint }
  | { kind: "found"; job: number; hashes: number; nonce: Uint8Array; mixHash: Uint8Array };
