/**
 * W3's fixture: one block holding 100 ETH transfers, made the way each node allows.
 * - powgate (automine, no evm_* methods): the txs with nonces n+1..n+99 go first; they have a
 *   nonce gap, so the pool queues them and answers at once; the tx with nonce n then makes all
 *   100 executable together and the miner seals them in one block.
 * - Anvil, Hardhat: evm_setAutomine(false), send the 100, evm_mine, evm_setAutomine(true).
 * - Ganache: miner_stop, send the 100, evm_mine, miner_start.
 * Returns the block number and how many txs it holds.
 */
import type { Session } from "./session.js";
import { GAS, ROLE } from "./txs.js";

export async function makeBurstBlock(
  s: Session,
  recipients: string[],
  size = 100,
): Promise<{ number: number; txCount: number; method: string }> {
  const txs = Array.from({ length: size }, (_, i) =>
    s.next(ROLE.w3, { to: recipients[i % recipients.length], value: 10n ** 12n, gas: GAS.transfer }),
  );
  const sendAll = (list: typeof txs) => Promise.all(list.map((t) => s.send(t.raw)));
  switch (s.target.burst) {
    case "nonce-gap":
      await sendAll(txs.slice(1));
      await s.send(txs[0].raw);
      break;
    case "automine-off":
      await s.rpc.call("evm_setAutomine", [false]);
      await sendAll(txs);
      await s.rpc.call("evm_mine", []);
      await s.rpc.call("evm_setAutomine", [true]);
      break;
    case "miner-stop":
      await s.rpc.call("miner_stop", []);
      await sendAll(txs);
      await s.rpc.call("evm_mine", []);
      await s.rpc.call("miner_start", []);
      break;
  }
  const receipts = await Promise.all(txs.map((t) => s.waitReceipt(t.hash)));
  const numbers = new Set(receipts.map((r) => Number(r.blockNumber)));
  const number = Math.max(...numbers);
  const block = await s.rpc.call<{ transactions: string[] }>("eth_getBlockByNumber", [
    `0x${number.toString(16)}`,
    false,
  ]);
  return { number, txCount: block.transactions.length, method: s.target.burst };
}
