/**
 * Shared pieces of the reliability tests: a JSON-RPC client with a per-request deadline (a hang is a
 * failure, not a stuck test), fast transaction signing, a raw TCP client and leak checks.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { connect, type Socket } from "node:net";
import type { Common } from "@ethereumjs/common";
import { RLP } from "@ethereumjs/rlp";
import {
  createFeeMarket1559Tx,
  createLegacyTx,
  type FeeMarketEIP1559TxData,
  type LegacyTxData,
  type TypedTransaction,
} from "@ethereumjs/tx";
import { bigIntToUnpaddedBytes, bytesToHex } from "@ethereumjs/util";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";

export const GWEI = 10n ** 9n;
export const ETHER = 10n ** 18n;

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

export interface RpcAnswer {
  jsonrpc?: unknown;
  id?: unknown;
  result?: unknown;
  error?: RpcError;
}

export class RpcHang extends Error {}

/** POSTs a raw body; rejects with RpcHang when no answer comes within `timeoutMs`. */
export async function postRaw(
  url: string,
  body: string,
  timeoutMs = 15_000,
): Promise<{ status: number; text: string }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, text: await res.text() };
  } catch (err) {
    if ((err as Error).name === "TimeoutError") throw new RpcHang(`no answer within ${timeoutMs} ms`);
    throw err;
  }
}

let nextId = 1;

/** One call; the parsed envelope (result or error). */
export async function call(url: string, method: string, params: unknown[] = []): Promise<RpcAnswer> {
  const { text } = await postRaw(url, JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }));
  return JSON.parse(text) as RpcAnswer;
}

/** One call that must succeed. */
export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const answer = await call(url, method, params);
  if (answer.error) throw new Error(`${method}: ${answer.error.code} ${answer.error.message}`);
  return answer.result as T;
}

/** A batch; answers sorted back into request order. */
export async function batch(
  url: string,
  calls: readonly { method: string; params: unknown[] }[],
): Promise<RpcAnswer[]> {
  const first = nextId;
  nextId += calls.length;
  const body = JSON.stringify(calls.map((c, i) => ({ jsonrpc: "2.0", id: first + i, ...c })));
  const { text } = await postRaw(url, body, 60_000);
  const answers = JSON.parse(text) as RpcAnswer[];
  return answers.sort((a, b) => (a.id as number) - (b.id as number));
}

// ---- signing -------------------------------------------------------------------------------

interface NativeSecp256k1 {
  ecdsaSign(msg32: Uint8Array, key: Uint8Array): { signature: Uint8Array; recid: number };
}

/** The optional native secp256k1 (~25x faster signing than noble); null when not installed. */
const native: NativeSecp256k1 | null = (() => {
  try {
    return createRequire(import.meta.url)("secp256k1") as NativeSecp256k1;
  } catch {
    return null;
  }
})();

/** Signs with the native library when present, else with EthereumJS (noble). */
export function sign<T extends TypedTransaction>(tx: T, key: Uint8Array): T {
  if (!native) return tx.sign(key) as T;
  const { signature, recid } = native.ecdsaSign(tx.getHashedMessageToSign(), key);
  // convertV: legacy v becomes 27/28 or EIP-155's 35 + 2 * chainId + recid; typed txs keep yParity.
  return tx.addSignature(BigInt(recid), signature.subarray(0, 32), signature.subarray(32, 64), true) as T;
}

export interface Transfer {
  nonce: bigint;
  to?: Uint8Array;
  value?: bigint;
  gasLimit?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  data?: Uint8Array;
}

/** A signed EIP-1559 transaction as 0x hex. */
export function signed1559(common: Common, key: Uint8Array, f: Transfer): string {
  const data: FeeMarketEIP1559TxData = {
    chainId: common.chainId(),
    nonce: f.nonce,
    to: f.to,
    value: f.value ?? 0n,
    gasLimit: f.gasLimit ?? 21_000n,
    maxFeePerGas: f.maxFeePerGas ?? 10n * GWEI,
    maxPriorityFeePerGas: f.maxPriorityFeePerGas ?? GWEI,
    data: f.data,
  };
  return bytesToHex(sign(createFeeMarket1559Tx(data, { common }), key).serialize());
}

/** A signed EIP-155 legacy transaction as 0x hex. */
export function signedLegacy(common: Common, key: Uint8Array, f: LegacyTxData): string {
  return bytesToHex(sign(createLegacyTx(f, { common }), key).serialize());
}

/** RLP items written as they are: numbers as minimal big-endian bytes, nothing validated. */
export type RlpItem = bigint | Uint8Array | RlpItem[];

function rlpBytes(item: RlpItem): Uint8Array | Uint8Array[] {
  if (typeof item === "bigint") return bigIntToUnpaddedBytes(item);
  if (item instanceof Uint8Array) return item;
  return item.map(rlpBytes) as Uint8Array[];
}

/** An EIP-2718 envelope `type || rlp(fields)` as hex, fields taken literally. */
export function rawTyped(type: number, fields: RlpItem[]): string {
  return bytesToHex(Uint8Array.from([type, ...RLP.encode(rlpBytes(fields))]));
}

