import { type RunningNode, startNode } from "../../src/node.js";

/** A node on a free loopback port, results validated against openrpc.json, blocks reproducible. */
export async function startTestServer(
  opts: { blockTime?: number; pinnedClock?: boolean } = {},
): Promise<RunningNode> {
  // A constant clock: every block is then its parent's timestamp + 1, however often the
  // pending block is rebuilt in between, so the chain is the same on every run.
  const pinned = 1_700_000_000n;
  return startNode({
    dataDir: null,
    port: 0,
    logLevel: "silent",
    validateResults: true,
    blockTime: opts.blockTime,
    clock: opts.pinnedClock ? () => pinned : undefined,
    // hardhat_metadata's instance id is random per node; a reproducible node pins it too
    instanceId: opts.pinnedClock ? new Uint8Array(32).fill(0x42) : undefined,
  });
}
