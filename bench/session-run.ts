/**
 * One node, one round: start it fresh, run the workloads in a fixed order, stop it. Every
 * workload is isolated: a failure is recorded with its message and the round goes on.
 * Order: start-up, idle RSS, W1, W2, W8, W7, setup (token, emitters), W3, W5, RSS, W4, W6, RSS, W10 (twice), W12, W11.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./net.js";
import { type BenchOptions, wants } from "./options.js";
import { load1, MemoryWatchdog, pinned, rssMb, settle, startProcess, stopProcess } from "./proc.js";
import { findProfile, monotonicUs, summarize, type Window } from "./profile.js";
import type { Outcome, Sample } from "./sample.js";
import { Session } from "./session.js";
import { benchDir, type Target } from "./targets.js";
import { holders } from "./txs.js";
import { makeBurstBlock } from "./w-block.js";
import { deployCompute, w11Compute } from "./w-compute.js";
import { w10OneByOne, w12MineLoop, w12MineMany } from "./w-dev.js";
import { type HttpOptions, w1ChainId, w2GetBalance, w3Block, w4Call, w8Batch } from "./w-http.js";
import { makeLogBlocks, w6Queries } from "./w-logs.js";
import { w5Erc20, w5Eth } from "./w-tx.js";
import { w7WebSocket } from "./w-ws.js";

export interface SessionResult {
  outcomes: Record<string, Outcome>;
  notes: string[];
  profile?: Record<string, { samples: number; frames: { frame: string; selfPct: number }[] }>;
}

/** The longest wait for a node's CPU to go quiet after start (its start-up work). */
const START_QUIET_MAX_MS = 60_000;

const log = (msg: string) => process.stderr.write(`${msg}\n`);

