// Issue 38's devnet at a seconds-per-block difficulty (not CI): 2 miners sealing with the full Ethash
// dataset and 1 replica (`--mining none`, light), three processes peered over devp2p on loopback.
// The miners run `--block-time 1` at a difficulty far above a second's hashing, so each hashes
// continuously (a tick that comes while it seals starts the next block at once) and gives a block up
// when the other's arrives: blocks take seconds and race, which makes uncles and reorganizations.
// A transfer goes to the replica every 500 ms for the run's length; then, once every transfer is mined
// on all three, the miners stop (an `evm_mine` on the first every 15 s settles a tie) and the script
// checks:
// - one head on all nodes, and on a fresh light node (`--mining none`, no dataset) that syncs the
//   chain from the replica after the run: its import verifies every block and seal;
// - every transfer mined exactly once on the canonical chain, the sender's nonce equal to their
//   count, and the same receipt (status 1) on all four nodes;
// - every canonical block's seal and every included uncle's passes two light verifiers: powgate's
//   Ethash.verify and the tests' independent one written from the spec (bench/light-seals.ts);
// and counts blocks (per miner), uncles included, blocks sealed but neither canonical nor an uncle,
// reorganizations (each node's Prometheus counters), the block times (arrival of each canonical
// block at the replica, ms; and header timestamps, s) and the miners' effective hash rate.
// Prints a JSON line; exit status 1 if a check failed. Logs stay in the printed directory.
//
//   nice -n 19 npx tsx bench/uncles-devnet.ts <ethash-dir> [seconds=300] [difficulty=200000]
//
// <ethash-dir> must hold epoch 0's dataset, full-R23-0000000000000000 in geth's format (`powgate
// mine` or `--ethash-dag full` writes it; ~27 min to generate on a 2-core machine). The miners load
// it with `--ethash-dag auto`, which never generates: 1 GiB of memory each. One node seals ~55,000
// hashes a second with it on one core of the 2-core test machine, the two miners ~95,000 together
// (bench/results/uncles-dataset-*.md): 200,000 is ~2 s a block with both cores hashing, ~4 s with one.
import { existsSync, mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { RLP } from "@ethereumjs/rlp";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import WebSocket from "ws";
import { DEFAULT_MNEMONIC, deriveAccounts } from "../src/chain/config/accounts.js";
import {
  type DevnetNode,
  datasetLoaded,
  metrics,
  rpc,
  sleep,
  startNode,
  stopNode,
  until,
} from "./devnet-procs.js";
import { LightSeals } from "./light-seals.js";
import { cpuMs } from "./proc.js";

const [dir, secondsArg, difficultyArg] = process.argv.slice(2);
if (!dir || !existsSync(join(dir, "full-R23-0000000000000000"))) {
  console.error(
    "usage: npx tsx bench/uncles-devnet.ts <ethash-dir with full-R23-0000000000000000> [seconds] [difficulty]",
  );
  process.exit(2);
}
const seconds = Number(secondsArg ?? 300);
const difficulty = difficultyArg ?? "200000";
/** bounds of the waits after the traffic */
const MINED_MS = 180_000;
const CONVERGE_MS = 90_000;
const SYNC_MS = 180_000;

const logDir = mkdtempSync(join(tmpdir(), "uncles-devnet-"));
const nodes: DevnetNode[] = [];
const failures: string[] = [];
const out: Record<string, unknown> = {
  seconds,
  difficulty: Number(difficulty),
  logDir,
  load: [loadavg()[0]],
};

/** First arrival (ms) of each head the node announces over `eth_subscribe("newHeads")`. */
function watchHeads(node: DevnetNode): { arrivals: Map<string, number>; close: () => void } {
  const arrivals = new Map<string, number>();
  const ws = new WebSocket(`ws://127.0.0.1:${node.rpc}`);
  ws.on("open", () =>
    ws.send(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_subscribe", params: ["newHeads"] })),
  );
  ws.on("message", (data) => {
    const hash = JSON.parse(String(data)).params?.result?.hash as string | undefined;
    if (hash && !arrivals.has(hash)) arrivals.set(hash, Date.now());
  });
  return { arrivals, close: () => ws.close() };
}

function distribution(values: number[]): Record<string, number> | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return {
    n: s.length,
    min: s[0]!,
    p10: at(0.1),
    p50: at(0.5),
    mean: Math.round(mean),
    p90: at(0.9),
    max: s.at(-1)!,
  };
}

/** Counts of values by whole units (the last bucket: `top` and more). */
function histogram(values: number[], unit: number, top: number): Record<string, number> {
  const buckets: Record<string, number> = {};
  for (const v of values) {
    const b = Math.min(Math.floor(v / unit), top);
    const key = b === top ? `${top}+` : String(b);
    buckets[key] = (buckets[key] ?? 0) + 1;
  }
  return buckets;
}

const head = async (n: DevnetNode) =>
  (await rpc(n.rpc, "eth_getBlockByNumber", ["latest", false])).hash as string;

async function run(): Promise<void> {
  const seals = new LightSeals(dir!);
  seals.prepare(1);
  const [coinbaseA, coinbaseB] = deriveAccounts(DEFAULT_MNEMONIC, 2).map((a) => a.address.toString());
  const miner = (coinbase: string) => [
    "--difficulty",
    difficulty,
    "--block-time",
    "1",
    "--coinbase",
    coinbase!,
    "--ethash-dag",
    "auto",
    "--ethash-dir",
    dir!,
  ];
  const a = await startNode("miner-a", logDir, miner(coinbaseA!));
  nodes.push(a);
  // no block before both miners and the replica are up: at this difficulty a light seal (until the
  // dataset is loaded) would take many minutes, so stopping at once loses nothing
  await rpc(a.rpc, "miner_stop");
  const b = await startNode("miner-b", logDir, [...miner(coinbaseB!), "--bootnodes", a.enode]);
  nodes.push(b);
  await rpc(b.rpc, "miner_stop");
  const r = await startNode("replica", logDir, [
    "--difficulty",
    difficulty,
    "--mining",
    "none",
    "--bootnodes",
    `${a.enode},${b.enode}`,
  ]);
  nodes.push(r);
  await until("a full mesh", 30_000, async () => {
    const counts = await Promise.all(nodes.map(async (n) => (await rpc(n.rpc, "admin_peers")).length));
    return counts.every((k) => k === 2);
  });
  await Promise.all([datasetLoaded(a), datasetLoaded(b)]);
  const heads = watchHeads(r);
  const [, , from, to] = (await rpc(r.rpc, "eth_accounts")) as string[];

  // the run: both miners hash, a transfer every 500 ms goes to the replica
  const cpu0 = [a, b].map((n) => cpuMs(n.proc.pid!));
  for (const n of [a, b]) await rpc(n.rpc, "miner_start");
  const t0 = Date.now();
  const hashes: string[] = [];
  const sendErrors: string[] = [];
  while (Date.now() - t0 < seconds * 1000) {
    try {
      hashes.push(await rpc(r.rpc, "eth_sendTransaction", [{ from, to, value: "0x1" }]));
    } catch (err) {
      sendErrors.push((err as Error).message);
    }
    await sleep(500);
  }
  const sentMs = Date.now() - t0;
  if (sendErrors.length > 0) failures.push(`${sendErrors.length} sends refused: ${sendErrors[0]}`);

  // every transfer mined on every node, the miners still mining
  const unmined = new Map(nodes.map((n) => [n, new Set(hashes)]));
  await until("every transfer mined on every node", MINED_MS, async () => {
    for (const [n, left] of unmined)
      for (const h of [...left]) if (await rpc(n.rpc, "eth_getTransactionReceipt", [h])) left.delete(h);
    return [...unmined.values()].every((left) => left.size === 0);
  }).catch((err: Error) => {
    const left = [...unmined].map(([n, l]) => `${n.name} ${l.size}`).join(", ");
    failures.push(`${err.message} (unmined: ${left})`);
  });
  for (const n of [a, b]) await rpc(n.rpc, "miner_stop");
  const miningMs = Date.now() - t0;
  const cpu1 = [a, b].map((n) => cpuMs(n.proc.pid!));
  const stoppedAt = Number((await rpc(a.rpc, "eth_blockNumber")) as string);

  // one head: a tie of two branches of equal weight (seals in flight at miner_stop) needs one more block
  let settling = 0;
  let lastSettle = Date.now();
  const stopped = Date.now();
  const common = await until("one head on the three nodes", CONVERGE_MS, async () => {
    const hs = await Promise.all(nodes.map(head));
    if (new Set(hs).size === 1) return hs[0]!;
    if (Date.now() - lastSettle > 15_000) {
      await rpc(a.rpc, "evm_mine");
      settling++;
      lastSettle = Date.now();
    }
    return false;
  }).catch((err: Error) => {
    failures.push(err.message);
    return "";
  });
  out.convergedMs = Date.now() - stopped;
  out.settlingBlocks = settling;

  // a fresh light node syncs the whole chain from the replica: every block through its import
  const fresh = await startNode("fresh-light", logDir, [
    "--difficulty",
    difficulty,
    "--mining",
    "none",
    "--bootnodes",
    r.enode,
  ]);
  nodes.push(fresh);
  const syncStart = Date.now();
  await until(
    "the fresh light node at the common head",
    SYNC_MS,
    async () => common !== "" && (await head(fresh)) === common,
  )
    .then(() => {
      out.freshSyncMs = Date.now() - syncStart;
    })
    .catch((err: Error) => failures.push(err.message));
  heads.close();

  // the canonical chain, read from the replica: blocks, uncles, seals
  const headNumber = Number((await rpc(r.rpc, "eth_blockNumber")) as string);
  const blocks: { number: number; hash: string; miner: string; timestamp: number; difficulty: bigint }[] = [];
  const uncles: { in: number; number: number; depth: number; miner: string; difficulty: bigint }[] = [];
  const included = new Map<string, number>();
  const refused: string[] = [];
  let first: Uint8Array[] | undefined;
  for (let i = 1; i <= headNumber; i++) {
    const tag = `0x${i.toString(16)}`;
    const block = await rpc(r.rpc, "eth_getBlockByNumber", [tag, false]);
    const [header, , uncleHeaders] = RLP.decode(hexToBytes(await rpc(r.rpc, "debug_getRawBlock", [tag]))) as [
      Uint8Array[],
      unknown,
      Uint8Array[][],
    ];
    if (bytesToHex(keccak_256(RLP.encode(header))) !== block.hash)
      refused.push(`block ${i}: raw header is not ${block.hash}`);
    first ??= header;
    const why = await seals.refusals(header);
    if (why.length > 0) refused.push(`block ${i} ${block.hash}: ${why.join(", ")}`);
    for (const u of uncleHeaders) {
      const uncleWhy = (await seals.refusals(u)).join(", ");
      const number = Number(BigInt(bytesToHex(u[8]!)));
      if (uncleWhy) refused.push(`uncle ${number} in block ${i}: ${uncleWhy}`);
      uncles.push({
        in: i,
        number,
        depth: i - number,
        miner: bytesToHex(u[2]!),
        difficulty: BigInt(bytesToHex(u[7]!)),
      });
    }
    blocks.push({
      number: i,
      hash: block.hash,
      miner: block.miner,
      timestamp: Number(block.timestamp),
      difficulty: BigInt(block.difficulty),
    });
    for (const h of block.transactions as string[]) included.set(h, (included.get(h) ?? 0) + 1);
  }
  // the verifiers can refuse: the first block with its nonce changed must fail both
  if (first) {
    const tampered = [...first];
    tampered[14] = Uint8Array.from(tampered[14]!, (byte, k) => (k === 7 ? byte ^ 1 : byte));
    if ((await seals.refusals(tampered)).length !== 2)
      failures.push("a tampered seal passed a light verifier");
  }
  await seals.close();
  if (refused.length > 0) failures.push(`${refused.length} seals refused: ${refused.slice(0, 5).join("; ")}`);

  // every transfer once, the same receipt everywhere
  const twice = [...included.values()].filter((c) => c > 1).length;
  const missing = hashes.filter((h) => !included.has(h)).length;
  const nonce = Number(await rpc(r.rpc, "eth_getTransactionCount", [from, "latest"]));
  if (twice > 0 || missing > 0 || nonce !== hashes.length)
    failures.push(
      `transfers: ${missing} missing, ${twice} mined twice, nonce ${nonce} for ${hashes.length} sent`,
    );
  let receiptsDiffer = 0;
  for (const h of hashes) {
    const receipts = await Promise.all(nodes.map((n) => rpc(n.rpc, "eth_getTransactionReceipt", [h])));
    if (receipts[0]?.status !== "0x1" || new Set(receipts.map((x) => JSON.stringify(x))).size !== 1)
      receiptsDiffer++;
  }
  if (receiptsDiffer > 0)
    failures.push(`${receiptsDiffer} transfers without the same successful receipt on every node`);

  // what each node counted
  const perNode: Record<string, Record<string, number>> = {};
  for (const n of nodes) {
    const m = await metrics(n);
    perNode[n.name] = {
      reorgs: m.get("powgate_chain_reorgs_total") ?? 0,
      reorgDepthSum: m.get("powgate_chain_reorg_depth_sum") ?? 0,
      reorgsDeeperThan1:
        (m.get("powgate_chain_reorg_depth_count") ?? 0) -
        (m.get('powgate_chain_reorg_depth_bucket{le="1"}') ?? 0),
      sealed: m.get("powgate_seal_duration_seconds_count") ?? 0,
    };
  }

  // block times: arrival at the replica (ms) and header timestamps (s), blocks mined during the run
  const mined = blocks.filter((x) => x.number <= stoppedAt);
  const arrivalGaps: number[] = [];
  const stampGaps: number[] = [];
  for (let i = 1; i < mined.length; i++) {
    const [p, c] = [heads.arrivals.get(mined[i - 1]!.hash), heads.arrivals.get(mined[i]!.hash)];
    if (p !== undefined && c !== undefined) arrivalGaps.push(c - p);
    stampGaps.push(mined[i]!.timestamp - mined[i - 1]!.timestamp);
  }
  const work = mined.reduce((s, x) => s + x.difficulty, 0n) + uncles.reduce((s, u) => s + u.difficulty, 0n);
  const cpuS = (cpu1[0]! - cpu0[0]! + cpu1[1]! - cpu0[1]!) / 1000;
  const sealed = perNode["miner-a"]!.sealed! + perNode["miner-b"]!.sealed!;
  Object.assign(out, {
    transfers: hashes.length,
    sentMs,
    miningMs,
    blocks: headNumber,
    blocksInRun: mined.length,
    byMiner: {
      a: blocks.filter((x) => x.miner === coinbaseA!.toLowerCase()).length,
      b: blocks.filter((x) => x.miner === coinbaseB!.toLowerCase()).length,
    },
    uncles: uncles.length,
    uncleList: uncles.map((u) => `${u.number}@${u.in}`),
    sealedNotCanonicalNorUncle: sealed - blocks.length - uncles.length,
    nodes: perNode,
    difficultyFirstLast: [blocks[0]?.difficulty, blocks.at(-1)?.difficulty],
    blockMs: distribution(arrivalGaps),
    blockMsHistogramBySecond: histogram(arrivalGaps, 1000, 10),
    blockTimestampS: distribution(stampGaps),
    hashRate: Math.round(Number(work) / (miningMs / 1000)),
    hashesPerMinerCpuS: Math.round(Number(work) / cpuS),
    minerCpuShare: Math.round((cpuS / (miningMs / 1000)) * 100) / 100,
    sealsChecked: blocks.length + uncles.length,
  });
}

try {
  await run();
} catch (err) {
  const cause = (err as Error).cause;
  failures.push(`${(err as Error).message}${cause ? ` (${cause})` : ""}`);
} finally {
  (out.load as number[]).push(loadavg()[0]!);
  out.failures = failures;
  out.ok = failures.length === 0;
  console.log(JSON.stringify(out, (_, v) => (typeof v === "bigint" ? v.toString() : v)));
  await Promise.all(nodes.map(stopNode));
}
process.exit(failures.length === 0 ? 0 : 1);
