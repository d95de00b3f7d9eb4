/**
 * The funded account given with --key: signs legacy EIP-155 transactions locally (no
 * eth_sendTransaction, no unlocked accounts needed) and waits for their receipts.
 */
import { createCustomCommon, Mainnet } from "@ethereumjs/common";
import { createLegacyTx } from "@ethereumjs/tx";
import { bytesToHex, hexToBytes, privateToAddress } from "@ethereumjs/util";
import type { Hex } from "./abi.js";
import { failWith, show } from "./check.js";
import { describeError, type Endpoint } from "./rpc.js";

export interface TxRequest {
  /** absent: contract creation */
  readonly to?: string;
  readonly data?: string;
  readonly value?: bigint;
  /** absent: eth_estimateGas plus a margin */
  readonly gas?: bigint;
  /** absent: the account's pending nonce */
  readonly nonce?: bigint;
}

export interface SignedTx {
  readonly raw: Hex;
  readonly hash: Hex;
  readonly nonce: bigint;
}

/** A receipt as JSON; the fields the scenarios read. */
export interface Receipt {
  readonly transactionHash: string;
  readonly blockHash: string;
  readonly blockNumber: string;
  readonly status?: string;
  readonly contractAddress?: string | null;
  readonly logs: readonly Record<string, unknown>[];
  readonly [field: string]: unknown;
}

const RECEIPT_TIMEOUT_MS = 30_000;

export function parsePrivateKey(text: string): Uint8Array {
  const hex = text.startsWith("0x") ? text : `0x${text}`;
  if (!/^0x[0-9a-fA-F]{64}$/.test(hex)) throw new Error("--key must be a 32-byte hex private key");
  return hexToBytes(hex as Hex);
}

export class Wallet {
  readonly address: string;
  private readonly common;

  constructor(
    private readonly endpoint: Endpoint,
    private readonly key: Uint8Array,
    readonly chainId: bigint,
  ) {
    this.address = bytesToHex(privateToAddress(key));
    this.common = createCustomCommon({ chainId: Number(chainId) }, Mainnet, { hardfork: "london" });
  }

  async balance(block = "latest"): Promise<bigint> {
    return BigInt((await this.endpoint.result("eth_getBalance", [this.address, block])) as string);
  }

  async pendingNonce(): Promise<bigint> {
    return BigInt(
      (await this.endpoint.result("eth_getTransactionCount", [this.address, "pending"])) as string,
    );
  }

  /** Twice the larger of eth_gasPrice and the latest base fee: enough for the next few blocks. */
  async gasPrice(): Promise<bigint> {
    const price = BigInt((await this.endpoint.result("eth_gasPrice")) as string);
    const latest = (await this.endpoint.result("eth_getBlockByNumber", ["latest", false])) as {
      baseFeePerGas?: string;
    } | null;
    const baseFee = latest?.baseFeePerGas ? BigInt(latest.baseFeePerGas) : 0n;
    return (price > baseFee ? price : baseFee) * 2n + 1n;
  }

  async estimate(req: TxRequest): Promise<bigint> {
    const call: Record<string, string> = { from: this.address };
    if (req.to !== undefined) call.to = req.to;
    if (req.data !== undefined) call.data = req.data;
    if (req.value !== undefined) call.value = `0x${req.value.toString(16)}`;
    const answer = await this.endpoint.call("eth_estimateGas", [call]);
    if (!answer.ok) failWith(`eth_estimateGas to answer for ${show(call, 120)}`, describeError(answer.error));
    const gas = BigInt(answer.result as string);
    return gas + gas / 4n + 10_000n;
  }

  async sign(req: TxRequest): Promise<SignedTx> {
    const nonce = req.nonce ?? (await this.pendingNonce());
    const gasLimit = req.gas ?? (await this.estimate(req));
    const tx = createLegacyTx(
      {
        nonce,
        gasPrice: await this.gasPrice(),
        gasLimit,
        to: req.to as Hex | undefined,
        value: req.value ?? 0n,
        data: (req.data ?? "0x") as Hex,
      },
      { common: this.common },
    ).sign(this.key);
    return { raw: bytesToHex(tx.serialize()) as Hex, hash: bytesToHex(tx.hash()) as Hex, nonce };
  }

  /** Signs and sends; the node's answer must be the transaction hash. */
  async send(req: TxRequest): Promise<SignedTx> {
    const signed = await this.sign(req);
    const answer = await this.endpoint.call("eth_sendRawTransaction", [signed.raw]);
    if (!answer.ok)
      failWith(
        `eth_sendRawTransaction to accept a transaction ${show(req, 160)}`,
        describeError(answer.error),
      );
    if (answer.result !== signed.hash) failWith(`the transaction hash ${signed.hash}`, show(answer.result));
    return signed;
  }

  async sendAndWait(req: TxRequest): Promise<Receipt> {
    const { hash } = await this.send(req);
    const receipt = await this.waitForReceipt(hash);
    if (receipt.status !== undefined && receipt.status !== "0x1")
      failWith(`transaction ${hash} to succeed (status 0x1)`, `status ${receipt.status}`);
    return receipt;
  }

  async waitForReceipt(hash: string, timeoutMs = RECEIPT_TIMEOUT_MS): Promise<Receipt> {
    const deadline = Date.now() + timeoutMs;
    for (let delay = 20; ; delay = Math.min(delay * 2, 500)) {
      const receipt = (await this.endpoint.result("eth_getTransactionReceipt", [hash])) as Receipt | null;
      if (receipt !== null) return receipt;
      if (Date.now() > deadline)
        failWith(`a receipt for ${hash} within ${timeoutMs / 1000} s (is the node mining?)`, "none");
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}
