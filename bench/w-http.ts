/**
 * The HTTP read workloads, each a fixed body (or a rotation of bodies) under keep-alive load:
 * W1 eth_chainId, W2 eth_getBalance(latest), W8 a batch of 100 eth_getBalance, W3
 * eth_getBlockByNumber(latest, true) on a 100-tx block, W4 ERC20 balanceOf by eth_call (one
 * holder, or 1,000 holders in rotation). One request is checked before and after the load.
 * eth_call names `from` (powgate's spec requires it; every peer accepts it).
 */
import { httpLoad } from "./http-load.js";
import { cpuMs } from "./proc.js";
import { measured, type Sample } from "./sample.js";
import type { Session } from "./session.js";
import { accounts, balanceOfData } from "./txs.js";

export interface HttpOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  cpus: string | null;
  tool: "wrk" | "node";
}

const body = (method: string, params: unknown[], id = 1) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, params });

/** Validate one body's answer; throw on a JSON-RPC error. Returns the answer's length in bytes. */
async function check(s: Session, b: string, expect: (result: unknown) => string | null): Promise<number> {
  const text = await s.rpc.post(b);
  const parsed = JSON.parse(text);
  const items = Array.isArray(parsed) ? parsed : [parsed];
  for (const item of items) {
    if (item.error) throw new Error(`answered ${JSON.stringify(item.error).slice(0, 200)}`);
    const problem = expect(item.result);
    if (problem) throw new Error(problem);
  }
  if (Array.isArray(parsed) && Array.isArray(JSON.parse(b)) && parsed.length !== JSON.parse(b).length)
    throw new Error(`batch of ${JSON.parse(b).length} answered with ${parsed.length}`);
  return Buffer.byteLength(text);
}

async function load(
  s: Session,
  bodies: string[],
  o: HttpOptions,
  expect: (result: unknown) => string | null,
): Promise<Sample> {
  const answerBytes = await check(s, bodies[0], expect);
  if (o.warmupSeconds > 0) await httpLoad(s.url, bodies, { ...o, seconds: o.warmupSeconds });
  let errors = 0;
  let tool = "";
  let latency: number | undefined;
  let bytes: number | undefined;
  let loadgenCores: number | undefined;
  const sample = await measured(
    () => cpuMs(s.pid),
    async () => {
      const r = await httpLoad(s.url, bodies, o);
      errors = r.errors;
      tool = r.tool;
      latency = r.latencyAvgMs;
      bytes = r.bytesPerResponse;
      loadgenCores = r.loadgenCores;
      return { units: r.requests, seconds: r.seconds };
    },
    "second",
  );
  await check(s, bodies[bodies.length - 1], expect);
  sample.detail = { tool, errors, latencyAvgMs: latency, connections: o.connections, loadgenCores };
  if (errors > 0) sample.detail.warning = `${errors} socket errors or non-2xx answers`;
  // wrk does not parse answers: a response shorter than the checked one means it got something else
  // (an error object), so the figure would be meaningless.
  if (bytes !== undefined && bytes < answerBytes * 0.97)
    throw new Error(`wrk read ${bytes.toFixed(0)} bytes per response, the checked answer has ${answerBytes}`);
  return sample;
}

const isHex = (r: unknown) => (typeof r === "string" && r.startsWith("0x") ? null : `not a quantity: ${r}`);

export function w1ChainId(s: Session, o: HttpOptions): Promise<Sample> {
  return load(s, [body("eth_chainId", [])], o, isHex);
}

export function w2GetBalance(s: Session, o: HttpOptions): Promise<Sample> {
  return load(s, [body("eth_getBalance", [accounts[1].address, "latest"])], o, isHex);
}

export function w8Batch(s: Session, o: HttpOptions, addresses: string[]): Promise<Sample> {
  const batch = JSON.stringify(
    addresses
      .slice(0, 100)
      .map((a, i) => ({ jsonrpc: "2.0", id: i + 1, method: "eth_getBalance", params: [a, "latest"] })),
  );
  return load(s, [batch], o, isHex);
}

export function w3Block(s: Session, o: HttpOptions, tag: string, txCount: number): Promise<Sample> {
  return load(s, [body("eth_getBlockByNumber", [tag, true])], o, (r) => {
    const txs = (r as { transactions?: unknown[] } | null)?.transactions;
    return txs?.length === txCount && typeof txs[0] === "object" ? null : `block has ${txs?.length} txs`;
  });
}

export function w4Call(s: Session, o: HttpOptions, holders: string[]): Promise<Sample> {
  const bodies = holders.map((h, i) =>
    body("eth_call", [{ from: accounts[0].address, to: s.token, data: balanceOfData(h) }, "latest"], i + 1),
  );
  return load(s, bodies, o, (r) => (typeof r === "string" && r.length === 66 ? null : `balanceOf gave ${r}`));
}
