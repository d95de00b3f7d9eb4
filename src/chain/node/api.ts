// The chain as the rpc layer sees it: one narrow set of domain operations. Handlers never reach into
// the chain's parts (store, pool, miner, executor); the rules about those parts live behind this.
import type { Block } from "@ethereumjs/block";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import type { TypedTransaction } from "@ethereumjs/tx";
import { type Address, bytesToHex } from "@ethereumjs/util";
import type { BuiltBlock } from "../block/builder.js";
import { type BlockRewards, rewardsOf } from "../block/rewards.js";
import type { ResolvedBlock } from "../block-ref.js";
import { type AccessListOutcome, createAccessList } from "../call/access-list.js";
import type { CallAnswer, CallRequest, ExecutionOptions } from "../call/executor.js";
import { decodeRevertReason } from "../call/revert.js";
import { type SimulatedBlock, type SimulateRequest, simulate } from "../call/simulate.js";
import type { ChainConfig } from "../config/config.js";
import { type ChainConfigJson, chainConfigJson } from "../config/config-json.js";
import { DEFAULT_DEV_RULES } from "../config/dev-hardforks.js";
import { type EthConfig, ethConfig } from "../config/eth-config.js";
import { allowanceCall, balanceOfCall } from "../dev/erc20-slots.js";
import { TransactionAlreadyMinedError } from "../dev/errors.js";
import type { DevEdit } from "../dev/state-edits.js";
import {
  ExecutionRevertedError,
  NotTraceableError,
  SyncNonceGapError,
  TxTypeNotSupportedError,
  UnknownAccountError,
} from "../errors.js";
import type { Admission, ChainNode, SubmitResult } from "../index.js";
import { queryBlockLogs, queryLogs } from "../logs/query.js";
import type { IntervalConfig } from "../miner/interval.js";
import type { WorkPackage } from "../miner/work.js";
import type { PoolContent } from "../pool/txpool.js";
import { decodeTransaction } from "../pool/validate.js";
import { type AccountProof, proveAccount } from "../proof.js";
import { minedTransactions } from "../receipts.js";
import { addressHistory } from "../store/address-index.js";
import type {
  BlockTraceEntry,
  TraceCallOptions,
  TraceOptions,
  TraceResult,
  TracerChoice,
} from "../trace/types.js";
import { minedBySenderAndNonce } from "../tx/sender-nonce.js";
import { ImpersonatedSigner, type Signer } from "../tx/signers.js";
import { type TransactionFields, unsignedTransaction } from "../tx/tx-build.js";
import type { BlockRef, LocatedLog, LogFilter, MinedTransaction, ReceiptData } from "../types.js";
import { awaitMined } from "./await-receipt.js";
import type { ChainEventBus } from "./events.js";

/** Transaction types this chain accepts (legacy, EIP-2930, EIP-1559). */
/** EIP-7702's set-code type (0x4): only under rules with it (--hardfork prague, osaka) */
const SUPPORTED_TX_TYPES = new Set([1, 2]);
const SET_CODE_TX_TYPE = 4;

/** A --hardfork rule set as Anvil names it in anvil_nodeInfo ("Osaka"); undefined for the default. */
function anvilHardforkName(config: ChainConfig): string | undefined {
  const rules = config.devEvm ? config.devRules : undefined;
  if (rules === undefined || rules === DEFAULT_DEV_RULES) return undefined;
  return rules.charAt(0).toUpperCase() + rules.slice(1);
}

