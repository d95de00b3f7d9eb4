import type { Address } from "@ethereumjs/util";
import { createZeroAddress } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import { createEngineVm, installEngine } from "../../engine/index.js";
import { keccak256 as fastKeccak256 } from "../../lib/keccak/keccak.js";
import { BlockHashes } from "../block/block-hashes.js";
import type { Finality } from "../block-ref.js";
import { CallLanes } from "../call/call-lanes.js";
import { Executor } from "../call/executor.js";
import { Chain } from "../chain.js";
import { makeCommon } from "../config/common.js";
import type { ChainConfig } from "../config/config.js";
import { Miner, type MiningMode } from "../miner/miner.js";
import type { Sealer } from "../miner/sealer.js";
import { uncleCandidates } from "../miner/uncles.js";
import { type PoolLimits, TxPool } from "../pool/txpool.js";
import { TraceRunner } from "../trace/runner.js";
import { customCrypto } from "../tx/crypto.js";

export interface ChainNodeOptions {
  config: ChainConfig;
  /** null: in memory */
  dataDir: string | null;
  mining: MiningMode;
  /** the sealing step; the node's composition root passes the Ethash sealer */
  sealer: (chain: Chain) => Sealer | Promise<Sealer>;
  coinbase?: Address;
  poolLimits?: PoolLimits;
  /** seconds since the epoch for block timestamps; default the wall clock */
  clock?: () => bigint;
  /** default: our keccak (WebAssembly, JS fallback), ~20x @noble/hashes on trie nodes and txs */
  keccak256?: (data: Uint8Array) => Uint8Array;
  /** confirmation depths of the `safe` and `finalized` tags (default DEFAULT_FINALITY) */
  finality?: Finality;
  /** most blocks one hardhat_mine / evm_mine call mines (default DEFAULT_MAX_MINE_BLOCKS) */
  maxMineBlocks?: number;
  /** EIP-170's code size limit (and EIP-3860's initcode limit) off, as Anvil's --disable-code-size-limit */
  unlimitedContractSize?: boolean;
  /** eth_call / eth_estimateGas may use more gas than the block gas limit (Anvil's --disable-block-gas-limit) */
  unlimitedCallGas?: boolean;
}

/** eth_call's executors on a forked chain: concurrent cold calls wait on the remote together */
const FORK_CALL_LANES = 8;

/** The parts `ChainNode.open` builds and wires together. */
export interface NodeParts {
  chain: Chain;
  pool: TxPool;
  miner: Miner;
  executor: Executor;
  /** eth_call's executors: the executor, and more on a forked chain (call-lanes.ts) */
  calls: CallLanes;
  tracer: TraceRunner;
  mining: MiningMode;
  sealer: Sealer;
  /** the pending block's VM and block hashes, apart from the miner's */
  previewVm: VM;
  previewHashes: BlockHashes;
  /** the miner's VM and block hashes, shared with the importer */
  vm: VM;
  hashes: BlockHashes;
}

/**
 * Opens the chain (store, genesis) and builds the parts around it: pool, miner with its VM, the
 * executor for calls, the tracer, and the pending block's own VM. Nothing runs yet (the miner is
 * not started, the pool's journal not restored). The chain is closed again if a part fails.
 */
export async function openNodeParts(opts: ChainNodeOptions): Promise<NodeParts> {
  const common = makeCommon({
    chainId: opts.config.chainId,
    minimumDifficulty: opts.config.consensus.minimumDifficulty,
    forks: opts.config.consensus.forks,
    devEvm: opts.config.devEvm,
    devRules: opts.config.devRules,
    classic: opts.config.consensus.classic !== undefined,
    customCrypto: customCrypto(opts.keccak256 ?? fastKeccak256),
  });
  // before anything decodes or runs a transaction: the engine's patches (RLP, trie, senders, EVM)
  await installEngine();
  const chain = await Chain.open({ config: opts.config, common, dataDir: opts.dataDir });
  const unlimitedCodeSize = opts.unlimitedContractSize ?? false;
  try {
    const pool = new TxPool(chain, opts.poolLimits);
    pool.unlimitedInitCode = opts.unlimitedContractSize ?? false;
    const hashes = new BlockHashes(chain.store, chain.earlierHash);
    // the block builder's (and importer's) EVM
    const vm = await createEngineVm({
      kind: "block",
      common,
      stateManager: chain.state,
      blockchain: hashes,
      unlimitedCodeSize,
    });
    const sealer = await opts.sealer(chain);
    const coinbase = opts.coinbase ?? opts.config.devAccounts[0]?.address ?? createZeroAddress();
    const miner = new Miner(chain, pool, vm, hashes, sealer, {
      coinbase,
      mode: opts.mining,
      clock: opts.clock,
      uncles: (parent) => uncleCandidates(chain, parent),
    });
    const executorOptions = { unlimitedCodeSize, unlimitedGas: opts.unlimitedCallGas ?? false };
    const executor = await Executor.create(chain, executorOptions);
    const calls = new CallLanes(executor, opts.config.fork === undefined ? 1 : FORK_CALL_LANES, () =>
      Executor.create(chain, executorOptions),
    );
    const tracer = await TraceRunner.create(chain);
    const previewHashes = new BlockHashes(chain.store, chain.earlierHash);
    const previewState = chain.state.copy();
    const previewVm = await createEngineVm({
      kind: "block",
      common,
      stateManager: previewState,
      blockchain: previewHashes,
      unlimitedCodeSize,
    });
    return {
      chain,
      pool,
      miner,
      executor,
      calls,
      tracer,
      mining: opts.mining,
      sealer,
      previewVm,
      previewHashes,
      vm,
      hashes,
    };
  } catch (err) {
    await chain.close();
    throw err;
  }
}
