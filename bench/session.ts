/**
 * One running node as the workloads see it: its RPC client, the next nonce of each account, and
 * the contracts deployed in setup. Sends are raw signed transactions only (no node-side signing).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { RpcClient, RpcError } from "./rpc.js";
import type { Target } from "./targets.js";
import {
  accounts,
  artifacts,
  contractAddress,
  GAS,
  hex,
  ROLE,
  sign,
  TOKEN_SUPPLY,
  type TxSpec,
  tokenAbi,
  tokenDeployData,
  W5_SENDERS,
} from "./txs.js";

export interface Receipt {
  status: string;
  blockNumber: string;
  transactionHash: string;
  gasUsed: string;
  contractAddress?: string | null;
}

export const EMITTERS = 20;

export class Session {
  readonly rpc: RpcClient;
  private readonly nonces: number[] = accounts.map(() => 0);
  token = "";
  emitters: string[] = [];

  constructor(
    readonly target: Target,
    readonly url: string,
    readonly wsUrl: string,
    readonly pid: number,
  ) {
    this.rpc = new RpcClient(url, 64);
  }

  close(): void {
    this.rpc.close();
  }

  /** Take the next nonce of an account and sign. */
  next(from: number, tx: Omit<TxSpec, "from" | "nonce">): { raw: string; hash: string } {
    return sign({ ...tx, from, nonce: this.nonces[from]++ });
  }

  nonceOf(from: number): number {
    return this.nonces[from];
  }

  async send(raw: string): Promise<string> {
    return this.rpc.call<string>("eth_sendRawTransaction", [raw]);
  }

  async receipt(hash: string): Promise<Receipt | null> {
    return this.rpc.call<Receipt | null>("eth_getTransactionReceipt", [hash]);
  }

  /** Poll until the receipt exists (every `everyMs`). */
  async waitReceipt(hash: string, timeoutMs = 120_000, everyMs = 5): Promise<Receipt> {
    const t0 = performance.now();
    for (;;) {
      const r = await this.receipt(hash);
      if (r) return r;
      if (performance.now() - t0 > timeoutMs) throw new Error(`no receipt for ${hash} after ${timeoutMs} ms`);
      await sleep(everyMs);
    }
  }

  async blockNumber(): Promise<number> {
    return Number(await this.rpc.call<string>("eth_blockNumber"));
  }

  /** Send one by one, waiting for each receipt; throws on a failed one. */
  async sendAndConfirm(raws: { raw: string; hash: string }[]): Promise<Receipt[]> {
    const out: Receipt[] = [];
    for (const tx of raws) {
      await this.send(tx.raw);
      const r = await this.waitReceipt(tx.hash);
      if (r.status !== "0x1") throw new Error(`setup tx ${tx.hash} failed (status ${r.status})`);
      out.push(r);
    }
    return out;
  }

  /**
   * Deploy the ERC20 (account 0 holds the supply), give each other W5 sender 1/1000 of it, and
   * deploy the 20 emitters (W6) from their own account.
   */
  async setup(): Promise<void> {
    const from0 = accounts[0].address;
    const tokenNonce = this.nonceOf(0);
    this.token = contractAddress(from0, tokenNonce);
    const txs = [this.next(0, { to: null, data: tokenDeployData(this.target.token), gas: GAS.deployToken })];
    for (let s = 1; s < W5_SENDERS; s++) {
      const data = tokenAbi.encodeFunctionData("transfer", [accounts[s].address, TOKEN_SUPPLY / 1000n]);
      txs.push(this.next(0, { to: this.token, data, gas: GAS.erc20 }));
    }
    const deployer = accounts[ROLE.deployer].address;
    for (let i = 0; i < EMITTERS; i++) {
      this.emitters.push(contractAddress(deployer, this.nonceOf(ROLE.deployer)));
      txs.push(
        this.next(ROLE.deployer, { to: null, data: artifacts.Emitter.bytecode, gas: GAS.deployEmitter }),
      );
    }
    const receipts = await this.sendAndConfirm(txs);
    const deployed = receipts[0].contractAddress?.toLowerCase();
    if (deployed && deployed !== this.token.toLowerCase())
      throw new Error(`token at ${deployed}, expected ${this.token}`);
    const code = await this.rpc.call<string>("eth_getCode", [this.token, "latest"]);
    if (code.length < 10) throw new Error("token has no code after deployment");
  }

  /** Check a set of receipts exist and succeeded, 16 requests at a time; returns the blocks they span. */
  async verify(
    hashes: string[],
  ): Promise<{ ok: number; failed: number; missing: number; blocks: Set<string> }> {
    let ok = 0;
    let failed = 0;
    let missing = 0;
    const blocks = new Set<string>();
    let i = 0;
    const worker = async () => {
      while (i < hashes.length) {
        const h = hashes[i++];
        const r = await this.receipt(h).catch(() => null);
        if (!r) missing++;
        else {
          blocks.add(r.blockNumber);
          if (r.status === "0x1") ok++;
          else failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    return { ok, failed, missing, blocks };
  }
}

export function errorSummary(e: unknown): { code?: number; message: string } {
  if (e instanceof RpcError) return { code: e.code, message: e.message.slice(0, 160) };
  return { message: (e as Error).message.slice(0, 160) };
}

export { hex };
