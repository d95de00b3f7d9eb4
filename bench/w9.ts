/**
 * W9: a 100,000-block chain; eth_getLogs for one address across all of it (0..latest), and for
 * powgate on disk the reopen time (start to first answer on the existing data dir).
 * - powgate: the chain is generated once by bench/w9-chain.ts (minutes: every block is sealed and
 *   executed) and kept in bench/.cache/w9-<blocks>/; each round reopens it.
 * - Anvil, Hardhat, Ganache: the same shape built over RPC in seconds: anvil_mine / hardhat_mine /
 *   evm_mine({blocks}) 499 empty blocks, then one Emitter.fire, repeated.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./net.js";
import type { BenchOptions } from "./options.js";
import { cpuMs, load1, MemoryWatchdog, pinned, rssMb, settle, startProcess, stopProcess } from "./proc.js";
import { RpcError } from "./rpc.js";
import type { Outcome } from "./sample.js";
import { Session } from "./session.js";
import { benchDir, rootDir, type Target } from "./targets.js";
import { accounts, artifacts, contractAddress, emitterAbi, GAS, ROLE } from "./txs.js";

const EVERY = 500;
const log = (msg: string) => process.stderr.write(`${msg}\n`);

async function generate(dir: string, blocks: number, o: BenchOptions): Promise<void> {
  log(`W9: generating a ${blocks}-block chain in ${dir} (once; kept for later runs)`);
  const launch = pinned(
    {
      cmd: process.execPath,
      args: ["--import", "tsx", join(benchDir, "w9-chain.ts"), dir, String(blocks)],
      cwd: rootDir,
    },
    o.nodeCpus,
  );
  await new Promise<void>((resolve, reject) => {
    const child = spawn(launch.cmd, launch.args, {
      cwd: launch.cwd,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`w9-chain.ts exited ${code}`))));
  });
}

async function queryLogs(s: Session, address: string, seconds: number) {
  const times: number[] = [];
  let logs = 0;
  let error: string | undefined;
  const c0 = cpuMs(s.pid);
  const end = performance.now() + seconds * 1000;
  while (times.length < 3 || (performance.now() < end && times.length < 100)) {
    const t0 = performance.now();
    try {
      logs = (await s.rpc.call<unknown[]>("eth_getLogs", [{ fromBlock: "0x0", toBlock: "latest", address }]))
        .length;
    } catch (e) {
      if (!(e instanceof RpcError)) throw e;
      error = `${e.code} ${e.message}`;
    }
    times.push(performance.now() - t0);
    if (times[0] > 5000) break;
  }
  const cpu = cpuMs(s.pid) - c0;
  times.sort((a, b) => a - b);
  return {
    median: times[times.length >> 1],
    cpuUs: (cpu * 1000) / times.length,
    logs,
    error,
    reps: times.length,
  };
}

export async function runW9(
  t: Target,
  o: BenchOptions,
): Promise<{ outcomes: Record<string, Outcome>; notes: string[] }> {
  const outcomes: Record<string, Outcome> = {};
  const notes: string[] = [];
  const blocks = o.w9Blocks;
  const deployer = accounts[ROLE.deployer].address;
  const emitterA = contractAddress(deployer, 1);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  let dataDir: string | undefined;
  if (t.kind === "powgate") {
    const dir = join(benchDir, ".cache", `w9-${blocks}`);
    if (!existsSync(join(dir, "done.json"))) await generate(dir, blocks, o);
    const done = JSON.parse(readFileSync(join(dir, "done.json"), "utf8"));
    notes.push(
      `W9 powgate chain: ${done.blocks} blocks generated in ${Math.round(done.seconds)} s by bench/w9-chain.ts (${(done.blocks / done.seconds).toFixed(0)} blocks/s), kept in bench/.cache`,
    );
    dataDir = join(dir, "data");
  } else if (!t.mineMany) return { outcomes, notes };
  mkdirSync(join(benchDir, ".cache/logs"), { recursive: true });
  const home = t.scratchHome ? mkdtempSync(join(tmpdir(), `powgate-bench-${t.name}-home-`)) : undefined;
  const proc = await startProcess(
    pinned(t.launch(port, { dataDir, home }), o.nodeCpus),
    url,
    join(benchDir, ".cache/logs", `${t.name}-w9.log`),
  );
  const s = new Session(t, url, url.replace("http", "ws"), proc.pid);
  const watchdog = new MemoryWatchdog(proc, o.maxRssMb, () => "W9");
  try {
    if (t.kind === "powgate") outcomes.W9reopen = { value: proc.startupMs, load: load1() };
    else {
      const t0 = performance.now();
      const sends = [0, 1].map(() =>
        s.next(ROLE.deployer, { to: null, data: artifacts.Emitter.bytecode, gas: GAS.deployEmitter }),
      );
      await s.sendAndConfirm(sends);
      const emitters = [contractAddress(deployer, 0), emitterA];
      const [method, params] = t.mineMany!(EVERY - 1);
      const deadline = t0 + o.w9BudgetSeconds * 1000;
      let last = t0;
      for (let n = EVERY; n <= blocks; n += EVERY) {
        if (performance.now() > deadline) {
          const rate = EVERY / ((performance.now() - last) / 1000);
          notes.push(
            `W9 ${t.name}: the chain reached only ${n - EVERY} of ${blocks} blocks in the ${o.w9BudgetSeconds} s budget (building ${rate.toFixed(0)} blocks/s at the end); its W9 figure is for that shorter chain`,
          );
          break;
        }
        last = performance.now();
        await s.rpc.call(method, params, 600_000);
        const data = emitterAbi.encodeFunctionData("fire", [n]);
        await s.sendAndConfirm([
          s.next(ROLE.deployer, { to: emitters[(n / EVERY) % 2], data, gas: GAS.fire }),
        ]);
      }
      notes.push(
        `W9 ${t.name}: ${await s.blockNumber()}-block chain built over RPC in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    await settle(proc.pid, 10_000);
    const q = await queryLogs(s, emitterA, o.logSeconds);
    outcomes.W9logs = q.error
      ? { error: q.error }
      : {
          value: q.median,
          cpuUs: q.cpuUs,
          load: load1(),
          detail: { logs: q.logs, reps: q.reps, head: await s.blockNumber() },
        };
    outcomes.rssW9 = { value: rssMb(proc.pid), load: load1() };
  } catch (e) {
    throw watchdog.tripped ? new Error(watchdog.tripped) : e;
  } finally {
    watchdog.stop();
    s.close();
    await stopProcess(proc);
    if (home) rmSync(home, { recursive: true, force: true });
  }
  return { outcomes, notes };
}