export interface ChainApi {
  readonly chainId: bigint;
  /** the network id (net_version): the chain id unless the chain config names another (Mordor: 7) */
  readonly networkId: bigint;
  /** the accounts the node can send from and sign for (eth_accounts) */
  readonly accounts: readonly Address[];
  /** The signer of one of `accounts`; UnknownAccountError for any other address. */
  signer(address: Address): Signer;
  /**
   * Who sends eth_sendTransaction's transaction from `address`: its signer, else (impersonated, or
   * auto-impersonation on) a sender without a key; UnknownAccountError otherwise.
   */
  sender(address: Address): Signer;
  /** eth_sendUnsignedTransaction: a sender without a key, whatever the impersonation settings (Anvil). */
  unsignedSender(address: Address): Signer;
  /** chain events (new heads, logs, removed logs, pending transactions) */
  readonly events: ChainEventBus;
  head(): Block;
  headTotalDifficulty(): bigint;
  /** the genesis block's hash (admin_nodeInfo) */
  genesisHash(): Uint8Array;
  /** whether this chain is forked from a remote node (--fork-url) */
  forked(): boolean;
  /** the chain's rules as geth/core-geth name them in their config JSON (admin_nodeInfo's protocols.eth.config) */
  configJson(): ChainConfigJson;
  /** The block a reference names now; undefined for a number above the head or an unknown hash. */
  resolveBlock(ref: BlockRef): Promise<ResolvedBlock | undefined>;
  /** As resolveBlock, for reads that need the block: geth's "header not found" errors otherwise. */
  requireBlock(ref: BlockRef): Promise<ResolvedBlock>;
  /** The number a number or tag names now, for ranges (log filters): `pending` is the head. */
  blockNumber(ref: Exclude<BlockRef, { kind: "hash" }>): bigint;
  blockByHash(hash: Uint8Array): Promise<Block | undefined>;
  blockByNumber(n: bigint): Promise<Block | undefined>;
  totalDifficulty(hash: Uint8Array): Promise<bigint | undefined>;
  receipts(block: Block): Promise<ReceiptData[]>;
  /** The pending block: the pool's executable transactions on the head, with their receipts. */
  pendingBlock(): Promise<BuiltBlock>;
  /** The base fee of the next block. */
  nextBaseFee(): bigint;
  stateAt(block: Block): Promise<MerkleStateManager>;
  /** The root reads of `block` see: its header's, or the head's edited one after dev edits. */
  stateRootOf(block: Block): Uint8Array;
  /** An account and storage slots with Merkle proofs against the block's state root (EIP-1186). */
  proof(block: Block, address: Address, slots: readonly Uint8Array[]): Promise<AccountProof>;
  /** A mined transaction by hash, with its block and receipt. */
  minedTransaction(hash: Uint8Array): Promise<MinedTransaction | undefined>;
  /** A transaction waiting in the pool. */
  pooledTransaction(hash: Uint8Array): TypedTransaction | undefined;
  /** The canonical transaction of `sender` with `nonce` (a search over the archived nonces). */
  minedBySenderAndNonce(sender: Address, nonce: bigint): Promise<MinedTransaction | undefined>;
  /** A signed transaction's bytes as the pool decodes them (InvalidTransactionError & co. otherwise). */
  decodeRawTransaction(raw: Uint8Array): TypedTransaction;
  /** The next nonce of an address, counting its pooled transactions. */
  nextNonce(address: Address): Promise<bigint>;
  /**
   * Submits a signed transaction; resolves to its hash once the pool took it (in automine, once it
   * is mined). A transaction mined with a REVERT rejects with ExecutionRevertedError.
   */
  sendRawTransaction(raw: Uint8Array): Promise<Uint8Array>;
  /**
   * The first half of sending a transaction built here (eth_sendTransaction): the pool's checks and
   * admission. Callers that chose its nonce hold their lock only until this resolves.
   */
  admitTransaction(tx: TypedTransaction): Promise<Admission>;
  /** A signed transaction into the pool (eth_sendRawTransactionSync); `awaitReceipt` then waits. */
  admitRawTransaction(raw: Uint8Array): Promise<Admission>;
  /**
   * EIP-7966: the admitted transaction once mined in a canonical block (a revert included), or
   * TxSyncTimeoutError after `timeoutMs`; it stays in the pool either way.
   */
  awaitReceipt(added: Admission, timeoutMs: number): Promise<MinedTransaction>;
  /** The second half: its hash, once mined in automine; a mined REVERT rejects as in sendRawTransaction. */
  awaitInclusion(added: Admission): Promise<Uint8Array>;
  /** An unsigned transaction of these fields, of the type its fee fields call for (see tx-build.ts). */
  unsignedTransaction(fields: TransactionFields): TypedTransaction;
  /** Pending (executable) and queued transactions of the pool, by sender in nonce order. */
  poolContent(): Promise<PoolContent>;
  /** The return data, and whether the call printed console.log output (then not to be memoized). */
  call(req: CallRequest, block: Block, opts: ExecutionOptions): Promise<CallAnswer>;
  /**
   * The lowest gas that succeeds; without a gas in the request the search is bounded by
   * `gasLimit` (the pending block's), or by the call cap with --disable-block-gas-limit.
   */
  estimateGas(req: CallRequest, block: Block, gasLimit: bigint, opts: ExecutionOptions): Promise<bigint>;
  createAccessList(req: CallRequest, block: Block, opts: ExecutionOptions): Promise<AccessListOutcome>;
  /** EIP-7910's eth_config: the forks in force at the head and scheduled after it. */
  forkConfig(): Promise<EthConfig>;
  /** eth_simulateV1 on `block`'s state (call/simulate.ts); nothing of it stays. */
  simulate(request: SimulateRequest, block: Block, opts: ExecutionOptions): Promise<SimulatedBlock[]>;
  logs(filter: LogFilter): Promise<LocatedLog[]>;
  /** A mined transaction re-executed under a tracer (TransactionNotFoundError if none). */
  traceTransaction(hash: Uint8Array, opts: TraceOptions): Promise<TraceResult>;
  /** A call traced on a block's state; not on the pending block (NotTraceableError), as geth. */
  traceCall(req: CallRequest, block: ResolvedBlock, opts: TraceCallOptions): Promise<TraceResult>;
  /** Every transaction of a block (the pending one too), traced in order. */
  traceBlock(block: Block, opts: TraceOptions): Promise<BlockTraceEntry[]>;
  /** Calls traced one after another on a block's state, each on the changes of those before. */
  traceCallMany(
    reqs: readonly { req: CallRequest; tracer: TracerChoice }[],
    block: ResolvedBlock,
    opts: TraceOptions,
  ): Promise<TraceResult[]>;
  /**
   * The canonical transactions that touched `address` (the address index), newest first below
   * block `before`, or oldest first above block `after`: whole blocks until at least `limit`;
   * `more` when older (backward) or newer (forward) ones remain.
   */
  addressHistory(
    address: Address,
    range: { before: bigint } | { after: bigint },
    limit: number,
  ): Promise<{ txs: MinedTransaction[]; more: boolean }>;
  /** What a mined block paid its miner and its uncles' miners (none for genesis). */
  blockRewards(block: Block): BlockRewards;
  /** Logs of one block by hash, canonical or not; UnknownBlockError for a hash it does not have. */
  blockLogs(hash: Uint8Array, filter: Pick<LogFilter, "addresses" | "topics">): Promise<LocatedLog[]>;
  /** The dev methods' controls (evm_*, hardhat_*, anvil_*, miner_*). */
  readonly dev: DevControls;
  /** Whether the node seals blocks (itself or through outside miners). */
  isMining(): boolean;
  coinbase(): Address;
  /** External mining only: the current work package; null when the node seals its own blocks. */
  getWork(): Promise<WorkPackage> | null;
  /** External mining only: true for a valid solution of a recent package (the block is imported). */
  submitWork(nonce: Uint8Array, powHash: Uint8Array, mixDigest: Uint8Array): Promise<boolean>;
}

