// `powgate gateway` over three real powgate processes (issue 37): one is SIGKILLed and restarted
// while clients read and send transactions through the gateway. Every request is answered (reads
// never fail), and no transaction is sent twice: each is signed from an account of its own with
// nonce 0, valid on all three chains, so a second send would show as a receipt on a second node
// (counted at the upstreams, directly).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MNEMONIC, deriveAccounts } from "../../src/chain/config/accounts.js";
import { parsePrometheus, sample } from "../helpers/prometheus.js";
import { call, delay, GWEI, rawSignedLegacy, rpc } from "../reliability/helpers.js";
import { freePort, type SpawnedCli, spawnCli, stopAll } from "./helpers.js";

const ACCOUNTS = 120;
const CHAIN_ID = 1337n;
const dir = mkdtempSync(join(tmpdir(), "powgate-gateway-"));

function upstreamArgs(i: number, port: number): string[] {
  return [
    "--port",
    String(port),
    "--data-dir",
    join(dir, `node-${i}`),
    "--accounts",
    String(ACCOUNTS),
    "--log-level",
    "warn",
    "--metrics",
  ];
}

describe("powgate gateway over three nodes, one SIGKILLed and restarted", () => {
  const ports: number[] = [];
  const nodes: (SpawnedCli | undefined)[] = [];
  let gateway: SpawnedCli | undefined;
  const keys = deriveAccounts(DEFAULT_MNEMONIC, ACCOUNTS).map((a) => a.privateKey);

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) ports.push(await freePort());
    nodes.push(...(await Promise.all(ports.map((p, i) => spawnCli(upstreamArgs(i, p))))));
    gateway = await spawnCli([
      "gateway",
      ...ports.flatMap((p) => ["--upstream", `http://127.0.0.1:${p}`]),
      "--port",
      "0",
      "--health-interval",
      "200",
      "--timeout",
      "5000",
      // the three chains are independent (each mines its own transactions): their heads differ
      // by design, so lag must not take any of them out of the rotation
      "--max-lag",
      "100000",
      "--metrics",
      "--log-level",
      "warn",
    ]);
  });

  afterAll(async () => {
    await stopAll([...nodes, gateway]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers every request, sends no transaction twice, and uses the restarted node again", async () => {
    const url = gateway!.url;
    const sent: { hash: string; answer: Awaited<ReturnType<typeof call>> }[] = [];
    const reads: Awaited<ReturnType<typeof call>>[] = [];
    let next = 0;
    let nextAccount = 0;
    let running = true;
    const worker = async (): Promise<void> => {
      while (running) {
        const i = next++;
        // a transaction every 20th request, over the whole run (the kill and the restart included)
        const account = i % 20 === 0 ? nextAccount++ : ACCOUNTS;
        if (account < ACCOUNTS) {
          const to = hexToBytes(`0x${"11".repeat(20)}`);
          const raw = rawSignedLegacy(
            [0n, 10n * GWEI, 21_000n, to, BigInt(i + 1), new Uint8Array()],
            CHAIN_ID,
            keys[account]!,
          );
          const hash = bytesToHex(keccak_256(hexToBytes(raw as `0x${string}`)));
          sent.push({ hash, answer: await call(url, "eth_sendRawTransaction", [raw]) });
        } else {
          const method = ["eth_blockNumber", "eth_chainId", "eth_getBalance"][i % 3]!;
          const params = method === "eth_getBalance" ? [`0x${"11".repeat(20)}`, "latest"] : [];
          reads.push(await call(url, method, params));
        }
      }
    };
    const workers = [worker(), worker(), worker(), worker()];
    await delay(1500);
    const killed = nodes[1]!;
    killed.child.kill("SIGKILL");
    await killed.exited.catch(() => {});
    await delay(2000);
    nodes[1] = await spawnCli(upstreamArgs(1, ports[1]!));
    await delay(2500);
    running = false;
    await Promise.all(workers);

    // every read answered without an error
    expect(reads.length).toBeGreaterThan(50);
    expect(reads.filter((r) => r.error !== undefined)).toEqual([]);

    // every transaction answered: its hash, or "status unknown" when its node died after it was sent
    expect(sent.length).toBeGreaterThan(20);
    for (const { hash, answer } of sent) {
      if (answer.error === undefined) expect(answer.result).toBe(hash);
      else {
        expect(answer.error.code).toBe(-32000);
        expect(answer.error.message).toMatch(/^transaction status unknown: .* look up 0x[0-9a-f]{64} before/);
      }
    }
    const unknown = sent.filter((s) => s.answer.error !== undefined);
    expect(unknown.length).toBeLessThanOrEqual(4);

    // counted at the upstreams: each acknowledged transaction is mined on exactly one node
    const upstreamUrls = ports.map((p) => `http://127.0.0.1:${p}`);
    for (const { hash, answer } of sent) {
      const where = [];
      for (const u of upstreamUrls)
        if ((await rpc(u, "eth_getTransactionReceipt", [hash])) !== null) where.push(u);
      if (answer.error === undefined) expect(where, hash).toHaveLength(1);
      else expect(where.length, hash).toBeLessThanOrEqual(1);
    }

    // the restarted node is back in the rotation
    const restarted = parsePrometheus(await (await fetch(`${upstreamUrls[1]}/metrics`)).text());
    expect(
      sample(restarted, "powgate_rpc_requests_total", { method: "eth_blockNumber" }) ?? 0,
    ).toBeGreaterThan(0);
    const gw = parsePrometheus(await (await fetch(`${url}/metrics`)).text());
    expect(sample(gw, "powgate_gateway_upstream_up", { upstream: upstreamUrls[1]! })).toBe(1);
    expect(
      sample(gw, "powgate_gateway_upstream_calls_total", { upstream: upstreamUrls[1]!, outcome: "failed" }),
    ).toBeGreaterThan(0);
  });
});
