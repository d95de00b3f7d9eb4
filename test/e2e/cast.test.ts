// Foundry's cast against powgate: `cast run` and `cast call --trace` replay a transaction and a call
// with their own EVM (revm) over powgate's state methods; the gas of every frame they print must be
// what powgate's callTracer reports for the same transaction and call. The binary comes from npm
// (@foundry-rs/cast-linux-amd64), installed in test/e2e/cast by `.ci/run`, never a product dependency.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { getAddress, Interface } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import type { RunningNode } from "../../src/node.js";
import { A1, rpc, signRaw } from "../contract/scenario.js";
import { startTestServer } from "../helpers/server.js";

const CAST = join(import.meta.dirname, "cast/node_modules/@foundry-rs/cast-linux-amd64/bin/cast");
const tracing = new Interface(artifacts.Tracing.abi);

interface Frame {
  gasUsed: string;
  to: string;
  input: string;
  calls?: Frame[];
}

/** cast's stdout; it runs outside this process, so the node keeps serving it meanwhile. */
async function cast(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(CAST, args, { encoding: "utf8", timeout: 60_000 });
  return stdout;
}

describe.runIf(process.platform === "linux" && process.arch === "x64")("cast run / cast call --trace", () => {
  let node: RunningNode;
  let callee: string;
  let target: string;
  let txHash: string;

  beforeAll(async () => {
    if (!existsSync(CAST))
      throw new Error(`no cast binary: run npm ci in ${join(import.meta.dirname, "cast")}`);
    node = await startTestServer();
    const receipt = async (hash: string) =>
      (await rpc(node.url, "eth_getTransactionReceipt", [hash])) as {
        contractAddress: string;
        gasUsed: string;
      };
    const send = async (nonce: number, tx: object) =>
      (await rpc(node.url, "eth_sendRawTransaction", [
        signRaw(1, { nonce, gasLimit: 3_000_000n, ...tx }),
      ])) as string;
    callee = (await receipt(await send(0, { data: artifacts.Callee.bytecode }))).contractAddress;
    target = (await receipt(await send(1, { data: artifacts.Tracing.bytecode }))).contractAddress;
    txHash = await send(2, { to: target, data: tracing.encodeFunctionData("nested", [callee, 5n]) });
  }, 120_000);
  afterAll(() => node?.close());

  it("cast run prints the frames callTracer reports, with the same gas", async () => {
    const trace = (await rpc(node.url, "debug_traceTransaction", [
      txHash,
      { tracer: "callTracer" },
    ])) as Frame;
    const inner = trace.calls?.[0];
    expect(inner?.to).toBe(callee);
    const out = await cast(["run", txHash, "--rpc-url", node.url]);
    // the inner frame: [gas used] Address::selector(arguments)
    expect(out).toContain(`[${BigInt(inner!.gasUsed)}] ${getAddress(callee)}::6057361d(`);
    const { gasUsed } = (await rpc(node.url, "eth_getTransactionReceipt", [txHash])) as { gasUsed: string };
    expect(out).toContain(`Gas used: ${BigInt(gasUsed)}`);
    expect(out).toContain("Transaction successfully executed.");
  }, 120_000);

  it("cast call --trace prints the frames debug_traceCall reports", async () => {
    const data = tracing.encodeFunctionData("nested", [callee, 7n]);
    const trace = (await rpc(node.url, "debug_traceCall", [
      { from: A1, to: target, data },
      "latest",
      { tracer: "callTracer" },
    ])) as Frame;
    const out = await cast(["call", target, data, "--trace", "--from", A1, "--rpc-url", node.url]);
    expect(out).toContain(`[${BigInt(trace.calls![0]!.gasUsed)}] ${getAddress(callee)}::6057361d(`);
    expect(out).toContain(`${getAddress(target)}::14bd0a7b(`);
  }, 120_000);
});