/** What the dev methods change: mining, block time, the next block's fields, snapshots. */
export interface DevControls {
  /** evm_mine / hardhat_mine: `count` sealed blocks, `interval` seconds apart or at `timestamp`; they, in order. */
  mineBlocks(count: bigint, opts: { interval?: bigint; timestamp?: bigint }): Promise<Block[]>;
  /** What each transaction of a block mined by this node returned (evm_mine_detailed), while cached. */
  returnData(block: Block): readonly Uint8Array[] | undefined;
  automine(): boolean;
  setAutomine(on: boolean): void;
  /** Interval mining (null: off); resolves once a block being mined has landed. */
  setIntervalMining(interval: IntervalConfig | null): Promise<void>;
  /** The interval mining setting; null when off. */
  intervalMining(): IntervalConfig | null;
  /** miner_stop: automine and interval mining pause until `resume` (a seal of theirs in progress is abandoned). */
  pause(): Promise<void>;
  resume(): void;
  /** evm_increaseTime: the total offset. */
  increaseTime(seconds: bigint): bigint;
  /** evm_setTime: the node's time set outright; the seconds it moved forward (0 backwards). */
  setTime(timestamp: bigint): bigint;
  /** evm_setNextBlockTimestamp: checked against the head (Hardhat's error otherwise). */
  setNextTimestamp(timestamp: bigint): void;
  /** A fixed step between block timestamps (null: removed); whether one was set. */
  setTimestampStep(seconds: bigint | null): boolean;
  setCoinbase(address: Address): void;
  setGasLimit(gasLimit: bigint): void;
  setNextBaseFee(baseFee: bigint): void;
  /** hardhat_setMinGasPrice: the pool's gas price floor (meant for chains without EIP-1559). */
  setMinGasPrice(gasPrice: bigint): void;
  /** The next block's base fee and gas limit as they stand. */
  nextBlock(): { baseFee: bigint; gasLimit: bigint };
  /** The rules of the head's hardfork. */
  hardfork(): string;
  /** evm_snapshot: the head, the pool and the registered dev settings, under a new id. */
  snapshot(): Promise<bigint>;
  /** evm_revert: back to a snapshot, consuming it and every later one; false for an unknown id. */
  revert(id: bigint): Promise<boolean>;
  /** hardhat_reset: back to genesis, pool empty, every snapshot released. */
  reset(): Promise<void>;
  /** hardhat_setBalance/Code/Nonce/StorageAt: on the head's state at once, stored with the next block. */
  editState(edit: DevEdit): Promise<void>;
  /** anvil_dumpState: the head state as a gzipped state file (chain/dev/state-file.ts). */
  dumpState(): Promise<Uint8Array>;
  /** anvil_loadState: a state file (gzipped or plain JSON) as head edits; InvalidStateFileError if malformed. */
  loadState(bytes: Uint8Array): Promise<void>;
  /** hardhat_dropTransaction: true when dropped, false when unknown; TransactionAlreadyMinedError if mined. */
  dropTransaction(hash: Uint8Array): Promise<boolean>;
  /** anvil_dropAllTransactions: the pool emptied, journal included. */
  dropAllTransactions(): Promise<void>;
  /** hardhat_impersonateAccount */
  impersonate(address: Address): void;
  /** hardhat_stopImpersonatingAccount: false when it was not impersonated */
  stopImpersonating(address: Address): boolean;
  /** anvil_autoImpersonateAccount */
  setAutoImpersonate(enabled: boolean): void;
  /** anvil_setChainId (a snapshot participant; pooled transactions of another id dropped) */
  setChainId(id: bigint): Promise<void>;
  /** anvil_addBalance: plus `amount`, capped at 2^256 - 1 */
  addBalance(address: Address, amount: bigint): Promise<void>;
  /** anvil_dealERC20: the holder's balance slot found by probing (Erc20SlotNotFoundError otherwise) */
  dealErc20(holder: Address, token: Address, amount: bigint): Promise<void>;
  /** anvil_setERC20Allowance: the allowance slot found by probing */
  setErc20Allowance(owner: Address, spender: Address, token: Address, amount: bigint): Promise<void>;
  /** anvil_removePoolTransactions: every pooled transaction of `sender`; how many */
  dropSenderTransactions(sender: Address): Promise<number>;
  /** anvil_reorg: a heavier branch `depth` blocks deep with these transactions by block index */
  reorg(depth: bigint, blocks: ReadonlyMap<bigint, readonly TypedTransaction[]>): Promise<void>;
  /** anvil_rollback: the head `depth` blocks back, the blocks above deleted */
  rollback(depth: bigint): Promise<void>;
}

