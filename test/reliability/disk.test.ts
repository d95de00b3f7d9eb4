/**
 * Disk trouble: a data directory that is read-only, full, or locked by another powgate process.
 *
 * - At start-up: a clear error on stderr and exit code 2.
 * - While running, the first failed write (disk full, I/O error) is reported (fatal log, the CLI exits
 *   with code 2 and a clear message) and from then on every write is refused while reads go on: after a
 *   failed write LevelDB's log may hold a torn record, and writes appended after it would be dropped when
 *   the directory is reopened (acknowledged transactions lost: this test caught it). Nothing is
 *   half-written (a block is one atomic batch), no client waits forever, nothing wedges.
 * - Afterwards the directory always reopens intact (`checkIntegrity`, every block's state readable,
 *   every acknowledged transaction mined).
 *
 * Real file systems where the test may mount them (`mount -t tmpfs`, root in CI containers that allow
 * it): a read-only tmpfs, a full tmpfs. Always, independent of mount: a path under a regular file
 * (ENOTDIR), injected write failures (EIO/ENOSPC) under the store at each write the node makes (pool
 * journal, state trie, block), and a directory locked by a second powgate process.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { checkIntegrity } from "../../src/chain/import/integrity.js";
import { type GuardedKv, type KvOp, openKv, StorageFailedError } from "../../src/chain/store/db.js";
import { Prefix } from "../../src/chain/store/keys.js";
import { createLogger } from "../../src/log.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { ETHASH_TEST_DIR, openTestNode } from "../helpers/chain.js";
import { call, delay, RpcHang, rpc, signed1559, waitFor } from "./helpers.js";

const CLI = new URL("../../src/cli.ts", import.meta.url).pathname;
const temps: string[] = [];
const mounts: string[] = [];

function tempDir(prefix = "powgate-disk-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** Mounts a tmpfs at a new directory; null where mounting is not permitted. */
function mountTmpfs(options: string): string | null {
  const dir = tempDir("powgate-tmpfs-");
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir], { stdio: "ignore" });
    mounts.push(dir);
    return dir;
  } catch {
    return null;
  }
}

const canMount = (() => {
  const dir = mountTmpfs("size=64k");
  if (dir === null) return false;
  execFileSync("umount", [dir]);
  mounts.pop();
  return true;
})();

