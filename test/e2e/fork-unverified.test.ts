// A remote without eth_getProof (a proxy renames it, so the remote itself answers -32601): the fork
// notices once, at its first start, reads state with eth_getBalance, eth_getTransactionCount,
// eth_getCode and eth_getStorageAt instead (unverified, and says so), and otherwise works as a
// fork: reads equal the remote's, transactions and mining on top, a restart that asks nothing again.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { createLogger } from "../../src/log.js";
import { startNode } from "../../src/node.js";
import { startAnvil } from "../helpers/anvil.js";
import { CountingProxy, client, mined, type Rpc, seedTokenHolders } from "./fork/helpers.js";

const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const token = new Interface(artifacts.Token.abi);
const HOLDERS = Array.from({ length: 4 }, (_, i) => `0x${(0xfa11b0 + i).toString(16).padStart(40, "0")}`);
const STRANGER = `0x${"6".repeat(40)}`;

const REMOTES = [
  {
    name: "powgate",
    start: async () => {
      const node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
      return { url: node.url, close: () => node.close() };
    },
  },
  { name: "Anvil", start: () => startAnvil([]) },
];

describe.each(REMOTES)("forking $name without eth_getProof", ({ start }) => {
  let remote: { url: string; close(): Promise<void> };
  let remoteRpc: Rpc;
  let proxy: CountingProxy;
  let dir: string;
  let tokenAddress: string;
  let forkBlock: string;
  const reads: [string, unknown[]][] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "powgate-fork-unverified-"));
    remote = await start();
    remoteRpc = client(remote.url);
    const seeded = await seedTokenHolders(remoteRpc, {
      name: "Plain",
      symbol: "P",
      holders: HOLDERS,
      tokens: 500n,
      wei: 3,
    });
    tokenAddress = seeded.tokenAddress;
    forkBlock = seeded.forkBlock;
    proxy = new CountingProxy(remote.url);
    proxy.missing.add("eth_getProof");
    await proxy.start();
    for (const address of [tokenAddress, STRANGER, ...HOLDERS]) {
      reads.push(["eth_getBalance", [address, "latest"]]);
      reads.push(["eth_getTransactionCount", [address, "latest"]]);
      reads.push(["eth_getCode", [address, "latest"]]);
    }
    for (let slot = 0; slot < 5; slot++)
      reads.push(["eth_getStorageAt", [tokenAddress, `0x${slot.toString(16)}`, "latest"]]);
    for (const holder of [DEV0, ...HOLDERS, STRANGER])
      reads.push([
        "eth_call",
        [{ to: tokenAddress, data: token.encodeFunctionData("balanceOf", [holder]) }, "latest"],
      ]);
  }, 60_000);

  afterAll(async () => {
    await proxy?.stop();
    await remote?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("reads the remote's state with the plain methods, says it is unverified, and mines on top", async () => {
    const lines: string[] = [];
    const logger = createLogger({
      level: "warn",
      destination: { write: (line: string) => void lines.push(line) },
    });
    const fork = await startNode({ dataDir: dir, port: 0, logger, fork: { urls: [proxy.url] } });
    try {
      const rpc = client(fork.url);
      expect(lines.join("\n")).toMatch(/does not serve eth_getProof.*unverified/);
      // the remote was asked for a proof once (the test at start), never again
      expect(proxy.calls.get("eth_getProof")).toBe(1);
      for (const [method, params] of reads) {
        const theirs = await remoteRpc(method, [...params.slice(0, -1), forkBlock]);
        expect([method, params[0], await rpc(method, params)]).toEqual([method, params[0], theirs]);
      }
      expect(proxy.calls.get("eth_getProof")).toBe(1);
      expect(proxy.calls.get("eth_getStorageAt")).toBeGreaterThan(0);
      // a transaction on top: a token transfer (a cold slot written) and ether to a stranger
      await mined(
        rpc,
        await rpc("eth_sendTransaction", [
          { from: DEV0, to: tokenAddress, data: token.encodeFunctionData("transfer", [STRANGER, 9n]) },
        ]),
      );
      await rpc("anvil_impersonateAccount", [HOLDERS[1]]);
      await rpc("anvil_setBalance", [HOLDERS[1], "0xde0b6b3a7640000"]);
      await mined(
        rpc,
        await rpc("eth_sendTransaction", [
          { from: HOLDERS[1], to: tokenAddress, data: token.encodeFunctionData("transfer", [STRANGER, 1n]) },
        ]),
      );
      const balanceOf = async (who: string) =>
        BigInt(
          (await rpc("eth_call", [
            { to: tokenAddress, data: token.encodeFunctionData("balanceOf", [who]) },
            "latest",
          ])) as string,
        );
      expect(await balanceOf(STRANGER)).toBe(10n);
      expect(await balanceOf(HOLDERS[1]!)).toBe(500n);
      // a holder the local blocks did not touch still reads as the remote's
      expect(await balanceOf(HOLDERS[2]!)).toBe(502n);
      // the fork block's state is still readable below the local blocks
      expect(
        BigInt(
          (await rpc("eth_call", [
            { to: tokenAddress, data: token.encodeFunctionData("balanceOf", [STRANGER]) },
            forkBlock,
          ])) as string,
        ),
      ).toBe(0n);
      await rpc("evm_mine");
    } finally {
      await fork.close();
    }
  }, 60_000);

  it("restarts on its data directory without asking the remote, with the same state", async () => {
    proxy.reset();
    const fork = await startNode({ dataDir: dir, port: 0, logLevel: "silent", fork: { urls: [proxy.url] } });
    try {
      const rpc = client(fork.url);
      // the accounts the local blocks did not touch
      const untouched = new Set([HOLDERS[0], HOLDERS[2], HOLDERS[3]]);
      for (const [method, params] of reads) {
        if (!untouched.has(params[0] as string)) continue;
        const theirs = await remoteRpc(method, [...params.slice(0, -1), forkBlock]);
        expect([method, await rpc(method, params)]).toEqual([method, theirs]);
      }
      const stranger = await rpc("eth_call", [
        { to: tokenAddress, data: token.encodeFunctionData("balanceOf", [STRANGER]) },
        "latest",
      ]);
      expect(BigInt(stranger as string)).toBe(10n);
      expect(Object.fromEntries(proxy.calls)).toEqual({});
    } finally {
      await fork.close();
    }
  }, 60_000);
});
