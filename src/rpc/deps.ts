import type { MerkleStateManager } from "@ethereumjs/statemanager";
import type { OpenrpcDocument } from "../../generated/types.js";
import { BlockNotFoundError } from "../chain/errors.js";
import type { ChainNode } from "../chain/index.js";
import { type ResolvedBlock, resolveBlockParameter } from "./codec/block-ref.js";
import type { FilterRegistry } from "./filters/registry.js";

/** What handlers need: the embedded node and a few facts about this server. */
export interface RpcDeps {
  node: ChainNode;
  /** the OpenRPC document served by rpc.discover */
  document: OpenrpcDocument;
  clientVersion: string;
  /** hash rates reported by external miners (eth_submitHashrate), by miner id */
  hashrates: Map<string, { rate: bigint; at: number }>;
  /** filters and subscriptions (eth_newFilter, eth_subscribe …), fed by the chain's events */
  filters: FilterRegistry;
}

/** A block parameter that must exist (state reads): geth answers "header not found" otherwise. */
export async function requireBlock(deps: RpcDeps, param: string): Promise<ResolvedBlock> {
  const resolved = await resolveBlockParameter(deps.node, param);
  if (!resolved) throw new BlockNotFoundError();
  return resolved;
}

export async function stateAtParam(deps: RpcDeps, param: string): Promise<MerkleStateManager> {
  const { block } = await requireBlock(deps, param);
  return deps.node.chain.stateAt(block);
}
