/**
 * A node's chain in Prometheus: the head's number and total difficulty, the hash rate miners report
 * (eth_submitHashrate), uncles included, reorganizations and their depth, the pool's size, installed
 * filters and subscriptions, and the time a block's seal took (this node's miner).
 */
import type { Block } from "@ethereumjs/block";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";
import type { ChainNode } from "../chain/index.js";
import type { Sealer } from "../chain/miner/sealer.js";
import type { RpcDeps } from "../rpc/deps.js";
import { totalHashrate } from "../rpc/eth/mining/hashrate.js";
import type { FilterRegistry } from "../rpc/filters/registry.js";

export interface ChainMetricsSources {
  readonly node: ChainNode;
  readonly filters: FilterRegistry;
  readonly hashrates: RpcDeps["hashrates"];
}

export interface ChainMetrics {
  /** Starts counting (uncles, reorganizations) from the node's events; returns the stop. */
  watch(sources: ChainMetricsSources): () => void;
  /** `sealer` timed into the seal histogram. */
  timed(sealer: Sealer): Sealer;
}

export function createChainMetrics(registry: Registry, prefix = "powgate"): ChainMetrics {
  let sources: ChainMetricsSources | undefined;
  const registers = [registry];
  new Gauge({
    name: `${prefix}_chain_head_number`,
    help: "Number of the canonical head block",
    registers,
    collect() {
      if (sources) this.set(Number(sources.node.chain.head.header.number));
    },
  });
  new Gauge({
    name: `${prefix}_chain_total_difficulty`,
    help: "Total difficulty of the canonical head (a float: exact below 2^53)",
    registers,
    collect() {
      if (sources) this.set(Number(sources.node.chain.headTd));
    },
  });
  new Gauge({
    name: `${prefix}_hashrate`,
    help: "Hash rate reported by external miners in the last 10 s (eth_submitHashrate), hashes a second",
    registers,
    collect() {
      if (sources) this.set(Number(totalHashrate(sources.hashrates)));
    },
  });
  new Gauge({
    name: `${prefix}_txpool_transactions`,
    help: "Transactions in the pool",
    registers,
    collect() {
      if (sources) this.set(sources.node.pool.size);
    },
  });
  new Gauge({
    name: `${prefix}_filters`,
    help: "Installed filters (eth_newFilter and the like)",
    registers,
    collect() {
      if (sources) this.set(sources.filters.filterCount);
    },
  });
  new Gauge({
    name: `${prefix}_subscriptions`,
    help: "Active eth_subscribe subscriptions over all connections",
    registers,
    collect() {
      if (sources) this.set(sources.filters.subscriptionCount());
    },
  });
  const uncles = new Counter({
    name: `${prefix}_chain_uncles_total`,
    help: "Uncles included by blocks that became the head",
    registers,
  });
  const reorgs = new Counter({
    name: `${prefix}_chain_reorgs_total`,
    help: "Reorganizations of the canonical chain",
    registers,
  });
  const reorgDepth = new Histogram({
    name: `${prefix}_chain_reorg_depth`,
    help: "Blocks a reorganization took off the canonical chain",
    buckets: [1, 2, 3, 4, 6, 8, 12, 16, 32, 64],
    registers,
  });
  const sealing = new Histogram({
    name: `${prefix}_seal_duration_seconds`,
    help: "Time this node's miner took to seal a block",
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
    registers,
  });

  return {
    watch(s) {
      sources = s;
      let head: Block = s.node.chain.head;
      const onHead = (block: Block): void => {
        uncles.inc(block.uncleHeaders.length);
        const parent = block.header.parentHash;
        if (!equal(parent, head.hash())) {
          // the first block of a new branch: the old head down to the branch's parent left the chain
          const depth = Number(head.header.number - (block.header.number - 1n));
          if (depth > 0) {
            reorgs.inc();
            reorgDepth.observe(depth);
          }
        }
        head = block;
      };
      s.node.events.on("newHead", onHead);
      return () => {
        s.node.events.off("newHead", onHead);
        sources = undefined;
      };
    },
    timed(sealer) {
      return {
        async seal(unsealed, signal) {
          const start = performance.now();
          const sealed = await sealer.seal(unsealed, signal);
          if (sealed !== null) sealing.observe((performance.now() - start) / 1000);
          return sealed;
        },
        sealsAtOnce: sealer.sealsAtOnce?.bind(sealer),
        verify: sealer.verify?.bind(sealer),
        close: sealer.close?.bind(sealer),
      };
    },
  };
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
