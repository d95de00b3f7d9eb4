// Every cache of the rpc layer, in one place: built per node by the composition root (src/node.ts),
// sized by its options. What each holds never goes stale: mined blocks, logs, a block's call
// answers and a read-only state view's accounts cannot change.
import type { Block as EthBlock } from "@ethereumjs/block";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import type { Account } from "@ethereumjs/util";
import type { Block, EthCallResult } from "../../generated/types.js";
import type { LocatedLog } from "../chain/types.js";
import { Lru } from "../lib/lru.js";
import type { RawJson } from "./raw-json.js";

export interface CacheSizes {
  /** mined blocks' JSON (eth_getBlockBy*), by hash and transaction detail */
  blockJson: number;
  /** eth_call answers per block: dapps poll the same views */
  callAnswersPerBlock: number;
  /** accounts read per state view (balances and nonces polled by wallets and tests) */
  accountsPerView: number;
}

export const DEFAULT_CACHE_SIZES: Readonly<CacheSizes> = {
  blockJson: 256,
  callAnswersPerBlock: 4096,
  accountsPerView: 10_000,
};

/** A map per key object (a block, a state view) that lives as long as that object, each bounded. */
class BoundedMemo<K extends object, V> {
  private readonly maps = new WeakMap<K, Map<string, V>>();
  constructor(private readonly maxEntries: number) {}

  get(owner: K, key: string): V | undefined {
    return this.maps.get(owner)?.get(key);
  }

  has(owner: K, key: string): boolean {
    return this.maps.get(owner)?.has(key) ?? false;
  }

  set(owner: K, key: string, value: V): void {
    let map = this.maps.get(owner);
    if (!map) {
      map = new Map();
      this.maps.set(owner, map);
    }
    if (map.size >= this.maxEntries) map.clear();
    map.set(key, value);
  }
}

export class RpcCaches {
  readonly blockJson: Lru<string, RawJson<Block>>;
  readonly callAnswers: BoundedMemo<EthBlock, EthCallResult>;
  readonly accounts: BoundedMemo<MerkleStateManager, Account | undefined>;
  /** each mined log's JSON as UTF-8; the chain hands out the same log objects for a block */
  readonly logJson = new WeakMap<LocatedLog, Buffer>();

  constructor(sizes: Partial<CacheSizes> = {}) {
    const { blockJson, callAnswersPerBlock, accountsPerView } = { ...DEFAULT_CACHE_SIZES, ...sizes };
    this.blockJson = new Lru(blockJson);
    this.callAnswers = new BoundedMemo(callAnswersPerBlock);
    this.accounts = new BoundedMemo(accountsPerView);
  }
}
