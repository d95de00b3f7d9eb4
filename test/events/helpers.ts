/**
 * Helpers for the events tests: JSON-RPC over HTTP and WebSocket without a client library, waiting,
 * dev-account transactions signed locally, and schema checks of notification payloads.
 */
import { readFileSync } from "node:fs";
import { Ajv, type ValidateFunction } from "ajv";
import { type Interface, Wallet } from "ethers";
import WebSocket from "ws";
import { toDefinitionRefs } from "../../codegen/validators.js";
import type { RunningNode } from "../../src/node.js";

export interface Answer {
  result?: unknown;
  error?: { code: number; message: string };
}

export async function rpc(url: string, method: string, params: unknown[] = []): Promise<Answer> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return (await res.json()) as Answer;
}

/** The result, or throws with the wire error. */
export async function call<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const answer = await rpc(url, method, params);
  if (answer.error) throw new Error(`${method}: ${answer.error.code} ${answer.error.message}`);
  return answer.result as T;
}

export async function waitFor(cond: () => boolean, what = "condition", timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Notification {
  subscription: string;
  result: unknown;
}

/** A raw JSON-RPC WebSocket client that records every message in arrival order. */
export class WsRpc {
  /** Every message received, parsed, in order (answers and notifications). */
  readonly messages: Record<string, unknown>[] = [];
  private nextId = 1;
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => this.messages.push(JSON.parse(data.toString())));
  }

  static async open(url: string): Promise<WsRpc> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    return new WsRpc(ws);
  }

  async request(method: string, params: unknown[] = []): Promise<Answer> {
    const id = this.nextId++;
    this.ws.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
    await waitFor(() => this.messages.some((m) => m.id === id), `answer to ${method}`);
    return this.messages.find((m) => m.id === id) as Answer;
  }

  async subscribe(params: unknown[]): Promise<string> {
    const answer = await this.request("eth_subscribe", params);
    if (typeof answer.result !== "string") throw new Error(`eth_subscribe: ${JSON.stringify(answer)}`);
    return answer.result;
  }

  /** Notifications of one subscription, in order. */
  notifications(subscription: string): unknown[] {
    return this.messages
      .filter((m) => m.method === "eth_subscription")
      .map((m) => m.params as Notification)
      .filter((p) => p.subscription === subscription)
      .map((p) => p.result);
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    const closed = new Promise((r) => this.ws.once("close", r));
    this.ws.close();
    await closed;
  }
}

const doc = JSON.parse(readFileSync(new URL("../../openrpc.json", import.meta.url), "utf8"));
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addSchema({ $id: "spec", definitions: toDefinitionRefs(doc.components.schemas) as object });

/** The validator of one components.schemas entry of openrpc.json. */
export function schema(name: string): ValidateFunction {
  const fn = ajv.getSchema(`spec#/definitions/${name}`);
  if (fn === undefined) throw new Error(`no schema ${name}`);
  return fn;
}

/** Asserts that `value` conforms to components.schemas[name]. */
export function expectSchema(name: string, value: unknown): void {
  const validate = schema(name);
  if (!validate(value)) {
    throw new Error(`${name}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(value).slice(0, 300)}`);
  }
}

/** Dev account i as an ethers Wallet (not connected). */
export function devWallet(node: RunningNode, i: number): Wallet {
  const key = node.config.devAccounts[i]!.privateKey;
  return new Wallet(`0x${Buffer.from(key).toString("hex")}`);
}

/** Signs a contract call from a dev account with an explicit nonce (EIP-1559, generous fees). */
export function signCall(
  node: RunningNode,
  wallet: Wallet,
  nonce: number,
  to: string,
  iface: Interface,
  fn: string,
  args: unknown[],
): Promise<string> {
  return wallet.signTransaction({
    type: 2,
    chainId: node.config.chainId,
    nonce,
    to,
    data: iface.encodeFunctionData(fn, args),
    gasLimit: 200_000n,
    maxFeePerGas: 100n * 10n ** 9n,
    maxPriorityFeePerGas: 10n ** 9n,
  });
}