afterAll(() => {
  for (const dir of mounts.reverse()) {
    try {
      execFileSync("umount", ["-l", dir], { stdio: "ignore" });
    } catch {
      // already unmounted
    }
  }
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A data directory whose Ethash cache is the shared test cache (no 16 MiB cache per directory). */
function dataDirIn(parent: string): string {
  const dir = join(parent, "data");
  mkdirSync(dir, { recursive: true });
  mkdirSync(ETHASH_TEST_DIR, { recursive: true });
  symlinkSync(ETHASH_TEST_DIR, join(dir, "ethash"));
  return dir;
}

// ---- the CLI -------------------------------------------------------------------------------------

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `powgate` until it exits (or is killed after `timeoutMs`). */
function runCli(args: string[], timeoutMs = 30_000): Promise<Exit> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts `powgate` and resolves once it serves (its HTTP url). */
async function startCli(
  args: string[],
): Promise<{ child: ChildProcess; url: string; exited: Promise<Exit> }> {
  const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const exited = new Promise<Exit>((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
  child.stderr!.on("data", (d) => {
    stderr += d;
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (d) => {
      stdout += d;
      const m = /HTTP\s+(http:\/\/\S+)/.exec(stdout);
      if (m) resolve(m[1]);
    });
    void exited.then((e) => reject(new Error(`powgate exited ${e.code}: ${e.stderr}`)));
  });
  return { child, url, exited };
}

/**
 * The chain in `dir` opens, is consistent, and holds every hash of `mined` (in a block, or with
 * `pendingOk` in a block or in the pool restored from its journal).
 */
async function expectIntact(
  dir: string,
  mined: string[] = [],
  head?: string,
  pendingOk = false,
): Promise<void> {
  // manual mining: the chain as stored, before a journaled transaction is mined on open
  const node = await openTestNode({ dataDir: dir, mining: { kind: "manual" } });
  try {
    expect(await checkIntegrity(node.chain)).toEqual([]);
    for (const hash of mined) {
      const bytes = hexToBytes(hash as `0x${string}`);
      const kept = (await node.chain.getTransaction(bytes)) ?? (pendingOk ? node.pool.get(bytes) : undefined);
      expect(kept, `${pendingOk ? "kept" : "mined"} ${hash}`).toBeDefined();
    }
    if (head !== undefined) expect(bytesToHex(node.chain.head.hash())).toBe(head);
    // every block's state is readable, not only the head's
    for (let n = 0n; n <= node.chain.head.header.number; n++) {
      const block = await node.chain.getBlockByNumber(n);
      expect(await node.chain.state.hasStateRoot(block!.header.stateRoot), `state of #${n}`).toBe(true);
    }
  } finally {
    await node.close();
  }
}

// ---- in-process nodes with a captured log and injectable write failures ----------------------------

interface TestNode {
  node: RunningNode;
  log: string[];
  warnings: string[];
  /** what `onStorageFailure` received */
  storageFailures: Error[];
  /** the next writes to LevelDB whose ops match fail with `error` (once, or `times` times) */
  failNext(match: (ops: KvOp[]) => boolean, error: Error, times?: number): void;
  send(
    nonce: number,
    value?: bigint,
  ): Promise<{ result?: string; error?: { code: number; message: string } }>;
  close(): Promise<void>;
}

const touches = (prefix: number) => (ops: KvOp[]) => ops.some((op) => op.key[0] === prefix);

async function startTestNode(dataDir: string): Promise<TestNode> {
  const log: string[] = [];
  const logger = createLogger({
    level: "error",
    destination: new Writable({
      write(chunk, _enc, cb) {
        log.push(String(chunk));
        cb();
      },
    }),
  });
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);
  process.on("warning", onWarning);
  const storageFailures: Error[] = [];
  const node = await startNode({
    dataDir,
    port: 0,
    logger,
    onStorageFailure: (err) => storageFailures.push(err),
  });
  // under the store's guard: LevelDB itself fails
  const level = (node.chain.chain.kv as GuardedKv).level;
  const original = level.batch.bind(level) as (ops: KvOp[]) => Promise<void>;
  let failing: { match: (ops: KvOp[]) => boolean; error: Error; left: number } | null = null;
  (level as unknown as { batch(ops: KvOp[]): Promise<void> }).batch = async (ops: KvOp[]) => {
    if (failing?.match(ops)) {
      const { error } = failing;
      if (--failing.left === 0) failing = null;
      throw error;
    }
    return original(ops);
  };
  const [a, b] = node.config.devAccounts;
  return {
    node,
    log,
    warnings,
    storageFailures,
    failNext(match, error, times = 1) {
      failing = { match, error, left: times };
    },
    async send(nonce, value = 1n) {
      const raw = signed1559(node.chain.chain.common, a.privateKey, {
        nonce: BigInt(nonce),
        to: b.address.bytes,
        value,
      });
      const answer = await call(node.url, "eth_sendRawTransaction", [raw]);
      return { result: answer.result as string | undefined, error: answer.error };
    },
    async close() {
      process.off("warning", onWarning);
      // a wedged node would never close: bounded
      await Promise.race([
        node.close(),
        delay(15_000).then(() => {
          throw new RpcHang("node.close() did not finish");
        }),
      ]);
    },
  };
}

/** After the first failed write: reported once, writes refused, reads served. */
async function expectReadOnlyAfterFailure(t: TestNode, reason: string, nonce: number): Promise<void> {
  expect(t.storageFailures).toHaveLength(1);
  expect(t.storageFailures[0].message).toContain(reason);
  expect(t.log.join("")).toContain(
    "every write is refused from now on; restart powgate once the disk is fixed",
  );
  for (let i = 0; i < 3; i++) {
    expect((await t.send(nonce + i)).error).toEqual({ code: -32603, message: "internal error" });
    expect(await rpc(t.node.url, "eth_chainId")).toBe("0x539");
  }
  expect(t.storageFailures).toHaveLength(1);
}

const eio = () => Object.assign(new Error("IO error: injected: Input/output error"), { code: "EIO" });
const enospc = () =>
  Object.assign(new Error("IO error: injected: No space left on device"), { code: "ENOSPC" });

// ---- read-only ---------------------------------------------------------------------------------------

describe("a read-only data directory", () => {
  it("under a regular file (ENOTDIR): a clear error, exit code 2, nothing created", async () => {
    const file = join(tempDir(), "not-a-dir");
    writeFileSync(file, "x");
    const result = await runCli(["--data-dir", join(file, "data"), "--port", "0"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^powgate: cannot open data directory .*not-a-dir\/data: ENOTDIR/m);
    expect(result.stdout).not.toContain("HTTP");
    expect(readFileSync(file, "utf8")).toBe("x");
  });

  it.skipIf(!canMount)("on a read-only file system (EROFS): a clear error, exit code 2", async () => {
    const ro = mountTmpfs("ro,size=1m")!;
    const result = await runCli(["--data-dir", join(ro, "data"), "--port", "0"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^powgate: cannot open data directory .*: EROFS: read-only file system/m);
  });

  it.skipIf(!canMount)(
    "an existing chain whose file system turned read-only: a clear error, exit code 2; writable again, it opens intact",
    async () => {
      const fs = mountTmpfs("size=16m")!;
      const dir = dataDirIn(fs);
      const t = await startTestNode(dir);
      const mined = [(await t.send(0)).result!, (await t.send(1)).result!];
      const head = bytesToHex(t.node.chain.chain.head.hash());
      await t.close();
      execFileSync("mount", ["-o", "remount,ro", fs]);
      const result = await runCli(["--data-dir", dir, "--port", "0"]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^powgate: cannot open data directory .*Read-only file system/im);
      execFileSync("mount", ["-o", "remount,rw", fs]);
      await expectIntact(dir, mined, head);
    },
  );
});

// ---- full ---------------------------------------------------------------------------------------------

/** Fills the file system of `dir` to the last byte. */
function fill(dir: string): string {
  const path = join(dir, "filler");
  const fd = openSync(path, "w");
  try {
    for (const size of [1024 * 1024, 64 * 1024, 4096, 512, 1]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOSPC") throw err;
      }
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

describe("a full disk", () => {
  it.skipIf(!canMount)("at start-up: a clear error, exit code 2", async () => {
    const fs = mountTmpfs("size=256k")!;
    const dir = dataDirIn(fs);
    fill(fs);
    const result = await runCli(["--data-dir", dir, "--port", "0"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^powgate: .*(No space left on device|ENOSPC)/im);
    expect(result.stdout).not.toContain("HTTP");
  });

  it.skipIf(!canMount)(
    "while running (an 8 MiB tmpfs fills up): the refused tx gets -32603, powgate exits with code 2 and a clear message; restarted with space, nothing acknowledged is lost",
    async () => {
      const fs = mountTmpfs("size=8m")!;
      const dir = dataDirIn(fs);
      const { makeCommon } = await import("../../src/chain/config/common.js");
      const { devChainConfig } = await import("../../src/chain/config/config.js");
      const [a, b] = devChainConfig().devAccounts;
      const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
      const raw = (nonce: number) =>
        signed1559(common, a.privateKey, { nonce: BigInt(nonce), to: b.address.bytes, value: 1n });

      const first = await startCli(["--data-dir", dir, "--port", "0", "--log-level", "error"]);
      const acked = [await rpc<string>(first.url, "eth_sendRawTransaction", [raw(0)])];
      const filler = fill(fs);
      // Within LevelDB's last allocated page a write may still fit; soon none does. The tx in flight
      // when a write fails is refused if its own journal write failed; journaled before the failure, it
      // is answered with its hash as the node stops without mining it (mined after the restart), and
      // the next request finds the node gone.
      let nonce = 1;
      let refused: { code: number; message: string } | undefined;
      let gone = false;
      while (refused === undefined && !gone && nonce < 50) {
        const answer = await call(first.url, "eth_sendRawTransaction", [raw(nonce)]).catch(() => null);
        if (answer === null) gone = true;
        else if (answer.error) refused = answer.error;
        else {
          acked.push(answer.result as string);
          nonce++;
        }
      }
      if (!gone) expect(refused).toEqual({ code: -32603, message: "internal error" });
      const exit = await first.exited;
      expect(exit.code).toBe(2);
      expect(exit.stderr).toMatch(
        /^powgate: cannot write to data directory .*: IO error: .*No space left on device\nThe data directory is consistent; restart powgate once the disk is fixed\.$/m,
      );

      rmSync(filler);
      await expectIntact(dir, acked, undefined, true);
      const second = await startCli(["--data-dir", dir, "--port", "0", "--log-level", "silent"]);
      try {
        // the refused transaction may or may not have been journaled: either way the sender goes on
        const next = Number(
          BigInt(await rpc<string>(second.url, "eth_getTransactionCount", [a.address.toString(), "pending"])),
        );
        expect(next).toBeGreaterThanOrEqual(nonce);
        acked.push(await rpc<string>(second.url, "eth_sendRawTransaction", [raw(next)]));
      } finally {
        second.child.kill("SIGTERM");
        await second.exited;
      }
      await expectIntact(dir, acked);
    },
  );
});

// ---- injected write failures (any file system) ---------------------------------------------------------

describe("write failures while running (injected under the store, at each write the node makes)", () => {
  it("the block's own write fails (EIO): no half block, the waiting client gets -32603 at once; reported, writes refused, reads go on; reopened intact, the tx mined after the restart", async () => {
    const dir = dataDirIn(tempDir());
    const t = await startTestNode(dir);
    const first = (await t.send(0)).result!;
    const head = t.node.chain.chain.head;
    t.failNext(touches(Prefix.meta), eio());
    expect((await t.send(1)).error).toEqual({ code: -32603, message: "internal error" });
    expect(t.node.chain.chain.head.hash()).toEqual(head.hash());
    expect(
      await rpc(t.node.url, "eth_getBlockByNumber", [`0x${(head.header.number + 1n).toString(16)}`, false]),
    ).toBeNull();
    // the miner's failure goes to the node's log, not to a process warning
    const miningFailed = t.log.filter((line) => line.includes("mining failed"));
    expect(miningFailed.join("")).toContain("Input/output error");
    expect(t.warnings.join("\n")).not.toContain("Input/output error");
    // journaled before the block failed: still pending, in no block
    const pooled = bytesToHex(t.node.chain.pool.all()[0].hash());
    expect(
      (await rpc<{ blockNumber: string | null }>(t.node.url, "eth_getTransactionByHash", [pooled]))
        .blockNumber,
    ).toBeNull();
    await expectReadOnlyAfterFailure(t, "Input/output error", 2);
    await t.close();
    await expectIntact(dir, [first], bytesToHex(head.hash()));
    // restarted, the journal gives the pending tx back and automine mines it
    const again = await openTestNode({ dataDir: dir });
    try {
      await waitFor(
        async () => (await again.chain.getTransaction(hexToBytes(pooled as `0x${string}`))) !== undefined,
        10_000,
        "the journaled tx mined after the restart",
      );
    } finally {
      await again.close();
    }
  });

  it("the block's state write fails (ENOSPC): the block is not stored, the client gets -32603; nothing wedges (calls, shutdown); reopened intact", async () => {
    const dir = dataDirIn(tempDir());
    const t = await startTestNode(dir);
    const first = (await t.send(0)).result!;
    const head = t.node.chain.chain.head;
    t.failNext(touches(Prefix.state), enospc());
    expect((await t.send(1)).error).toEqual({ code: -32603, message: "internal error" });
    expect(t.node.chain.chain.head.hash()).toEqual(head.hash());
    expect(t.log.filter((line) => line.includes("mining failed")).join("")).toContain(
      "No space left on device",
    );
    await expectReadOnlyAfterFailure(t, "No space left on device", 2);
    // a failed write inside the state trie used to keep the trie's lock: every later block, and close(), hung
    const [a, b] = t.node.config.devAccounts;
    const transfer = { from: a.address.toString(), to: b.address.toString() };
    expect(await rpc(t.node.url, "eth_estimateGas", [transfer, "latest"])).toBe("0x5208");
    expect(await rpc(t.node.url, "eth_call", [transfer, "latest"])).toBe("0x");
    await expect(
      Promise.race([t.node.chain.mineBlock(), delay(10_000).then(() => "hung")]),
    ).rejects.toBeInstanceOf(StorageFailedError);
    await t.close();
    await expectIntact(dir, [first], bytesToHex(head.hash()));
  });

  it("the pool journal's write fails: the tx is refused with -32603, neither pooled nor mined; reported; reopened intact", async () => {
    const dir = dataDirIn(tempDir());
    const t = await startTestNode(dir);
    t.failNext(touches(Prefix.poolTx), eio());
    expect((await t.send(0)).error).toEqual({ code: -32603, message: "internal error" });
    expect(t.node.chain.pool.size).toBe(0);
    expect(t.node.chain.chain.head.header.number).toBe(0n);
    await expectReadOnlyAfterFailure(t, "Input/output error", 0);
    await t.close();
    await expectIntact(dir);
  });

  it("a write LevelDB completes after another write failed is not acknowledged (it may sit behind a torn record)", async () => {
    const dir = tempDir();
    const failures: StorageFailedError[] = [];
    const kv = (await openKv(dir, (err) => failures.push(err))) as GuardedKv;
    try {
      const level = kv.level as unknown as { batch(ops: KvOp[]): Promise<void> };
      const real = level.batch.bind(level);
      const op = (k: number): KvOp[] => [
        { type: "put", key: Uint8Array.of(0x7a, k), value: Uint8Array.of(k) },
      ];
      level.batch = async (ops) => {
        const k = ops[0].key[1];
        await delay(k === 1 ? 10 : k === 2 ? 40 : 80);
        if (k === 2) throw enospc();
        return real(ops);
      };
      const [before, failing, after] = await Promise.allSettled([
        kv.batch(op(1)),
        kv.batch(op(2)),
        kv.batch(op(3)),
      ]);
      expect(before.status).toBe("fulfilled");
      expect(failing).toMatchObject({ status: "rejected", reason: expect.any(StorageFailedError) });
      expect(after).toMatchObject({ status: "rejected", reason: expect.any(StorageFailedError) });
      await expect(kv.batch(op(4))).rejects.toBeInstanceOf(StorageFailedError);
      expect([...((await kv.get(Uint8Array.of(0x7a, 1))) ?? [])]).toEqual([1]);
      expect(failures).toHaveLength(1);
      expect(failures[0].message).toBe(
        `cannot write to data directory ${dir}: IO error: injected: No space left on device`,
      );
    } finally {
      await kv.close();
    }
  });
});

// ---- locked ---------------------------------------------------------------------------------------------

describe("a data directory locked by another powgate process", () => {
  it("a second powgate on it: a clear error, exit code 2; the first keeps serving; afterwards the directory is intact", async () => {
    const dir = dataDirIn(tempDir());
    const first = await startCli(["--data-dir", dir, "--port", "0", "--log-level", "silent"]);
    try {
      const key = (await import("../../src/chain/config/config.js")).devChainConfig().devAccounts;
      const { makeCommon } = await import("../../src/chain/config/common.js");
      const raw = signed1559(makeCommon({ chainId: 1337n, minimumDifficulty: 1n }), key[0].privateKey, {
        nonce: 0n,
        to: key[1].address.bytes,
        value: 1n,
      });
      const hash = await rpc<string>(first.url, "eth_sendRawTransaction", [raw]);

      const second = await runCli(["--data-dir", dir, "--port", "0"]);
      expect(second.code).toBe(2);
      expect(second.stderr).toContain(
        `powgate: data directory ${dir} is in use by another process (is another powgate running on it?)`,
      );
      expect(second.stdout).not.toContain("HTTP");
      expect(await rpc(first.url, "eth_blockNumber")).toBe("0x1");

      first.child.kill("SIGTERM");
      expect((await first.exited).code).toBe(0);
      await expectIntact(dir, [hash]);
    } finally {
      first.child.kill("SIGKILL");
    }
  });

  it("a powgate killed with SIGKILL leaves no lock behind: the next one opens the directory", async () => {
    const dir = dataDirIn(tempDir());
    const first = await startCli(["--data-dir", dir, "--port", "0", "--log-level", "silent"]);
    first.child.kill("SIGKILL");
    await first.exited;
    const next = await startCli(["--data-dir", dir, "--port", "0", "--log-level", "silent"]);
    expect(await rpc(next.url, "eth_chainId")).toBe("0x539");
    next.child.kill("SIGTERM");
    expect((await next.exited).code).toBe(0);
    await expectIntact(dir);
  });
});