export async function runSession(target: Target, round: number, o: BenchOptions): Promise<SessionResult> {
  const outcomes: Record<string, Outcome> = {};
  const notes: string[] = [];
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const wsUrl = `ws://127.0.0.1:${port}/`;
  const scratch = join(benchDir, ".cache");
  mkdirSync(join(scratch, "logs"), { recursive: true });
  const dataDir = target.disk ? mkdtempSync(join(tmpdir(), "powgate-bench-")) : undefined;
  const home = target.scratchHome
    ? mkdtempSync(join(tmpdir(), `powgate-bench-${target.name}-home-`))
    : undefined;
  const profDir = o.profile && target.kind === "powgate" ? mkdtempSync(join(scratch, "prof-")) : undefined;
  const extraNodeArgs = profDir ? ["--cpu-prof", "--cpu-prof-dir", profDir] : [];
  const launch = pinned(target.launch(port, { dataDir, extraNodeArgs, home }), o.nodeCpus);
  const proc = await startProcess(launch, url, join(scratch, "logs", `${target.name}-r${round}.log`));
  const readyUs = monotonicUs();
  if (target.ready) await target.ready(proc.pid);
  let phase = "start-up";
  const watchdog = new MemoryWatchdog(proc, o.maxRssMb, () => phase);
  /** set when the node died or stopped answering: the remaining workloads are not run */
  let dead: string | null = null;
  const s = new Session(target, url, wsUrl, proc.pid);
  // start-up: from the profile's first sample to the first answer
  const windows: Window[] = [{ name: "startup", fromUs: 0, toUs: readyUs }];
  outcomes.startup = { value: proc.startupMs, load: load1() };
  const step = async (name: string, fn: () => Promise<Sample | Record<string, Outcome> | undefined>) => {
    if (dead) {
      outcomes[name] = { error: `not run: ${dead}` };
      return;
    }
    phase = name;
    await settle(proc.pid, 5000).catch(() => 0);
    log(`  ${target.name} r${round} ${name}`);
    const from = monotonicUs();
    try {
      const r = await fn();
      if (r && "value" in r) outcomes[name] = r as Sample;
      else if (r) Object.assign(outcomes, r);
    } catch (e) {
      let message = (e as Error).message.split("\n")[0].slice(0, 300);
      if (watchdog.tripped) message = watchdog.tripped;
      log(`  ${target.name} ${name} failed: ${message}`);
      outcomes[name] = { error: message };
      // a node that died or no longer answers eth_chainId within 5 s ends the session
      const alive = await s.rpc.call("eth_chainId", [], 5000).then(
        () => true,
        () => false,
      );
      if (!alive) {
        dead = watchdog.tripped ?? `the node stopped answering during ${name}`;
        notes.push(`${target.name} round ${round}: ${dead}; the workloads after it were not run`);
      }
    }
    windows.push({ name, fromUs: from, toUs: monotonicUs() });
  };
  const http: HttpOptions = {
    connections: o.connections,
    seconds: o.seconds,
    warmupSeconds: o.warmupSeconds,
    cpus: o.loadCpus,
    tool: o.tool,
  };
  const holderList = holders(o.holders);
  const loadgenBound = (name: string, r: Sample) => {
    const cores = Number(r.detail?.loadgenCores ?? 0);
    if (cores > 0.9)
      notes.push(
        `${name} ${target.name}: wrk used ${Math.round(cores * 100)}% of its core (the node ${Math.round((r.cores ?? 0) * 100)}% of its own): the figure is bounded by the load generator`,
      );
    return r;
  };
  try {
    // the node's own work after start (a dataset's load and check, powgate's warm-up) is over before
    // the first workload, as it is for a suite run a while after the node was started
    const settledMs = await settle(proc.pid, START_QUIET_MAX_MS);
    outcomes.startupWork = { value: (monotonicUs() - readyUs) / 1e6, load: load1() };
    if (settledMs >= START_QUIET_MAX_MS)
      notes.push(
        `${target.name} round ${round}: still busy ${START_QUIET_MAX_MS / 1000} s after its first answer`,
      );
    outcomes.rssIdle = { value: rssMb(proc.pid), load: load1() };
    if (wants(o, "W1")) await step("W1", async () => loadgenBound("W1", await w1ChainId(s, http)));
    if (wants(o, "W2")) await step("W2", async () => loadgenBound("W2", await w2GetBalance(s, http)));
    if (wants(o, "W8")) await step("W8", async () => loadgenBound("W8", await w8Batch(s, http, holderList)));
    if (wants(o, "W7"))
      await step("W7", async () => {
        const r = await w7WebSocket(s, {
          inFlight: o.wsInFlight,
          seconds: o.seconds,
          warmupSeconds: o.warmupSeconds,
        });
        const client = Number(r.detail?.clientCores ?? 0);
        if (client > 0.85)
          notes.push(
            `W7 ${target.name}: the WebSocket client (this process, one core) was busy ${Math.round(client * 100)}% of the time: the figure is a lower bound of the node's rate`,
          );
        return r;
      });
    // the ceiling server answers a constant: it has no chain to set up
    const needsSetup = target.kind !== "ceiling" && ["W3", "W4", "W5", "W6"].some((w) => wants(o, w));
    const chainNode = target.kind !== "ceiling";
    let ready = false;
    if (needsSetup)
      await step("setup", async () => {
        await s.setup();
        ready = true;
        return undefined;
      });
    if (ready && wants(o, "W3"))
      await step("W3", async () => {
        const b = await makeBurstBlock(s, holderList, o.w3Size);
        const head = await s.blockNumber();
        const tag = head === b.number ? "latest" : `0x${b.number.toString(16)}`;
        if (b.txCount !== o.w3Size)
          notes.push(`${target.name}: the W3 block holds ${b.txCount} txs, not ${o.w3Size}`);
        const sample = await w3Block(s, http, tag, b.txCount);
        sample.detail = { ...sample.detail, block: b.number, txCount: b.txCount, tag, method: b.method };
        return sample;
      });
    if (ready && wants(o, "W5")) {
      await step("W5eth", () => w5Eth(s, o.w5Eth, holderList));
      await step("W5erc20", () => w5Erc20(s, o.w5Erc20, holderList));
      if (!dead) {
        await settle(proc.pid, 5000);
        outcomes.rssW5 = { value: rssMb(proc.pid), load: load1() };
      }
    }
    if (ready && wants(o, "W4")) {
      await step("W4same", async () => loadgenBound("W4same", await w4Call(s, http, holderList.slice(0, 1))));
      await step("W4distinct", () => w4Call(s, http, holderList));
    }
    if (ready && wants(o, "W6")) {
      let fixture: Awaited<ReturnType<typeof makeLogBlocks>>["fixture"] | null = null;
      await step("W6setup", async () => {
        const r = await makeLogBlocks(s, o.w6Blocks);
        fixture = r.fixture;
        if (r.fixture.blocks !== o.w6Blocks)
          notes.push(`${target.name}: W6's ${o.w6Blocks} txs landed in ${r.fixture.blocks} blocks`);
        return r.setup;
      });
      if (fixture) {
        const f = fixture;
        await step("W6", () => w6Queries(s, f, o.logSeconds));
        if (!dead) {
          await settle(proc.pid, 5000);
          outcomes.rssW6 = { value: rssMb(proc.pid), load: load1() };
        }
      }
    }
    if (chainNode && wants(o, "W10")) {
      await step("W10", () => w10OneByOne(s, o.w10Txs, holderList));
      // the same again on the warmed node: W10 alone is mostly a fresh process (a JIT still compiling)
      await step("W10again", () => w10OneByOne(s, o.w10Txs, holderList));
    }
    if (chainNode && wants(o, "W12")) {
      await step("W12many", () => w12MineMany(s, o.w12Blocks));
      await step("W12loop", () => w12MineLoop(s, o.w12Loop));
    }
    // W11 needs no setup but its own contract: it runs last, on whatever chain the others left
    if (target.kind !== "ceiling" && wants(o, "W11")) {
      let compute: string | null = null;
      await step("W11setup", async () => {
        compute = await deployCompute(s);
        return undefined;
      });
      if (compute) {
        const address = compute;
        await step("W11", () => w11Compute(s, address, o.seconds));
      }
    }
  } finally {
    watchdog.stop();
    s.close();
    await stopProcess(proc);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (home) rmSync(home, { recursive: true, force: true });
  }
  let profile: SessionResult["profile"];
  if (profDir) {
    const file = findProfile(profDir);
    if (file) profile = summarize(file, windows);
    else notes.push(`${target.name}: no .cpuprofile written in ${profDir}`);
  }
  return { outcomes, notes, profile };
}