function devControls(node: ChainNode): DevControls {
  const { miner, chain, snapshots } = node;
  return {
    mineBlocks: (count, opts) => node.mineBlocks(count, opts),
    returnData: (block) => miner.returnData(block),
    automine: () => miner.automine,
    setAutomine: (on) => miner.setAutomine(on),
    setIntervalMining: async (interval) => {
      miner.setIntervalMining(interval);
      await miner.idle();
    },
    intervalMining: () => miner.intervalMining,
    pause: async () => {
      miner.pause();
      await miner.idle();
    },
    resume: () => miner.resume(),
    increaseTime: (seconds) => miner.next.increaseTime(seconds),
    setTime: (timestamp) => miner.next.setTime(timestamp),
    setNextTimestamp: (timestamp) => miner.next.setNextTimestamp(timestamp, chain.head),
    setTimestampStep: (seconds) => miner.next.setTimestampStep(seconds),
    setCoinbase: (address) => miner.next.setCoinbase(address),
    setGasLimit: (gasLimit) => miner.next.setGasLimit(gasLimit),
    setNextBaseFee: (baseFee) => miner.next.setNextBaseFee(baseFee),
    setMinGasPrice: (gasPrice) => {
      node.pool.minGasPrice = gasPrice;
    },
    nextBlock: () => ({
      baseFee: miner.next.baseFeeOn(chain.head),
      gasLimit: miner.next.fields(chain.head).gasLimit,
    }),
    hardfork: () => anvilHardforkName(chain.config) ?? chain.common.hardfork(),
    snapshot: () => snapshots.take(),
    revert: (id) => snapshots.revert(id),
    reset: () => snapshots.reset(),
    editState: (edit) => node.editState(edit),
    dumpState: () => node.dumpState(),
    loadState: (bytes) => node.loadState(bytes),
    async dropTransaction(hash) {
      if ((await node.dropTransactions([hash])).length > 0) return true;
      if (await chain.getTransaction(hash)) throw new TransactionAlreadyMinedError(bytesToHex(hash));
      return false;
    },
    dropAllTransactions: async () => {
      await node.dropTransactions("all");
    },
    impersonate: (address) => node.impersonation.impersonate(address),
    stopImpersonating: (address) => node.impersonation.stop(address),
    setAutoImpersonate: (enabled) => node.impersonation.setAuto(enabled),
    setChainId: (id) => node.tools.setChainId(id),
    addBalance: (address, amount) => node.tools.addBalance(address, amount),
    dealErc20: (holder, token, amount) =>
      node.tools.setTokenValue(
        token,
        balanceOfCall(holder),
        amount,
        "Unable to set ERC20 balance, no slot found",
      ),
    setErc20Allowance: (owner, spender, token, amount) =>
      node.tools.setTokenValue(
        token,
        allowanceCall(owner, spender),
        amount,
        "Unable to set ERC20 allowance, no slot found",
      ),
    dropSenderTransactions: (sender) => node.tools.dropSenderTransactions(sender),
    reorg: async (depth, blocks) => void (await node.tools.reorg(depth, blocks)),
    rollback: (depth) => node.tools.rollback(depth),
  };
}

