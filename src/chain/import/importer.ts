import type { Block, BlockHeader } from "@ethereumjs/block";
import { bytesToHex, equalsBytes } from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import type { BlockHashes } from "../block/block-hashes.js";
import { blockSizeLimit } from "../block/block-size.js";
import { BlockBuilder } from "../block/builder.js";
import type { Chain, InsertOutcome } from "../chain.js";
import { hasPlaceholderSignature, recognizeImpersonated } from "../dev/impersonation.js";
import { applyEdits, type DevEdit, type PreState } from "../dev/state-edits.js";
import { BlockImportError } from "../errors.js";
import type { Sealer } from "../miner/sealer.js";
import { headerProblem, uncleProblem } from "./header-rules.js";

/**
 * Imports blocks from outside (RLP files, other nodes): every consensus rule geth checks is checked
 * (header rules for the block and its uncles in header-rules.ts, uncle and transaction roots) and the
 * block is executed on its parent's state; state root, receipts root, bloom and gas used must
 * match. A bad block is rejected with the reason and nothing of it is stored. Each block is checked
 * under its own fork's rules (decoded with `setHardfork`, so `header.common` is that fork's).
 */
export class BlockImporter {
  constructor(
    private readonly chain: Chain,
    private readonly vm: VM,
    private readonly hashes: BlockHashes,
    private readonly sealer: Required<Pick<Sealer, "verify">>,
  ) {}

  /**
   * `checkSeal: false` skips only the Ethash seal of the block and its uncles, for test fixtures
   * whose proof of work was never computed (NoProof); every other rule is still checked.
   * `edits`: dev state edits the exporting node applied before this block (its `.edits.json`):
   * applied to the parent's state first, then the block must match as usual. `impersonated`: hashes
   * of its transactions sent without a signature (impersonated senders), from the same file.
   */
  async import(
    block: Block,
    {
      checkSeal = true,
      edits = [] as readonly DevEdit[],
      impersonated = new Set<string>() as ReadonlySet<string>,
    } = {},
  ): Promise<InsertOutcome | "known"> {
    return this.chain.writeLock.run(async () => {
      if (await this.chain.getBlockByHash(block.hash())) return "known";
      const parent = await this.chain.getBlockByHash(block.header.parentHash);
      const fail = (reason: string): never => {
        throw new BlockImportError(block.header.number, bytesToHex(block.hash()), reason);
      };
      if (!parent) return fail("unknown parent");
      const rules = {
        consensus: this.chain.config.consensus,
        verifySeal: checkSeal ? (h: BlockHeader) => this.sealer.verify(h) : undefined,
      };
      const headerFault = await headerProblem(block.header, parent.header, rules);
      if (headerFault) fail(headerFault);
      // geth's ValidateBody order: uncle hash, uncles, transactions root
      if (!block.uncleHashIsValid()) fail("uncle hash mismatch");
      const uncleFault = await uncleProblem(block, parent, (h) => this.chain.getBlockByHash(h), rules);
      if (uncleFault) fail(uncleFault);
      if (!(await block.transactionsTrieIsValid())) fail("transactions root mismatch");
      const size = blockSizeLimit(this.chain.common);
      if (size !== undefined && block.serialize().length > size)
        fail(`block of ${block.serialize().length} bytes is above EIP-7934's ${size}`);
      for (const [i, tx] of block.transactions.entries()) {
        if (!hasPlaceholderSignature(tx)) continue;
        if (!impersonated.has(bytesToHex(tx.hash())))
          fail(
            `transaction ${i} has no signature (impersonated sender) and is not listed in the chain's .edits.json`,
          );
        recognizeImpersonated(tx);
      }
      const pre = edits.length > 0 ? await this.preState(parent, edits) : undefined;
      const receipts = await this.execute(block, parent, pre, fail);
      return this.chain.insert(block, receipts, pre);
    });
  }

  private async preState(parent: Block, edits: readonly DevEdit[]): Promise<PreState> {
    const sm = this.vm.stateManager;
    await sm.setStateRoot(parent.header.stateRoot);
    return { root: await applyEdits(sm, edits), edits };
  }

  private async execute(block: Block, parent: Block, pre: PreState | undefined, fail: (r: string) => never) {
    const { header } = block;
    this.hashes.setParent(parent, await this.chain.isCanonical(parent));
    const builder = await BlockBuilder.start(this.vm, this.chain.common, this.chain.config.consensus, {
      parent,
      coinbase: header.coinbase,
      timestamp: header.timestamp,
      gasLimit: header.gasLimit,
      extraData: header.extraData,
      uncles: block.uncleHeaders,
      pre,
    });
    try {
      for (const [i, tx] of block.transactions.entries()) {
        try {
          await builder.add(tx);
        } catch (err) {
          await builder.abort();
          fail(`transaction ${i} is invalid: ${(err as Error).message.split(" (")[0]}`);
        }
      }
      const built = await builder.finish();
      const mine = built.block.header;
      if (!equalsBytes(mine.stateRoot, header.stateRoot)) fail("state root mismatch");
      if (!equalsBytes(mine.receiptTrie, header.receiptTrie)) fail("receipts root mismatch");
      if (!equalsBytes(mine.logsBloom, header.logsBloom)) fail("logs bloom mismatch");
      if (mine.gasUsed !== header.gasUsed) fail(`gas used ${header.gasUsed}, executed ${mine.gasUsed}`);
      return built.receipts;
    } finally {
      await this.chain.resetStateToHead();
    }
  }
}
