import {
  Block,
  type BlockHeader,
  createBlockHeader,
  createBlockHeaderFromBytesArray,
} from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import type { EVM } from "@ethereumjs/evm";
import { RLP } from "@ethereumjs/rlp";
import type { TypedTransaction } from "@ethereumjs/tx";
import { Account, type Address } from "@ethereumjs/util";
import { Bloom, encodeReceipt, type RunTxResult, runTx, type VM } from "@ethereumjs/vm";
import {
  blockCommittedAt,
  type HeaderStart,
  headerWith,
  runPlainTransfer,
  startBlockOn,
  startHeaderLike,
} from "../../engine/index.js";
import { keccak256 } from "../../lib/keccak/keccak.js";
import { hideSenderCodeFromCheck } from "../call/call-tx.js";
import { isActive } from "../config/forks.js";
import { impersonatedSender } from "../dev/impersonation.js";
import type { PreState } from "../dev/state-edits.js";
import type { ConsoleLogOutput } from "../node/events.js";
import type { ReceiptData } from "../types.js";
import { blockSizeLimit, HEADER_ALLOWANCE, txSize } from "./block-size.js";
import { type EthashConsensus, expectedDifficulty } from "./difficulty.js";
import { storeParentHash } from "./history.js";
import { orderedTrieRoot } from "./ordered-trie.js";
import { blockRewards } from "./rewards.js";
import { collectTouched, touchedByTransfer } from "./touched.js";

/** Ethash block reward since Constantinople (EIP-1234); earlier forks pay more (Common's `minerReward`). */
export const BLOCK_REWARD = 2n * 10n ** 18n;

export interface BlockTemplate {
  parent: Block;
  coinbase: Address;
  timestamp: bigint;
  gasLimit: bigint;
  extraData: Uint8Array;
  uncles: BlockHeader[];
  /** a dev override (hardhat_setNextBlockBaseFeePerGas); default EIP-1559's value from the parent */
  baseFeePerGas?: bigint;
  /** dev state edits on the parent: the block starts from `pre.root` instead of the parent's root */
  pre?: PreState;
}

/** An executed block whose header still lacks its seal (zero mixHash and nonce). */
export interface BuiltBlock {
  block: Block;
  receipts: ReceiptData[];
  results: RunTxResult[];
  /** console.log output by transaction index, recorded by the miner (miner/miner.ts) */
  console?: Map<number, ConsoleLogOutput>;
  /** the dev edits its state starts from, stored with it */
  pre?: PreState;
}

/**
 * Our own block builder: linear in transactions (each one runs once against a header-only
 * block), pays Ethash rewards including uncles, and keeps the original tx objects so their
 * recovered senders are not lost. The caller holds the chain's write lock throughout.
 */
export class BlockBuilder {
  private readonly env: Block;
  private readonly txs: TypedTransaction[] = [];
  private readonly receipts: ReceiptData[] = [];
  private readonly results: RunTxResult[] = [];
  private gasUsed = 0n;
  /** the block's RLP size so far, bounded (EIP-7934) */
  private size = HEADER_ALLOWANCE;
  private done = false;

  private constructor(
    private readonly vm: VM,
    private readonly common: Common,
    private readonly consensus: EthashConsensus,
    private readonly template: BlockTemplate,
  ) {
    const { parent } = template;
    const fields: HeaderStart = {
      parentHash: parent.hash(),
      number: parent.header.number + 1n,
      coinbase: template.coinbase,
      timestamp: template.timestamp,
      gasLimit: template.gasLimit,
      extraData: template.extraData,
      difficulty: expectedDifficulty(consensus, template.timestamp, parent.header),
      // a dev override only where the rules have a base fee (none on Ethereum Classic)
      baseFeePerGas: common.isActivatedEIP(1559)
        ? (template.baseFeePerGas ?? expectedBaseFee(common, parent.header))
        : undefined,
    };
    this.env = new Block(startHeader(common, fields), [], [], undefined, { common });
  }

