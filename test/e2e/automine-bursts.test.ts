// Under automine a send is answered only once its block is the head, for concurrent senders too:
// bursts of eth_sendTransaction and eth_sendRawTransaction from one account and from many, each
// answer followed at once by reads at `latest` (the receipt, the sender's nonce, an eth_call of the
// storage slot the transaction wrote) that must see it mined, as a test suite on Hardhat expects.
import { Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningNode } from "../../src/node.js";
import { rpc, wallets } from "../contract/scenario.js";
import { startTestServer } from "../helpers/server.js";

const ROUNDS = 12;
const TARGET = "0x00000000000000000000000000000000000b0057";
/**
 * 32 bytes of calldata k: SSTORE(k, 1); 33 bytes (k, then one more): returns SLOAD(k).
 * CALLDATASIZE PUSH1 32 EQ PUSH1 0x13 JUMPI | PUSH1 0 CALLDATALOAD SLOAD PUSH1 0 MSTORE PUSH1 32
 * PUSH1 0 RETURN | 0x13: JUMPDEST PUSH1 1 PUSH1 0 CALLDATALOAD SSTORE STOP
 */
const SLOT_MARKER = "0x366020146013576000355460005260206000f35b60016000355500";
const word = (k: bigint) => k.toString(16).padStart(64, "0");

interface Receipt {
  status: string;
  blockNumber: string;
}

describe("automine answers a send once its block is the head", () => {
  let node: RunningNode;
  const chainNonces = new Map<string, number>();
  let nextKey = 1n;

  beforeAll(async () => {
    node = await startTestServer();
    await rpc(node.url, "hardhat_setCode", [TARGET, SLOT_MARKER]);
  });
  afterAll(() => node?.close());

  /** What a client reads right after the answer: all at `latest`, all must show the transaction. */
  async function readBack(hash: string, from: string, nonce: number, key: bigint): Promise<void> {
    const [receipt, count, marked] = await Promise.all([
      rpc(node.url, "eth_getTransactionReceipt", [hash]) as Promise<Receipt | null>,
      rpc(node.url, "eth_getTransactionCount", [from, "latest"]) as Promise<string>,
      rpc(node.url, "eth_call", [{ to: TARGET, data: `0x${word(key)}00` }, "latest"]) as Promise<string>,
    ]);
    expect(receipt, `receipt of ${hash}`).not.toBeNull();
    expect(receipt!.status).toBe("0x1");
    expect(Number(count)).toBeGreaterThan(nonce);
    expect(BigInt(marked), `slot ${key} written by ${hash}`).toBe(1n);
  }

  /** eth_sendTransaction without nonce or gas (the node fills both), then the reads. */
  async function sendFilled(from: string): Promise<void> {
    const key = nextKey++;
    const hash = (await rpc(node.url, "eth_sendTransaction", [
      { from, to: TARGET, data: `0x${word(key)}` },
    ])) as string;
    const tx = (await rpc(node.url, "eth_getTransactionByHash", [hash])) as { nonce: string };
    await readBack(hash, from, Number(tx.nonce), key);
  }

  /** eth_sendRawTransaction of a transaction signed here with the next nonce. */
  async function sendRaw(w: Wallet): Promise<void> {
    const key = nextKey++;
    const address = w.address.toLowerCase();
    const nonce = chainNonces.get(address) ?? 0;
    chainNonces.set(address, nonce + 1);
    const raw = await w.signTransaction({
      chainId: 1337n,
      type: 2,
      nonce,
      to: TARGET,
      data: `0x${word(key)}`,
      gasLimit: 100_000n,
      maxFeePerGas: 10n ** 11n,
      maxPriorityFeePerGas: 10n ** 9n,
    });
    const hash = (await rpc(node.url, "eth_sendRawTransaction", [raw])) as string;
    await readBack(hash, address, nonce, key);
  }

  it("bursts of eth_sendTransaction from one account", async () => {
    const from = wallets[0]!.address.toLowerCase();
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all([1, 2, 3, 4, 5].map(() => sendFilled(from)));
    }
  }, 120_000);

  it("bursts of eth_sendRawTransaction from one account", async () => {
    const w = new Wallet(wallets[1]!.privateKey);
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all([1, 2, 3, 4, 5].map(() => sendRaw(w)));
    }
  }, 120_000);

  it("bursts from many accounts, both methods at once", async () => {
    const raws = wallets.slice(2, 6).map((w) => new Wallet(w.privateKey));
    const filled = wallets.slice(6, 10).map((w) => w.address.toLowerCase());
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all([
        ...raws.flatMap((w) => [1, 2, 3].map(() => sendRaw(w))),
        ...filled.flatMap((from) => [1, 2, 3].map(() => sendFilled(from))),
      ]);
    }
  }, 120_000);
});
