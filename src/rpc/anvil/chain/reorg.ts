import type { TypedTransaction } from "@ethereumjs/tx";
import type { Address } from "@ethereumjs/util";
import type { AnvilReorgParams, AnvilReorgResult, TransactionArgs } from "../../../../generated/types.js";
import { InvalidReorgError } from "../../../chain/dev/errors.js";
import { checkPlacement } from "../../../chain/dev/reorg.js";
import { UnknownAccountError } from "../../../chain/errors.js";
import { parseCount } from "../../codec/count.js";
import { address, parseAddress, parseData, quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { txFromArgs } from "../../eth/execute/tx-from-args.js";

/**
 * anvil_reorg: the transactions built as Anvil builds them (objects signed by the node, each sender's
 * nonces following its nonce at the common ancestor in block order), then a heavier branch of `depth`
 * blocks holding them (chain/dev/reorg.ts).
 */
export const reorg =
  (deps: RpcDeps) =>
  async ([depthParam, pairs = []]: AnvilReorgParams): Promise<AnvilReorgResult> => {
    const { chain } = deps;
    const depth = parseCount(depthParam);
    const height = chain.head().header.number;
    // Anvil's checks, in its order (the chain checks the depth again under its lock)
    if (depth > height) {
      throw new InvalidReorgError(
        `Reorg depth must not exceed current chain height: current height ${height}, depth ${depth}`,
      );
    }
    const placed = pairs
      .map(([tx, index]) => ({ tx, index: parseCount(index) }))
      .sort((a, b) => (a.index < b.index ? -1 : a.index > b.index ? 1 : 0));
    checkPlacement(
      depth,
      placed.map((p) => p.index),
    );
    const ancestor = await chain.blockByNumber(height - depth);
    const state = ancestor && (await chain.stateAt(ancestor));
    const nonces = new Map<string, bigint>();
    const nextNonce = async (from: Address) => {
      const key = from.toString();
      const nonce = nonces.get(key) ?? (await state?.getAccount(from))?.nonce ?? 0n;
      nonces.set(key, nonce + 1n);
      return nonce;
    };
    const blocks = new Map<bigint, TypedTransaction[]>();
    for (const { tx, index } of placed) {
      const built = typeof tx === "string" ? chain.decodeRawTransaction(parseData(tx)) : await signed(tx);
      blocks.set(index, [...(blocks.get(index) ?? []), built]);
    }
    await chain.dev.reorg(depth, blocks);
    return null;

    async function signed(args: TransactionArgs): Promise<TypedTransaction> {
      // Anvil's default sender: the first dev account (none on a chain without them: unknown account)
      const from = args.from ? parseAddress(args.from) : chain.accounts[0];
      if (!from) throw new UnknownAccountError("");
      const signer = chain.sender(from);
      const nonce = await nextNonce(from);
      return signer.signTransaction(
        await txFromArgs(deps, { ...args, from: address(from), nonce: quantity(nonce) }),
      );
    }
  };