export interface ChainApiOptions {
  /**
   * A transaction mined with a REVERT (automine) is answered with its hash, as Anvil does
   * (--revert-returns-hash); default: the code 3 error naming the hash.
   */
  revertReturnsHash?: boolean;
}

/**
 * A submitted transaction's hash; one mined with a REVERT is the code 3 error, as geth's eth_call,
 * its message naming the transaction (unless `revertReturnsHash`).
 */
function minedHash({ hash, inclusion }: SubmitResult, opts: ChainApiOptions): Uint8Array {
  const failure = inclusion?.result.execResult.exceptionError;
  if (failure?.error === "revert" && !opts.revertReturnsHash) {
    const revertData = inclusion!.result.execResult.returnValue;
    throw new ExecutionRevertedError(revertData, decodeRevertReason(revertData), hash);
  }
  return hash;
}

/** The façade over an embedded node. */
export function chainApi(node: ChainNode, opts: ChainApiOptions = {}): ChainApi {
  const { chain, pool, executor, blocks, work } = node;
  return {
    // anvil_setChainId changes it at run time
    get chainId() {
      return chain.common.chainId();
    },
    networkId: chain.config.networkId ?? chain.config.chainId,
    accounts: node.signers.addresses,
    events: chain.events,
    head: () => chain.head,
    headTotalDifficulty: () => chain.headTd,
    genesisHash: () => chain.genesis.hash(),
    forked: () => chain.config.fork !== undefined,
    configJson: () => chainConfigJson(chain.config),
    resolveBlock: (ref) => blocks.resolve(ref),
    requireBlock: (ref) => blocks.require(ref),
    blockNumber: (ref) => blocks.boundNumber(ref),
    blockByHash: (hash) => chain.getBlockByHash(hash),
    blockByNumber: (n) => chain.getBlockByNumber(n),
    totalDifficulty: (hash) => chain.getTotalDifficulty(hash),
    receipts: (block) => chain.getReceipts(block),
    pendingBlock: () => node.pendingBlock(),
    nextBaseFee: () => node.miner.next.baseFeeOn(chain.head),
    stateAt: (block) => chain.stateAt(block),
    stateRootOf: (block) => chain.stateRootOf(block),
    proof: async (block, address, slots) => proveAccount(await chain.stateAt(block), address, slots),
    minedTransaction: (hash) => chain.getTransaction(hash),
    pooledTransaction: (hash) => pool.get(hash),
    minedBySenderAndNonce: (sender, nonce) => minedBySenderAndNonce(chain, sender, nonce),
    decodeRawTransaction: (raw) =>
      decodeTransaction(raw, chain.common, { unlimitedInitCode: pool.unlimitedInitCode }),
    nextNonce: (address) => pool.nextNonce(address),
    async sendRawTransaction(raw) {
      // An EIP-2718 envelope (first byte <= 0x7f) of another type (blob 0x3, set-code 0x4, unknown):
      // geth's ErrTxTypeNotSupported, not a decoding failure.
      const type = raw[0]!;
      const setCode = type === SET_CODE_TX_TYPE && chain.common.isActivatedEIP(7702);
      if (raw.length > 0 && type <= 0x7f && !SUPPORTED_TX_TYPES.has(type) && !setCode) {
        throw new TxTypeNotSupportedError();
      }
      return minedHash(await node.submitRawTransaction(raw), opts);
    },
    admitTransaction: (tx) => node.admitTransaction(tx),
    admitRawTransaction: (raw) => node.admitRawTransaction(raw),
    awaitReceipt: async (added, timeoutMs) => {
      if (!added.executable) {
        // behind a nonce gap nothing mines it until the gap is filled: EIP-7966 answers at once
        added.watch.cancel();
        const sender = added.tx.getSenderAddress();
        throw new SyncNonceGapError(await pool.nextNonce(sender), added.tx.nonce);
      }
      // listening before the miner can take it (automine includes it while awaitInclusion runs)
      const mined = awaitMined(chain, added.hash, timeoutMs);
      await Promise.race([node.awaitInclusion(added), mined]).catch(() => undefined);
      return mined;
    },
    awaitInclusion: async (added) => minedHash(await node.awaitInclusion(added), opts),
    unsignedTransaction: (fields) => unsignedTransaction(chain.common, fields),
    poolContent: () => pool.content(),
    signer: (address) => node.signers.get(address),
    sender(address) {
      if (node.signers.addresses.some((a) => a.equals(address))) return node.signers.get(address);
      if (node.impersonation.allows(address)) return new ImpersonatedSigner(address);
      throw new UnknownAccountError(address.toString());
    },
    unsignedSender: (address) => new ImpersonatedSigner(address),
    call: (req, block, opts) => executor.callPrinting(req, block, opts),
    estimateGas: (req, block, gasLimit, opts) =>
      executor.estimateGas(req, block, executor.estimateBound(gasLimit), opts),
    createAccessList: (req, block, opts) => createAccessList(executor, chain, req, block, opts),
    forkConfig: () => ethConfig(chain),
    simulate: (request, block, opts) => simulate(executor, chain, block, request, opts),
    logs: (filter) => queryLogs(chain, filter),
    traceTransaction: (hash, opts) => node.tracer.traceTransaction(hash, opts),
    traceCall: async (req, { block, pending }, opts) => {
      if (pending) throw new NotTraceableError("tracing on top of pending is not supported");
      return node.tracer.traceCall(req, block, opts);
    },
    traceBlock: (block, opts) => node.tracer.traceBlock(block, opts),
    traceCallMany: async (reqs, { block, pending }, opts) => {
      if (pending) throw new NotTraceableError("tracing on top of pending is not supported");
      return node.tracer.traceCallMany(reqs, block, opts);
    },
    async addressHistory(address, range, limit) {
      const { positions, more } = await addressHistory(chain.kv, address, range, limit);
      const byBlock = new Map<bigint, MinedTransaction[]>();
      const txs: MinedTransaction[] = [];
      for (const { n, index } of positions) {
        let mined = byBlock.get(n);
        if (!mined) {
          const block = await chain.getBlockByNumber(n);
          if (!block) continue;
          mined = minedTransactions(block, await chain.getReceipts(block));
          byBlock.set(n, mined);
        }
        const tx = mined[index];
        if (tx) txs.push(tx);
      }
      return { txs, more };
    },
    blockRewards: (block) => rewardsOf(chain.config.consensus, chain.common, block),
    blockLogs: (hash, filter) => queryBlockLogs(chain, hash, filter),
    dev: devControls(node),
    isMining: () => node.producing,
    coinbase: () => node.miner.coinbase,
    getWork: () => (work ? work.getWork() : null),
    submitWork: async (nonce, powHash, mixDigest) =>
      work ? work.submitWork(nonce, powHash, mixDigest) : false,
  };
}
