// How each configuration of the state tests builds its VM: the one file that knows how the node
// makes its VMs (re-point it when the engine gets its front door). The node's modules are loaded
// on first use, not imported: a process running only "stock" must never load them, since loading
// them and running one of our opcodes installs process-wide patches on EthereumJS.

import { type Block, paramsBlock } from "@ethereumjs/block";
import {
  Common,
  type CustomCrypto,
  type Hardfork,
  Mainnet,
  type StateManagerInterface,
} from "@ethereumjs/common";
import { type EVMMockBlockchainInterface, paramsEVM } from "@ethereumjs/evm";
import { Caches, MerkleStateManager } from "@ethereumjs/statemanager";
import { paramsTx, type TypedTransaction } from "@ethereumjs/tx";
import { createVM, paramsVM, type RunTxResult, runTx, type VM } from "@ethereumjs/vm";
import type { ForkRules } from "./forks.js";

/**
 * - block: the VM that builds and imports blocks (src/chain/node/node-parts.ts): the engine's
 *   `block` VM on the live state (createStateManager: an EngineState, SSTOREs into the cache only,
 *   its storage layer), each transaction inside the block's checkpoint as the builder runs it;
 * - call: the executor's VM (src/chain/call/executor.ts Executor.create): the engine's `call` VM,
 *   watched by a watchdog armed without deadline, on a copy of the live state with memoized
 *   account reads and lazy checkpoints, inside the executor's outer checkpoint (committed here
 *   instead of reverted, to take a root);
 * - stock: EthereumJS as published: no custom opcode, a plain MerkleStateManager, EthereumJS's
 *   Common and crypto.
 */
export const CONFIGS = ["block", "call", "stock"] as const;
export type Config = (typeof CONFIGS)[number];

export interface TestVm {
  readonly vm: VM;
  /** executes `tx` in `block` as the configuration's VM does; throws where the tx is invalid */
  run(tx: TypedTransaction, block: Block): Promise<RunTxResult>;
  /** the state root once the runner is done with the state (after `run`, or without it) */
  settle(): Promise<Uint8Array>;
}

/** what writes a test's pre-state into a state manager (inside a checkpoint the caller commits) */
export type WritePre = (sm: StateManagerInterface) => Promise<void>;

type Engine = Awaited<ReturnType<typeof loadEngine>>;
let engine: Promise<Engine> | undefined;

async function loadEngine() {
  (globalThis as { __powgateEngineLoaded?: boolean }).__powgateEngineLoaded = true;
  const [engine, state, trieDb, common, crypto, keccak, dog, loop] = await Promise.all([
    import("../../../src/engine/index.js"),
    import("../../../src/chain/state.js"),
    import("../../../src/chain/store/trie-db.js"),
    import("../../../src/chain/config/common.js"),
    import("../../../src/chain/tx/crypto.js"),
    import("../../../src/lib/keccak/keccak.js"),
    import("../../../src/chain/call/watchdog.js"),
    import("../../../src/engine/interpreter/run-loop.js"),
  ]);
  return {
    createEngineVm: engine.createEngineVm,
    startBlockOn: engine.startBlockOn,
    runPlainTransfer: engine.runPlainTransfer,
    createStateManager: state.createStateManager,
    TrieDb: trieDb.TrieDb,
    makeCommon: common.makeCommon,
    crypto: crypto.customCrypto(keccak.keccak256),
    Watchdog: dog.Watchdog,
    runLoop: loop,
  };
}

function theEngine(): Promise<Engine> {
  engine ??= loadEngine();
  return engine;
}

/** Whether this process loaded the node's engine (a stock run asserts it did not). */
export function engineLoaded(): boolean {
  return (globalThis as { __powgateEngineLoaded?: boolean }).__powgateEngineLoaded === true;
}

/**
 * Whether the engine's process-wide patches are installed (by its one install step, when the
 * first VM is made through its front door): EthereumJS's interpreter loop was replaced, and its
 * stock one kept aside.
 */
export async function enginePatchesInstalled(): Promise<boolean> {
  const { runLoop } = await theEngine();
  return runLoop.stockRun !== undefined;
}

const commons = new Map<string, Common>();

/** The rules `fork` runs with in `config`, one Common per both (VMs share it as the node's do). */
export async function commonFor(config: Config, fork: ForkRules): Promise<Common> {
  const key = `${config}:${fork.name}`;
  let common = commons.get(key);
  if (common === undefined) {
    common = await makeRules(config, fork);
    commons.set(key, common);
  }
  return common;
}

