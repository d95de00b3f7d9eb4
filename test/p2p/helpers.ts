import { createServer } from "node:net";
import { type NodeOptions, type RunningNode, startNode } from "../../src/node.js";
import { rpc } from "../contract/scenario.js";

/** A free TCP port on loopback (the OS picks it; closed again before use). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An in-memory node with devp2p on a free port, without discovery (tests peer explicitly). */
export async function p2pNode(
  opts: Partial<NodeOptions> & { bootnodes?: string[]; redialMs?: number } = {},
): Promise<RunningNode> {
  const { bootnodes, redialMs, ...rest } = opts;
  return startNode({
    dataDir: null,
    port: 0,
    logLevel: (process.env.P2P_LOG as NodeOptions["logLevel"]) ?? "silent",
    p2p: { port: await freePort(), bootnodes, discovery: false, redialMs },
    ...rest,
  });
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const call = rpc;
