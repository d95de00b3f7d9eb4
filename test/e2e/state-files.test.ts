// --dump-state / --load-state / --state through the CLI: a node writes its state file on SIGTERM
// (atomically), another node started with --load-state has the same balances, nonces, code and
// storage before it serves anything, and a bad file stops the start with the file's name.
import { type ChildProcess, execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { call } from "../events/helpers.js";
import { spawnCli } from "../reliability/helpers.js";

const CLI = new URL("../../src/cli.ts", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "powgate-state-files-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const account = "0x5e00000000000000000000000000000000000e01";
const dev0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const word = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

/** `powgate ...args --port 0`, resolved with its URL once it serves. */
async function start(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const node = await spawnCli([...args, "--port", "0", "--log-level", "warn"]);
  children.push(node.child);
  return node;
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });

/** What the test compares between nodes: balances, nonces, code and storage. */
async function stateOf(url: string) {
  const out: unknown[] = [];
  for (const a of [account, dev0]) {
    out.push(await call(url, "eth_getBalance", [a, "latest"]));
    out.push(await call(url, "eth_getTransactionCount", [a, "latest"]));
    out.push(await call(url, "eth_getCode", [a, "latest"]));
  }
  for (const slot of ["0x1", "0x2"]) out.push(await call(url, "eth_getStorageAt", [account, slot, "latest"]));
  return out;
}

describe("state files through the CLI", () => {
  it("--dump-state on SIGTERM, then --load-state on another node (on disk) gives the same state", async () => {
    const file = join(dir, "state.json");
    const first = await start(["--in-memory", "--dump-state", file]);
    await call(first.url, "hardhat_setBalance", [account, "0x4d2"]);
    await call(first.url, "hardhat_setCode", [account, "0x602a60005260206000f3"]);
    await call(first.url, "hardhat_setStorageAt", [account, "0x1", word(7)]);
    await call(first.url, "eth_sendTransaction", [{ from: dev0, to: account, value: "0x5" }]);
    await call(first.url, "hardhat_setStorageAt", [account, "0x2", word(8)]);
    const before = await stateOf(first.url);
    expect(await stop(first.child)).toBe(0);
    // plain JSON, as Anvil's --dump-state; no temporary file left
    const json = JSON.parse(readFileSync(file, "utf8"));
    expect(json.accounts[account].storage[word(1)]).toBe(word(7));
    expect(json.blocks).toEqual([]);
    expect(readdirSync(dir).filter((f) => f.includes(".tmp"))).toEqual([]);

    // an operator's action: allowed with dev methods off
    const second = await start(["--data-dir", join(dir, "data"), "--load-state", file, "--no-dev-methods"]);
    try {
      expect(await stateOf(second.url)).toEqual(before);
      expect(await call(second.url, "eth_blockNumber", [])).toBe("0x0");
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
  }, 180_000);

  it("--state loads the file if it exists and writes it back; the hex of anvil_dumpState loads too", async () => {
    const file = join(dir, "both.json");
    const first = await start(["--in-memory", "--state", file]);
    await call(first.url, "hardhat_setBalance", [account, "0x7"]);
    const hex = (await call(first.url, "anvil_dumpState", [])) as string;
    expect(await stop(first.child)).toBe(0);
    expect(existsSync(file)).toBe(true);
    const again = await start(["--in-memory", "--state", file]);
    expect(await call(again.url, "eth_getBalance", [account, "latest"])).toBe("0x7");
    await call(again.url, "hardhat_setBalance", [account, "0x8"]);
    expect(await stop(again.child)).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8")).accounts[account].balance).toBe("0x8");

    const hexFile = join(dir, "dump.hex");
    writeFileSync(hexFile, `${hex}\n`);
    const third = await start(["--in-memory", "--load-state", hexFile]);
    expect(await call(third.url, "eth_getBalance", [account, "latest"])).toBe("0x7");
    expect(await stop(third.child)).toBe(0);
  }, 180_000);

  it("a bad or missing file stops the start with a message naming it", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, '{"accounts": {"0x12": {}}}');
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", CLI, "--in-memory", "--port", "0", ...args], {
        timeout: 60_000,
      }).then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      );
    const refused = await run(["--load-state", bad]);
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toContain(
      `--load-state ${bad}: invalid state: account key "0x12" is not an address`,
    );
    const missing = await run(["--load-state", join(dir, "nope.json")]);
    expect(missing?.stderr).toContain(`--load-state ${join(dir, "nope.json")}: ENOENT`);
    const both = await run(["--state", bad, "--dump-state", bad]);
    expect(both?.stderr).toContain("give either --state or those");
  }, 120_000);
});