async function makeRules(config: Config, fork: ForkRules): Promise<Common> {
  if (config === "stock") return new Common({ chain: Mainnet, hardfork: fork.hardfork });
  const e = await theEngine();
  if (fork.devRules !== undefined)
    // the dev chain's Common for `--hardfork <rules>` (src/chain/config/common.ts)
    return e.makeCommon({
      chainId: 1n,
      minimumDifficulty: 131_072n,
      devRules: fork.devRules,
      customCrypto: e.crypto,
    });
  if (fork.pow) {
    // the node's Common (src/chain/common.ts) with every fork up to this one from genesis
    const forks = Object.fromEntries(scheduleUpTo(fork).map((name) => [name, 0n]));
    return e.makeCommon({
      chainId: 1n,
      minimumDifficulty: 131_072n,
      forks,
      devEvm: false,
      customCrypto: e.crypto,
    });
  }
  return mainnetFromGenesis(fork.hardfork, e.crypto);
}

/** the node's fork names up to `fork` (FORK_NAMES order), bomb delays included */
function scheduleUpTo(fork: ForkRules): string[] {
  const order = [
    "homestead",
    "tangerineWhistle",
    "spuriousDragon",
    "byzantium",
    "constantinople",
    "petersburg",
    "istanbul",
    "muirGlacier",
    "berlin",
    "london",
  ];
  return fork.nodeFork === undefined ? [] : order.slice(0, order.indexOf(fork.nodeFork) + 1);
}

/**
 * EthereumJS's mainnet rules with every fork up to `hardfork` in force from genesis (block 0,
 * timestamp 0) and none after: the block VM's opcodes are chosen from the rules at genesis.
 */
function mainnetFromGenesis(hardfork: Hardfork, customCrypto: CustomCrypto): Common {
  const all = Mainnet.hardforks;
  const last = all.findIndex((hf) => hf.name === hardfork);
  const hardforks = all.slice(0, last + 1).map((hf) => ({
    ...hf,
    block: hf.timestamp === undefined ? (hf.block === null ? null : 0) : null,
    ...(hf.timestamp === undefined ? {} : { timestamp: 0 }),
  }));
  const common = new Common({ chain: { ...Mainnet, hardforks }, hardfork, customCrypto });
  // the params makeCommon merges up front: the opcode lists are read before the VM merges its own
  for (const params of [paramsBlock, paramsTx, paramsVM, paramsEVM]) common.updateParams(params);
  return common;
}

/** A VM of `config` whose state holds what `writePre` writes. */
export async function openVm(
  config: Config,
  common: Common,
  writePre: WritePre,
  blockchain: EVMMockBlockchainInterface,
): Promise<TestVm> {
  if (config === "stock") return openStock(common, writePre, blockchain);
  const e = await theEngine();
  // the live state as src/chain/chain.ts opens it: in memory (the engine's state), then genesis
  const live = e.createStateManager(new e.TrieDb(null), common);
  await live.checkpoint();
  await writePre(live);
  await live.commit();
  const preRoot = await live.getStateRoot();
  if (config === "block") {
    // src/chain/node/node-parts.ts: the block builder's and importer's VM
    const vm = await e.createEngineVm({ kind: "block", common, stateManager: live, blockchain });
    let open = false;
    return {
      vm,
      // BlockBuilder.start and add (src/chain/block/builder.ts)
      async run(tx, block) {
        await e.startBlockOn(live, preRoot);
        await vm.evm.journal.checkpoint();
        open = true;
        const plain = await e.runPlainTransfer(vm, { tx, block, blockGasUsed: 0n });
        return plain ?? runTx(vm, { tx, block, blockGasUsed: 0n, skipHardForkValidation: true });
      },
      // BlockBuilder.finish: the root first, then the block's checkpoint committed
      async settle() {
        const root = await live.getStateRoot();
        if (open) await vm.evm.journal.commit();
        open = false;
        return root;
      },
    };
  }
  // Executor.create and Executor.run (src/chain/call/executor.ts)
  const sm = live.copy({ memoizedReads: true, lazyCheckpoints: true });
  await sm.setStateRoot(preRoot);
  const watchdog = new e.Watchdog();
  const vm = await e.createEngineVm({ kind: "call", common, stateManager: sm, blockchain, watch: watchdog });
  let open = false;
  return {
    vm,
    async run(tx, block) {
      await vm.evm.journal.checkpoint();
      open = true;
      watchdog.arm(Number.POSITIVE_INFINITY);
      try {
        return await runTx(vm, { tx, block, skipHardForkValidation: true });
      } finally {
        watchdog.disarm();
      }
    },
    async settle() {
      if (open) await vm.evm.journal.commit();
      open = false;
      return sm.getStateRoot();
    },
  };
}

async function openStock(
  common: Common,
  writePre: WritePre,
  blockchain: EVMMockBlockchainInterface,
): Promise<TestVm> {
  const sm = new MerkleStateManager({ common, caches: new Caches() });
  await sm.checkpoint();
  await writePre(sm);
  await sm.commit();
  await sm.getStateRoot();
  const vm = await createVM({ common, stateManager: sm, blockchain });
  return {
    vm,
    run: (tx, block) => runTx(vm, { tx, block }),
    settle: () => sm.getStateRoot(),
  };
}