  /**
   * Start a block on `template.parent`. The shared Common (and so the VM's EVM) switches to the
   * block's hardfork first: a no-op unless the chain's fork schedule has forks after genesis.
   */
  static async start(
    vm: VM,
    common: Common,
    consensus: EthashConsensus,
    template: BlockTemplate,
  ): Promise<BlockBuilder> {
    common.setHardforkBy({ blockNumber: template.parent.header.number + 1n });
    await startBlockOn(vm.stateManager, startRootOf(template));
    await vm.evm.journal.checkpoint();
    const { parent } = template;
    await storeParentHash(vm, common, parent.header.number + 1n, parent.hash());
    return new BlockBuilder(vm, common, consensus, template);
  }

  get header(): BlockHeader {
    return this.env.header;
  }

  get gasRemaining(): bigint {
    return this.env.header.gasLimit - this.gasUsed;
  }

  /** Whether `tx` keeps the block within EIP-7934's size limit (always, under rules without it). */
  fits(tx: TypedTransaction): boolean {
    const limit = blockSizeLimit(this.common);
    return limit === undefined || this.size + txSize(tx) <= limit;
  }

  get transactionCount(): number {
    return this.txs.length;
  }

  /** Execute one transaction; it throws (and leaves the state untouched) when the tx is invalid here. */
  async add(tx: TypedTransaction): Promise<RunTxResult> {
    if (tx.gasLimit > this.gasRemaining)
      throw new Error("tx has a higher gas limit than the remaining gas in the block");
    const plain = await runPlainTransfer(this.vm, { tx, block: this.env, blockGasUsed: this.gasUsed });
    const { result, touched } = plain
      ? { result: plain, touched: touchedByTransfer(tx) }
      : await this.run(tx);
    this.gasUsed += result.totalGasSpent;
    if (blockSizeLimit(this.common) !== undefined) this.size += txSize(tx);
    this.txs.push(tx);
    this.results.push(result);
    const receipt = result.receipt as {
      status?: 0 | 1;
      cumulativeBlockGasUsed: bigint;
      logs: RunTxResult["receipt"]["logs"];
    };
    this.receipts.push({
      type: tx.type,
      status: receipt.status ?? 1,
      cumulativeGasUsed: receipt.cumulativeBlockGasUsed,
      logs: receipt.logs.map(([address, topics, data]) => ({ address, topics, data })),
      touched,
    });
    return result;
  }

  /** `tx` through EthereumJS's runTx, with the addresses it touched. */
  private async run(tx: TypedTransaction): Promise<{ result: RunTxResult; touched: Uint8Array[] }> {
    // an impersonated contract sends, as on Hardhat and Anvil: EIP-3607 is skipped for it
    const from = impersonatedSender(tx);
    const undo =
      from && (await this.vm.stateManager.getCode(from)).length > 0
        ? hideSenderCodeFromCheck(this.vm.stateManager, from)
        : undefined;
    try {
      // every address a call reaches (and whose code it runs), for the address index
      return await collectTouched(this.vm.evm as EVM, tx, () =>
        runTx(this.vm, { tx, block: this.env, blockGasUsed: this.gasUsed, skipHardForkValidation: true }),
      );
    } finally {
      undo?.();
    }
  }

  /**
   * Pay rewards and assemble the unsealed block. With `commit` false (a pending-block preview)
   * the state changes are discarded instead of written.
   */
  async finish({ commit = true } = {}): Promise<BuiltBlock> {
    this.done = true;
    await this.payRewards();
    const stateRoot = await this.vm.stateManager.getStateRoot();
    if (commit) {
      await this.vm.evm.journal.commit();
      blockCommittedAt(this.vm.stateManager, stateRoot);
    } else await this.vm.evm.journal.revert();
    const bloom = new Bloom(undefined, this.common);
    for (const result of this.results) bloom.or(result.bloom);
    // the environment's header (built, and so checked, at start) with the outcome: 32-byte
    // hashes and roots, and gas used within the limit (`add` refuses a tx beyond what remains)
    const header = headerWith(this.env.header, {
      uncleHash: uncleHash(this.template.uncles),
      stateRoot,
      transactionsTrie: orderedTrieRoot(this.txs.map((tx) => tx.serialize())),
      receiptTrie: orderedTrieRoot(this.results.map((r, i) => encodeReceipt(r.receipt, this.txs[i].type))),
      logsBloom: bloom.bitvector,
      gasUsed: this.gasUsed,
    });
    const block = new Block(header, this.txs, this.template.uncles, undefined, { common: this.common });
    return { block, receipts: this.receipts, results: this.results, pre: this.template.pre };
  }

