import type { ChainConfig } from "../chain/config.js";
import { FORK_NAMES, GETH_FORK_KEYS } from "../chain/forks.js";

/**
 * geth's chain config of this chain (admin_nodeInfo's protocols.eth.config): chainId, the block of
 * every fork it activates under geth's key (eip155Block with eip158Block, as geth writes both), and
 * `ethash: {}`. One small function so that a fuller core-geth-style rendering can replace it.
 */
export function gethChainConfig(config: ChainConfig): Record<string, unknown> {
  const out: Record<string, unknown> = { chainId: Number(config.chainId) };
  const forks = config.consensus.forks ?? {};
  for (const name of FORK_NAMES) {
    const block = forks[name];
    if (block === undefined) continue;
    if (name === "spuriousDragon") out.eip155Block = Number(block);
    out[GETH_FORK_KEYS[name]] = Number(block);
  }
  out.ethash = {};
  return out;
}
