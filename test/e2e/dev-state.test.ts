// State edits, impersonation and pool drops from the outside: viem's test client in anvil and hardhat
// modes, snapshots undoing them, the methods refused with dev methods off, and the proof-of-work
// consequence: `powgate export` writes the edits and impersonated transactions next to the RLP and
// `powgate import` validates the chain with them (and refuses it without).
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createPublicClient, createTestClient, createWalletClient, http, parseEther } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, describe, expect, it } from "vitest";
import { startNode } from "../../src/node.js";
import { call, rpc } from "../events/helpers.js";
import { startTestServer } from "../helpers/server.js";
import { chain } from "../helpers/viem-chain.js";

const owner = privateKeyToAccount("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
const whale = "0x5e00000000000000000000000000000000000f01" as const;
const target = "0x5e00000000000000000000000000000000000f02" as const;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.each<"anvil" | "hardhat">(["anvil", "hardhat"])("viem's test client in %s mode", (mode) => {
  it("sets balance, code, nonce and storage; impersonates; drops; a revert undoes it all", async () => {
    const server = await startTestServer();
    try {
      const transport = http(server.url);
      const test = createTestClient({ chain, mode, transport });
      const pub = createPublicClient({ chain, transport, cacheTime: 0 });
      const id = await test.snapshot();

      await test.setBalance({ address: whale, value: parseEther("5") });
      expect(await pub.getBalance({ address: whale })).toBe(parseEther("5"));
      expect(await pub.getBalance({ address: whale, blockTag: "pending" })).toBe(parseEther("5"));
      expect(await pub.getBlockNumber()).toBe(0n); // no block mined
      // PUSH1 0x2a PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN
      await test.setCode({ address: target, bytecode: "0x602a60005260206000f3" });
      expect(await pub.getCode({ address: target })).toBe("0x602a60005260206000f3");
      expect((await pub.call({ to: target })).data).toBe(`0x${"2a".padStart(64, "0")}`);
      await test.setNonce({ address: whale, nonce: 7 });
      expect(await pub.getTransactionCount({ address: whale })).toBe(7);
      await expect(test.setNonce({ address: whale, nonce: 6 })).rejects.toThrow(
        /New nonce \(6\) must not be smaller than the existing nonce \(7\)/,
      );
      await test.setStorageAt({ address: target, index: 3, value: `0x${"01".padStart(64, "0")}` });
      expect(await pub.getStorageAt({ address: target, slot: "0x3" })).toBe(`0x${"01".padStart(64, "0")}`);

      // impersonation: viem's wallet client with a JSON-RPC account (eth_sendTransaction)
      const wallet = createWalletClient({ chain, transport, account: whale });
      await expect(wallet.sendTransaction({ to: target, value: 1n })).rejects.toThrow(/unknown account/);
      await test.impersonateAccount({ address: whale });
      const hash = await wallet.sendTransaction({ to: target, value: 1n });
      const receipt = await pub.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe("success");
      expect(receipt.from).toBe(whale);
      expect(await pub.getBalance({ address: target })).toBe(1n);
      expect(await pub.getTransactionCount({ address: whale })).toBe(8);
      // the block carries the edits: the state stays as edited
      expect(await pub.getStorageAt({ address: target, slot: "0x3" })).toBe(`0x${"01".padStart(64, "0")}`);
      await test.stopImpersonatingAccount({ address: whale });
      await expect(wallet.sendTransaction({ to: target, value: 1n })).rejects.toThrow(/unknown account/);

      // a queued transaction (nonce gap) dropped
      const owned = createWalletClient({ chain, transport, account: owner });
      const queued = await owned.sendTransaction({ to: target, value: 1n, nonce: 50, gas: 21_000n });
      expect((await test.getTxpoolStatus()).queued).toBe(1);
      await test.dropTransaction({ hash: queued });
      expect((await test.getTxpoolStatus()).queued).toBe(0);
      await expect(pub.getTransaction({ hash: queued })).rejects.toThrow(/could not be found/);

      await test.revert({ id });
      expect(await pub.getBlockNumber()).toBe(0n);
      expect(await pub.getBalance({ address: whale })).toBe(0n);
      expect(await pub.getCode({ address: target })).toBeUndefined();
      expect(await pub.getTransactionCount({ address: whale })).toBe(0);
      expect(await pub.getStorageAt({ address: target, slot: "0x3" })).toBe(`0x${"0".repeat(64)}`);
    } finally {
      await server.close();
    }
  });
});

describe("snapshots and impersonation", () => {
  it("a revert restores the impersonation set of the snapshot (and auto-impersonation)", async () => {
    const server = await startTestServer();
    try {
      const test = createTestClient({ chain, mode: "anvil", transport: http(server.url) });
      await test.setBalance({ address: whale, value: parseEther("1") });
      const send = () =>
        rpc(server.url, "eth_sendTransaction", [{ from: whale, to: target, value: "0x1", gas: "0x5208" }]);
      const id = await test.snapshot();
      await test.impersonateAccount({ address: whale });
      expect((await send()).error).toBeUndefined();
      await test.revert({ id });
      expect((await send()).error?.message).toBe("unknown account");
      const id2 = await test.snapshot();
      await call(server.url, "anvil_autoImpersonateAccount", [true]);
      expect((await send()).error).toBeUndefined();
      await test.revert({ id: id2 });
      expect((await send()).error?.message).toBe("unknown account");
    } finally {
      await server.close();
    }
  });
});

describe("with dev methods off", () => {
  it("refuses the state, impersonation and pool methods and their aliases with -32601", async () => {
    const server = await startNode({ dataDir: null, port: 0, logLevel: "silent", devMethods: false });
    try {
      const hash = `0x${"ab".repeat(32)}`;
      for (const [method, params] of [
        ["hardhat_setBalance", [whale, "0x1"]],
        ["anvil_setBalance", [whale, "0x1"]],
        ["evm_setAccountBalance", [whale, "0x1"]],
        ["hardhat_setCode", [whale, "0x00"]],
        ["anvil_setNonce", [whale, "0x1"]],
        ["evm_setAccountStorageAt", [whale, "0x0", hash]],
        ["hardhat_impersonateAccount", [whale]],
        ["anvil_stopImpersonatingAccount", [whale]],
        ["anvil_autoImpersonateAccount", [true]],
        ["eth_sendUnsignedTransaction", [{ from: whale }]],
        ["hardhat_dropTransaction", [hash]],
        ["anvil_dropAllTransactions", []],
        ["anvil_dumpState", []],
        ["hardhat_dumpState", []],
        ["anvil_loadState", ["0x7b7d"]],
        ["hardhat_loadState", ["0x7b7d"]],
      ] as const) {
        const answer = await rpc(server.url, method, [...params]);
        expect(answer.error?.code, method).toBe(-32601);
        expect(answer.error?.message, method).toMatch(new RegExp(`^dev methods are disabled: ${method}`));
      }
    } finally {
      await server.close();
    }
  });
});

const run = promisify(execFile);
const CLI = new URL("../../src/cli.ts", import.meta.url).pathname;
const powgate = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", CLI, ...args], { timeout: 60_000 });

describe("export and import of a chain built on dev edits", () => {
  it("exports <file>.edits.json; import validates with it and refuses without it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "powgate-devstate-cli-"));
    dirs.push(dir);
    const data = join(dir, "data");
    const node = await startNode({ dataDir: data, port: 0, logLevel: "silent" });
    try {
      await call(node.url, "hardhat_setBalance", [whale, "0xde0b6b3a7640000"]);
      await call(node.url, "hardhat_impersonateAccount", [whale]);
      await call(node.url, "eth_sendTransaction", [{ from: whale, to: target, value: "0x7", gas: "0x5208" }]);
      await call(node.url, "hardhat_setStorageAt", [target, "0x1", `0x${"02".padStart(64, "0")}`]);
      await call(node.url, "eth_sendUnsignedTransaction", [
        { from: whale, to: target, value: "0x1", gas: "0x5208" },
      ]);
    } finally {
      await node.close();
    }
    const out = join(dir, "chain.rlp");
    const exported = await powgate("export", out, "--data-dir", data);
    expect(exported.stdout).toContain("exported 3 blocks");
    expect(exported.stdout).toContain("dev state edits of 2 blocks and 2 impersonated transactions");
    const sidecar = JSON.parse(readFileSync(`${out}.edits.json`, "utf8"));
    expect(sidecar.format).toBe("powgate-dev-edits/1");
    expect(sidecar.blocks.map((b: { number: string }) => b.number)).toEqual(["0x1", "0x2"]);

    const imported = await powgate("import", out, "--data-dir", join(dir, "fresh"));
    expect(imported.stdout).toContain("imported 2 new blocks of 3; head #2");
    // the imported chain has the same state, and exports the same side file again
    const again = join(dir, "again.rlp");
    await powgate("export", again, "--data-dir", join(dir, "fresh"));
    expect(readFileSync(again)).toEqual(readFileSync(out));
    expect(JSON.parse(readFileSync(`${again}.edits.json`, "utf8"))).toEqual(sidecar);

    rmSync(`${out}.edits.json`);
    const refused = await powgate("import", out, "--data-dir", join(dir, "without")).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toMatch(/invalid block #1.*(no signature|state root mismatch)/);
    expect(existsSync(join(dir, "without"))).toBe(true);
  }, 120_000);
});
