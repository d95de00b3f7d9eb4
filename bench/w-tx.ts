/**
 * W5: signed transfers from 16 senders at once until every receipt is there. Each sender is a test
 * worker: it sends its next transaction once the previous one has a receipt (`await tx.wait()`), so
 * 16 are in flight on every node, whether it answers eth_sendRawTransaction before mining (Anvil,
 * Hardhat) or after (powgate, Ganache). Flooding instead (sending the next one as soon as the node
 * answers) makes Anvil 1.7.1 grow past 3 GB of RSS with 2,000 transactions. The clock stops at
 * the last receipt; then every receipt's status is checked (untimed). All transactions are signed
 * before the clock starts (and reused across nodes: same chain id, same nonces).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { cpuMs } from "./proc.js";
import { measured, type Sample } from "./sample.js";
import type { Session } from "./session.js";
import { GAS, tokenAbi, W5_SENDERS } from "./txs.js";

type Signed = { raw: string; hash: string };

async function burst(s: Session, perSender: Signed[][]): Promise<Sample> {
  const all = perSender.flat();
  const head0 = await s.blockNumber();
  const sample = await measured(
    () => cpuMs(s.pid),
    async () => {
      const t0 = performance.now();
      await Promise.all(
        perSender.map(async (txs) => {
          for (const tx of txs) {
            await s.send(tx.raw);
            while (!(await s.receipt(tx.hash))) await sleep(1);
          }
        }),
      );
      return { units: all.length, seconds: (performance.now() - t0) / 1000 };
    },
    "second",
  );
  const v = await s.verify(all.map((t) => t.hash));
  if (v.ok !== all.length) throw new Error(`receipts: ${v.ok} ok, ${v.failed} failed, ${v.missing} missing`);
  const head1 = await s.blockNumber();
  sample.detail = {
    txs: all.length,
    blocks: v.blocks.size,
    txPerBlock: all.length / v.blocks.size,
    headAdvanced: head1 - head0,
  };
  return sample;
}

function split<T>(items: T[], senders: number): T[][] {
  const out: T[][] = Array.from({ length: senders }, () => []);
  items.forEach((item, k) => {
    out[k % senders].push(item);
  });
  return out;
}

export function w5Eth(s: Session, count: number, recipients: string[]): Promise<Sample> {
  const specs = Array.from({ length: count }, (_, k) => k);
  const perSender = split(specs, W5_SENDERS).map((ks, sender) =>
    ks.map((k) =>
      s.next(sender, { to: recipients[k % recipients.length], value: 10n ** 12n, gas: GAS.transfer }),
    ),
  );
  return burst(s, perSender);
}

export function w5Erc20(s: Session, count: number, recipients: string[]): Promise<Sample> {
  const specs = Array.from({ length: count }, (_, k) => k);
  const perSender = split(specs, W5_SENDERS).map((ks, sender) =>
    ks.map((k) =>
      s.next(sender, {
        to: s.token,
        data: tokenAbi.encodeFunctionData("transfer", [recipients[k % recipients.length], 10n ** 18n]),
        gas: GAS.erc20,
      }),
    ),
  );
  return burst(s, perSender);
}