/** A legacy transaction `rlp(fields)` as hex, fields taken literally (v, r, s included). */
export function rawLegacy(fields: RlpItem[]): string {
  return bytesToHex(RLP.encode(rlpBytes(fields)));
}

/** The secp256k1 signature of a keccak-256 hash: recovery id (y-parity), r and s. */
export function signHash(hash: Uint8Array, key: Uint8Array): { yParity: bigint; r: bigint; s: bigint } {
  if (native) {
    const { signature, recid } = native.ecdsaSign(hash, key);
    return {
      yParity: BigInt(recid),
      r: BigInt(bytesToHex(signature.subarray(0, 32))),
      s: BigInt(bytesToHex(signature.subarray(32, 64))),
    };
  }
  const sig = secp256k1.sign(hash, key, { prehash: false, format: "recovered" });
  return {
    yParity: BigInt(sig[0]),
    r: BigInt(bytesToHex(sig.subarray(1, 33))),
    s: BigInt(bytesToHex(sig.subarray(33, 65))),
  };
}

/** The signature of a typed transaction's fields (everything but y-parity, r, s). */
export function typedSignature(type: number, fields: RlpItem[], key: Uint8Array) {
  return signHash(keccak_256(Uint8Array.from([type, ...RLP.encode(rlpBytes(fields))])), key);
}

/** A typed transaction whose fields bypass every check of EthereumJS, signed for real by `key`. */
export function rawSignedTyped(type: number, fields: RlpItem[], key: Uint8Array): string {
  const { yParity, r, s } = typedSignature(type, fields, key);
  return rawTyped(type, [...fields, yParity, r, s]);
}

/** A legacy transaction (fields: nonce, gasPrice, gas, to, value, data) signed as EIP-155 for `chainId`. */
export function rawSignedLegacy(fields: RlpItem[], chainId: bigint, key: Uint8Array): string {
  const { yParity, r, s } = signHash(keccak_256(RLP.encode(rlpBytes([...fields, chainId, 0n, 0n]))), key);
  return rawLegacy([...fields, yParity + 35n + 2n * chainId, r, s]);
}

/** A legacy transaction signed without a chain id (pre-EIP-155, v = 27/28): replayable on any chain. */
export function rawSignedUnprotected(fields: RlpItem[], key: Uint8Array): string {
  const { yParity, r, s } = signHash(keccak_256(RLP.encode(rlpBytes(fields))), key);
  return rawLegacy([...fields, yParity + 27n, r, s]);
}

// ---- leaks ---------------------------------------------------------------------------------

const STACK_LINE = /\n\s+at |\bat [^\s()]+ \(|:\d+:\d+\)?$/m;
const FILE_PATH =
  /(?:\/(?:work|home|root|tmp|usr|opt|var|Users)\/)|node_modules|file:\/\/|\.[cm]?[jt]s:\d+|[A-Z]:\\/;

/** The reason an error object leaks internals (a stack line or a file path), or null. */
export function leak(error: RpcError): string | null {
  const texts = [error.message, error.data === undefined ? "" : JSON.stringify(error.data)];
  for (const text of texts) {
    if (typeof text !== "string") continue;
    if (STACK_LINE.test(text)) return `stack trace in ${JSON.stringify(text.slice(0, 200))}`;
    if (FILE_PATH.test(text)) return `file path in ${JSON.stringify(text.slice(0, 200))}`;
  }
  return null;
}

// ---- raw TCP -------------------------------------------------------------------------------

export async function rawConnect(port: number): Promise<Socket> {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return socket;
}

/** Everything the peer sends until it closes the connection, or until `timeoutMs`. */
export function readAll(socket: Socket, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString("latin1"));
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.once("close", done);
  });
}

/** Resolves when `cond()` holds; rejects after `timeoutMs`. */
export async function waitFor(
  cond: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = "condition",
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await delay(20);
  }
}

// ---- the CLI -------------------------------------------------------------------------------

export interface SpawnedCli {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  /** the end of what it printed (stdout and stderr), for a failing test's message */
  logTail(): string;
}

/** The most of a spawned node's output a test message carries. */
const LOG_TAIL_CHARS = 8_000;

/** Starts the real CLI (`src/cli.ts` through tsx) with `args` and resolves once it serves. */
export async function spawnCli(args: string[]): Promise<SpawnedCli> {
  const cli = new URL("../../src/cli.ts", import.meta.url).pathname;
  const child = spawn(process.execPath, ["--import", "tsx", cli, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (d) => {
    stderr += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>(
    (resolve) => child.once("exit", (code, signal) => resolve({ code, signal, stderr })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (d) => {
      stdout += d;
      const m = /HTTP\s+(http:\/\/\S+)/.exec(stdout);
      if (m) resolve(m[1]);
    });
    void exited.then((e) => reject(new Error(`powgate exited ${e.code}: ${e.stderr}`)));
  });
  return { child, url, exited, logTail: () => `${stdout}${stderr}`.slice(-LOG_TAIL_CHARS) };
}
