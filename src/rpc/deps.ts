import type { MerkleStateManager } from "@ethereumjs/statemanager";
import type { BlockParameterOrHash, OpenrpcDocument } from "../../generated/types.js";
import type { ResolvedBlock } from "../chain/block-ref.js";
import type { ChainApi } from "../chain/node/api.js";
import type { Network } from "../p2p/network.js";
import type { RpcCaches } from "./caches.js";
import { parseBlockRef } from "./codec/block-ref.js";
import type { FilterRegistry } from "./filters/registry.js";

/** Limits of the rpc layer itself, next to the transport's (`NodeOptions.limits`, CLI flags). */
export interface RpcLimits {
  /**
   * Wall-clock limit of one eth_call / eth_estimateGas in milliseconds, 0: none (default 5000, as
   * geth's --rpc.evmtimeout); past it the answer is -32000 `execution aborted (timeout = 5s)`.
   */
  callTimeoutMs: number;
}

/** What handlers need: the chain's domain operations, the caches and a few facts about this server. */
export interface RpcDeps {
  chain: ChainApi;
  /** the rpc layer's caches, one object per node (src/rpc/caches.ts) */
  caches: RpcCaches;
  /** the OpenRPC document served by rpc.discover */
  document: OpenrpcDocument;
  clientVersion: string;
  /**
   * hash rates reported by external miners (eth_submitHashrate), by miner id, oldest report
   * first; bounded and pruned by `recordHashrate` (eth/hashrate.ts)
   */
  hashrates: Map<string, { rate: bigint; at: number }>;
  /** eth_call / eth_estimateGas time limit in ms (0: none); default DEFAULT_CALL_TIMEOUT_MS */
  callTimeoutMs?: number;
  /** filters and subscriptions (eth_newFilter, eth_subscribe …), fed by the chain's events */
  filters: FilterRegistry;
  /** hardhat_metadata's instance id (32 bytes); default: drawn at random when the handlers are made */
  instanceId?: Uint8Array;
  /** the devp2p side (admin_*, net_peerCount, eth_syncing); undefined without --p2p-port */
  network?: Network;
  /**
   * The node's informational output (block, transaction and console.log lines): set `enabled` to
   * switch it (hardhat_setLoggingEnabled, anvil_setLoggingEnabled). Undefined in handler tests.
   */
  logging?: { enabled: boolean };
  /**
   * hardhat_reset / anvil_reset: a new chain in place of this one, forked as `forking` says (null:
   * without a fork). Undefined where the node cannot swap its chain (a data directory, peers).
   */
  refork?: (forking: Forking | null) => Promise<void>;
}

/** A reset's `forking`: the remote (default the current fork's) and the block (default its latest). */
export interface Forking {
  url?: string;
  blockNumber?: bigint;
}

/** The block a parameter names now; undefined for a number above the head or an unknown hash. */
export function resolveBlock(deps: RpcDeps, param: BlockParameterOrHash): Promise<ResolvedBlock | undefined> {
  return deps.chain.resolveBlock(parseBlockRef(param));
}

/** A block parameter that must exist (state reads): geth's "header not found" otherwise. */
export function requireBlock(deps: RpcDeps, param: BlockParameterOrHash): Promise<ResolvedBlock> {
  return deps.chain.requireBlock(parseBlockRef(param));
}

export function stateAtParam(deps: RpcDeps, param: BlockParameterOrHash): Promise<MerkleStateManager> {
  return requireBlock(deps, param).then(({ block }) => deps.chain.stateAt(block));
}
