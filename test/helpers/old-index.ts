// Data directories as powgate wrote them before the address index (for the backfill's tests): a
// chain with internal calls, creations and reverts, then its index keys, the stored touched lists
// and the mark taken away.
import { bytesToHex } from "@ethereumjs/util";
import type { ChainNode } from "../../src/chain/index.js";
import { decodeTouched } from "../../src/chain/store/address-index.js";
import type { Kv } from "../../src/chain/store/db.js";
import { MetaKey, metaKey, Prefix } from "../../src/chain/store/keys.js";
import { contractInterface, deploy, signTx } from "./chain.js";

const tracing = contractInterface("Tracing");

/** `blocks` blocks of four transactions each: a nested call, a reverted inner call, a creation by a contract, a transfer. */
export async function buildCallChain(node: ChainNode, blocks: number): Promise<void> {
  const key = node.chain.config.devAccounts[0]!.privateKey;
  const other = node.chain.config.devAccounts[1]!.privateKey;
  const callee = await deploy(node, key, 0n, "Callee");
  const factory = await deploy(node, key, 1n, "Tracing");
  let nonce = 0n;
  const call = (data: string) =>
    signTx(node, other, { nonce: nonce++, to: factory, data, gasLimit: 1_000_000n });
  for (let i = 0; i < blocks; i++) {
    const txs = [
      call(tracing.encodeFunctionData("nested", [callee.toString(), BigInt(i)])),
      call(tracing.encodeFunctionData("innerRevert", [callee.toString()])),
      call(tracing.encodeFunctionData("create", [BigInt(i)])),
      signTx(node, other, { nonce: nonce++, to: node.chain.config.devAccounts[2]!.address, value: 1n }),
    ];
    await node.miner.mineOn(node.chain.head, txs);
  }
}

function prefixRange(prefix: number) {
  return { gte: Uint8Array.of(prefix), lt: Uint8Array.of(prefix + 1) };
}

/** The index as it stands: every address key, and each block's touched addresses per transaction (as sets). */
export async function indexContent(kv: Kv): Promise<{ keys: string[]; touched: Record<string, string[][]> }> {
  const keys: string[] = [];
  for await (const k of kv.keys(prefixRange(Prefix.addressTx))) keys.push(bytesToHex(k));
  const touched: Record<string, string[][]> = {};
  for await (const k of kv.keys(prefixRange(Prefix.touched))) {
    const lists = decodeTouched((await kv.get(k))!, 1 << 16);
    touched[bytesToHex(k)] = lists.map((l) => l.map((a) => bytesToHex(a)).sort());
  }
  return { keys: keys.sort(), touched };
}

/** Takes away what an old powgate did not write: the index keys, the touched lists, the mark. */
export async function eraseIndex(kv: Kv): Promise<void> {
  const ops: { type: "del"; key: Uint8Array }[] = [];
  for (const prefix of [Prefix.addressTx, Prefix.touched]) {
    for await (const key of kv.keys(prefixRange(prefix))) ops.push({ type: "del", key });
  }
  ops.push({ type: "del", key: metaKey(MetaKey.addressIndexedFrom) });
  await kv.batch(ops);
}
