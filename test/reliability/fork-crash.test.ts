/**
 * SIGKILL of a forked node on a data directory: the real CLI forks a powgate remote of token
 * holders, reads cold state and mines token transfers on top, and is killed at a random moment of
 * that work. After each kill it restarts on the same directory and: every transfer it acknowledged
 * (a receipt) is still mined; every holder's balances at the fork block are the remote's (from the
 * chain's trie, the fork cache or the remote again); at the head, each holder has the remote's
 * tokens plus the transfers the local chain holds. A last pass of every read then asks the remote
 * nothing (what was read before is kept).
 *
 *   POWGATE_FORK_KILLS=6 npx vitest run test/reliability/fork-crash.test.ts   (more rounds)
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { CountingProxy } from "../e2e/fork/helpers.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";
import { batch, delay, rpc, type SpawnedCli, spawnCli } from "./helpers.js";

const KILLS = Number(process.env.POWGATE_FORK_KILLS ?? 3);
const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const HOLDERS = Array.from({ length: 30 }, (_, i) => `0x${(0xc4a500 + i).toString(16).padStart(40, "0")}`);
const token = new Interface(artifacts.Token.abi);

const root = mkdtempSync(join(tmpdir(), "powgate-forkcrash-"));

function dataDir(): string {
  const data = join(root, "data");
  mkdirSync(data, { recursive: true });
  mkdirSync(ETHASH_TEST_DIR, { recursive: true });
  try {
    symlinkSync(ETHASH_TEST_DIR, join(data, "ethash"));
  } catch {
    // already linked
  }
  return data;
}

describe("SIGKILL of a forked node", () => {
  let remote: RunningNode;
  let proxy: CountingProxy;
  let tokenAddress: string;
  let forkBlock: string;
  /** the remote's answers at the fork block: ether and token balance per holder */
  const theirs = new Map<string, { ether: bigint; tokens: bigint }>();

  beforeAll(async () => {
    remote = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    const deploy = await rpc<string>(remote.url, "eth_sendTransaction", [
      {
        from: DEV0,
        data: artifacts.Token.bytecode + token.encodeDeploy(["Crash", "C", 10n ** 24n]).slice(2),
        gas: "0x300000",
      },
    ]);
    tokenAddress = (await rpc<{ contractAddress: string }>(remote.url, "eth_getTransactionReceipt", [deploy]))
      .contractAddress;
    await rpc(remote.url, "evm_setAutomine", [false]);
    await batch(
      remote.url,
      HOLDERS.flatMap((h, i) => [
        {
          method: "eth_sendTransaction",
          params: [
            {
              from: DEV0,
              to: tokenAddress,
              data: token.encodeFunctionData("transfer", [h, BigInt(100 + i)]),
            },
          ],
        },
        { method: "anvil_setBalance", params: [h, `0x${(1000 + i).toString(16)}`] },
      ]),
    );
    await rpc(remote.url, "evm_mine");
    forkBlock = await rpc<string>(remote.url, "eth_blockNumber");
    for (const [i, h] of HOLDERS.entries())
      theirs.set(h, { ether: BigInt(1000 + i), tokens: BigInt(100 + i) });
    proxy = new CountingProxy(remote.url);
    await proxy.start();
  }, 60_000);

  afterAll(async () => {
    await proxy?.stop();
    await remote?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const balanceOf = (h: string, block: string) => ({
    method: "eth_call",
    params: [{ to: tokenAddress, data: token.encodeFunctionData("balanceOf", [h]) }, block],
  });

  /** Every holder's ether and tokens at `block`, read in one batch. */
  async function balances(
    url: string,
    block: string,
  ): Promise<Map<string, { ether: bigint; tokens: bigint }>> {
    const answers = await batch(
      url,
      HOLDERS.flatMap((h) => [{ method: "eth_getBalance", params: [h, block] }, balanceOf(h, block)]),
    );
    const out = new Map<string, { ether: bigint; tokens: bigint }>();
    for (const [i, h] of HOLDERS.entries()) {
      const [ether, tokens] = [answers[2 * i]!, answers[2 * i + 1]!];
      if (ether.error || tokens.error)
        throw new Error(`${h}: ${JSON.stringify(ether.error ?? tokens.error)}`);
      out.set(h, { ether: BigInt(ether.result as string), tokens: BigInt(tokens.result as string) });
    }
    return out;
  }

  /** The token transfers to each holder in the local chain's blocks above the fork block, up to `head`. */
  async function localTransfers(url: string, head: bigint): Promise<Map<string, bigint>> {
    const sent = new Map<string, bigint>();
    for (let n = BigInt(forkBlock) + 1n; n <= head; n++) {
      const block = await rpc<{ transactions: { to: string; input: string; hash: string }[] }>(
        url,
        "eth_getBlockByNumber",
        [`0x${n.toString(16)}`, true],
      );
      for (const tx of block.transactions) {
        if (tx.to?.toLowerCase() !== tokenAddress.toLowerCase()) continue;
        const receipt = await rpc<{ status: string }>(url, "eth_getTransactionReceipt", [tx.hash]);
        if (receipt.status !== "0x1") continue;
        const [to, amount] = token.decodeFunctionData("transfer", tx.input) as unknown as [string, bigint];
        sent.set(to.toLowerCase(), (sent.get(to.toLowerCase()) ?? 0n) + amount);
      }
    }
    return sent;
  }

  it(`restarts consistent after ${KILLS} kills while reading the remote and mining`, async () => {
    const data = dataDir();
    const args = ["--data-dir", data, "--port", "0", "--log-level", "warn", "--fork-url", proxy.url];
    const acknowledged: string[] = [];
    for (let round = 0; round <= KILLS; round++) {
      const node: SpawnedCli = await spawnCli(args);
      try {
        // consistent after the last kill (none in round 0)
        const atFork = await balances(node.url, forkBlock);
        expect(Object.fromEntries(atFork)).toEqual(Object.fromEntries(theirs));
        for (const hash of acknowledged) {
          const receipt = await rpc<{ status: string } | null>(node.url, "eth_getTransactionReceipt", [hash]);
          expect(receipt?.status, hash).toBe("0x1");
        }
        // at one block: a transfer acknowledged before the kill but not yet mined is in the pool's
        // journal, and the restarted node may mine it while this round reads
        const head = BigInt(await rpc<string>(node.url, "eth_blockNumber"));
        const sent = await localTransfers(node.url, head);
        const now = await balances(node.url, `0x${head.toString(16)}`);
        for (const h of HOLDERS)
          expect([h, now.get(h)!.tokens]).toEqual([h, theirs.get(h)!.tokens + (sent.get(h) ?? 0n)]);
        if (round === KILLS) {
          // everything was read before: a pass of every read asks the remote nothing
          proxy.reset();
          await balances(node.url, forkBlock);
          await balances(node.url, "latest");
          expect(Object.fromEntries(proxy.calls)).toEqual({});
          break;
        }
        // work to be killed in: transfers (each acknowledged with its receipt), and cold reads
        const nonce = BigInt(await rpc<string>(node.url, "eth_getTransactionCount", [DEV0, "pending"]));
        let stop = false;
        const work = (async () => {
          for (let i = 0; !stop; i++) {
            const holder = HOLDERS[(round * 7 + i) % HOLDERS.length]!;
            const hash = await rpc<string>(node.url, "eth_sendTransaction", [
              {
                from: DEV0,
                to: tokenAddress,
                nonce: `0x${(nonce + BigInt(i)).toString(16)}`,
                data: token.encodeFunctionData("transfer", [holder, 1n]),
              },
            ]);
            const receipt = await rpc<{ status: string } | null>(node.url, "eth_getTransactionReceipt", [
              hash,
            ]);
            if (receipt?.status === "0x1") acknowledged.push(hash);
          }
        })().catch(() => undefined);
        const reads = balances(node.url, round % 2 === 0 ? "latest" : forkBlock).catch(() => undefined);
        // killed at a random moment after the round's first acknowledged transfer
        const before = acknowledged.length;
        for (let waited = 0; acknowledged.length === before && waited < 20_000; waited += 10) await delay(10);
        await delay(Math.floor(Math.random() * 150));
        stop = true;
        node.child.kill("SIGKILL");
        await node.exited;
        await Promise.all([work, reads]);
      } finally {
        node.child.kill("SIGKILL");
      }
    }
    expect(acknowledged.length).toBeGreaterThan(0);
  }, 240_000);
});