  async abort(): Promise<void> {
    if (this.done) return;
    this.done = true;
    await this.vm.evm.journal.revert();
    // reverted to the root it started on, which its caches hold again: the next block keeps them warm
    blockCommittedAt(this.vm.stateManager, startRootOf(this.template));
  }

  private async payRewards(): Promise<void> {
    const { uncles } = this.template;
    const rewards = blockRewards(
      this.consensus.classic,
      this.common.param("minerReward"),
      this.env.header.number,
      uncles.map((u) => u.number),
    );
    for (const [i, uncle] of uncles.entries()) await credit(this.vm, uncle.coinbase, rewards.uncles[i]!);
    await credit(this.vm, this.env.header.coinbase, rewards.miner);
  }
}

/**
 * The gas limit a miner gives the block on `parent`: the parent's, doubled at London's first block
 * (EIP-1559's elasticity: the target stays the old limit), as geth's miner does.
 */
export function nextGasLimit(consensus: EthashConsensus, parent: BlockHeader): bigint {
  const number = parent.number + 1n;
  // a classic chain's london is Mystique: no fee market, no elasticity
  const londonStarts =
    !consensus.classic &&
    isActive(consensus.forks, "london", number) &&
    !isActive(consensus.forks, "london", parent.number);
  return londonStarts ? parent.gasLimit * 2n : parent.gasLimit;
}

/** The base fee of a block on `parent` under `common`'s rules: none before London, 1 gwei at its first block. */
export function expectedBaseFee(common: Common, parent: BlockHeader): bigint | undefined {
  if (!common.isActivatedEIP(1559)) return undefined;
  if (!parent.common.isActivatedEIP(1559)) return common.param("initialBaseFee");
  return parent.calcNextBaseFee();
}

async function credit(vm: VM, address: Address, amount: bigint): Promise<void> {
  const sm = vm.stateManager;
  const account = (await sm.getAccount(address)) ?? new Account();
  account.balance += amount;
  await sm.putAccount(address, account);
}

/** Per chain's Common, the last new header its constructor built: the next ones are copies of it. */
const startHeaders = new WeakMap<Common, BlockHeader>();

/**
 * A new block's header: a copy of the last one built under the same rules where that gives the
 * constructor's header (its Common copy and checks are most of a fresh node's header cost), else
 * the constructor's.
 */
function startHeader(common: Common, fields: HeaderStart): BlockHeader {
  const previous = startHeaders.get(common);
  const copy = previous && startHeaderLike(previous, common, fields);
  if (copy) return copy;
  const header = createBlockHeader(fields, { common, setHardfork: false });
  startHeaders.set(common, header);
  return header;
}

/** The state root a block of `template` starts on: the dev edits' pre-state, else its parent's. */
function startRootOf(template: BlockTemplate): Uint8Array {
  return template.pre?.root ?? template.parent.header.stateRoot;
}

export function uncleHash(uncles: readonly BlockHeader[]): Uint8Array {
  return keccak256(RLP.encode(uncles.map((u) => u.raw())));
}

/** The same block with its seal in place (its header copied: headerWith): the txs keep their recovered senders. */
export function withSeal(block: Block, mixHash: Uint8Array, nonce: Uint8Array): Block {
  let header: BlockHeader;
  if (mixHash.length === 32 && nonce.length === 8) header = headerWith(block.header, { mixHash, nonce });
  else {
    // a seal of the wrong size: the constructor refuses it, with its own error
    const raw = block.header.raw();
    raw[13] = mixHash;
    raw[14] = nonce;
    header = createBlockHeaderFromBytesArray(raw, { common: block.common, setHardfork: false });
  }
  return new Block(header, block.transactions, block.uncleHeaders, undefined, { common: block.common });
}
