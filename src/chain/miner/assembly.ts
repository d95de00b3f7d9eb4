import type { Block, BlockHeader } from "@ethereumjs/block";
import type { EVM } from "@ethereumjs/evm";
import type { TypedTransaction } from "@ethereumjs/tx";
import type { VM } from "@ethereumjs/vm";
import type { BlockHashes } from "../block/block-hashes.js";
import { BlockBuilder, type BuiltBlock } from "../block/builder.js";
import type { Chain } from "../chain.js";
import { ConsoleRecorder } from "../console/recorder.js";
import type { ConsoleLogOutput, MinedTransactionOutcome } from "../node/events.js";
import type { NextBlockFields } from "./next-block.js";

/**
 * Block assembly, the one path for mined blocks (miner.ts) and the `pending` block preview
 * (ChainNode.pendingBlock): start a builder on a parent, then fill it from candidates in pool order.
 */
export interface AssemblyContext {
  chain: Chain;
  /** the VM the block executes in (the miner's, or the preview's shallow copy) */
  vm: VM;
  /** BLOCKHASH source of that VM, pointed at the parent */
  hashes: BlockHashes;
}

export interface StartOptions {
  /** the parent is on the canonical chain (BLOCKHASH can then use the number index) */
  canonicalParent: boolean;
  extraData?: Uint8Array;
  uncles?: BlockHeader[];
}

export function startBlock(
  ctx: AssemblyContext,
  parent: Block,
  fields: NextBlockFields,
  opts: StartOptions,
): Promise<BlockBuilder> {
  ctx.hashes.setParent(parent, opts.canonicalParent);
  return BlockBuilder.start(ctx.vm, ctx.chain.common, ctx.chain.config.consensus, {
    parent,
    ...fields,
    extraData: opts.extraData ?? new Uint8Array(0),
    uncles: opts.uncles ?? [],
    pre: ctx.chain.preStateOn(parent),
  });
}

export interface FillOptions {
  /** false: no block (the builder is aborted) when no transaction made it in */
  allowEmpty: boolean;
  /** capture console.log output of each transaction (only for blocks that will be stored) */
  recordConsole: boolean;
  /** a candidate failed to execute; the block goes on without it and its sender's later ones */
  onInvalid?: (tx: TypedTransaction, err: Error, sender: string) => void;
}

/**
 * Adds candidates in order. A sender whose transaction does not fit or fails is skipped from then
 * on: its later nonces cannot execute without the earlier one.
 */
export async function fillBlock(
  ctx: AssemblyContext,
  builder: BlockBuilder,
  candidates: TypedTransaction[],
  opts: FillOptions,
): Promise<BuiltBlock | null> {
  const blockedSenders = new Set<string>();
  const printed = new Map<number, ConsoleLogOutput>();
  for (const tx of candidates) {
    const sender = tx.getSenderAddress().toString();
    if (blockedSenders.has(sender)) continue;
    if (tx.gasLimit > builder.gasRemaining || !builder.fits(tx)) {
      blockedSenders.add(sender);
      continue;
    }
    const recorder = opts.recordConsole
      ? ConsoleRecorder.start(ctx.chain.events, ctx.vm.evm as EVM)
      : undefined;
    try {
      await builder.add(tx);
      const output = recorder?.stop();
      if (output) printed.set(builder.transactionCount - 1, output);
    } catch (err) {
      recorder?.stop();
      blockedSenders.add(sender);
      opts.onInvalid?.(tx, err as Error, sender);
    }
  }
  if (builder.transactionCount === 0 && !opts.allowEmpty) {
    await builder.abort();
    return null;
  }
  const built = await builder.finish();
  // printed once the block is in the chain (the miner's commitSealed), not when it is only built
  if (printed.size > 0) built.console = printed;
  return built;
}

/** What each transaction of a built block did, once sealed and stored (the blockMined event). */
export function minedOutcomes(sealed: Block, built: BuiltBlock): MinedTransactionOutcome[] {
  return sealed.transactions.map((tx, index) => {
    const { totalGasSpent, createdAddress, execResult } = built.results[index]!;
    return {
      tx,
      gasUsed: totalGasSpent,
      createdAddress,
      error: execResult.exceptionError?.error,
      returnValue: execResult.returnValue,
      console: built.console?.get(index),
    };
  });
}
