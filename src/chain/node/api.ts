// The chain as the rpc layer sees it: one narrow set of domain operations. Handlers never reach into
// the chain's parts (store, pool, miner, executor); the rules about those parts live behind this.
import type { Block } from "@ethereumjs/block";
import type { MerkleStateManager } from "@ethereumjs/statemanager";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { Address } from "@ethereumjs/util";
import type { BuiltBlock } from "../block/builder.js";
import { type BlockRewards, rewardsOf } from "../block/rewards.js";
import type { ResolvedBlock } from "../block-ref.js";
import { type AccessListOutcome, createAccessList } from "../call/access-list.js";
import type { CallAnswer, CallRequest, ExecutionOptions } from "../call/request.js";
import { decodeRevertReason } from "../call/revert.js";
import { type SimulatedBlock, type SimulateRequest, simulate } from "../call/simulate.js";
import { type ChainConfigJson, chainConfigJson } from "../config/config-json.js";
import { type EthConfig, ethConfig } from "../config/eth-config.js";
import {
  ExecutionRevertedError,
  NotTraceableError,
  SyncNonceGapError,
  TxTypeNotSupportedError,
  UnknownAccountError,
} from "../errors.js";
import type { Admission, ChainNode, SubmitResult } from "../index.js";
import { queryBlockLogs, queryLogs } from "../logs/query.js";
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
import { type DevControls, devControls } from "./dev-controls.js";
import type { ChainEventBus } from "./events.js";

/** Transaction types this chain accepts (legacy, EIP-2930, EIP-1559). */
/** EIP-7702's set-code type (0x4): only under rules with it (prague, osaka: the default) */
const SUPPORTED_TX_TYPES = new Set([1, 2]);
const SET_CODE_TX_TYPE = 4;

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
  /** Whether the chain's rules at its head include an EIP (e.g. 6780's SELFDESTRUCT). */
  eipActive(eip: number): boolean;
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

export interface ChainApiOptions {
  /**
   * A transaction mined with a REVERT (automine) is answered with its hash, as Anvil does
   * (--revert-returns-hash); default: the code 3 error naming the hash.
   */
  revertReturnsHash?: boolean;
  /**
   * Automine answers a send once its block is executed, and stores the block while the answer
   * travels (ChainNode.submitRawTransaction). Only for a caller that holds every later request until
   * `ChainNode.settled()` has settled: the node's RPC dispatcher (its `settled` option), in memory.
   */
  answerOnExecution?: boolean;
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
  const early = opts.answerOnExecution === true;
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
      return minedHash(await node.submitRawTransaction(raw, early), opts);
    },
    admitTransaction: (tx) => node.admitTransaction(tx, early),
    admitRawTransaction: (raw) => node.admitRawTransaction(raw, early),
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
    call: (req, block, opts) => node.calls.callPrinting(req, block, opts),
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
    eipActive: (eip) => chain.common.isActivatedEIP(eip),
    blockLogs: (hash, filter) => queryBlockLogs(chain, hash, filter),
    dev: devControls(node),
    isMining: () => node.producing,
    coinbase: () => node.miner.coinbase,
    getWork: () => (work ? work.getWork() : null),
    submitWork: async (nonce, powHash, mixDigest) =>
      work ? work.submitWork(nonce, powHash, mixDigest) : false,
  };
}
