/**
 * The chain every `.io` fixture runs against, built over JSON-RPC on a fresh
 * `startTestServer({ pinnedClock: true })`. Every step is sent and answered before the next, so the
 * blocks (timestamps, Ethash nonces, hashes) come out the same on every run and on every node: a
 * fixture may name a block hash, a transaction hash or a contract address of this chain literally.
 *
 * Blocks (one transaction each unless said otherwise):
 *   1  A1 deploys Token("Powgate Token", "PGT", 1,000,000e18)           type 2
 *   2  A1 deploys Probe                                                  type 2
 *   3  A1 Token.transfer(A2, 1000e18)                                    type 2
 *   4  A2 Token.transfer(A3, 100e18)                                     type 0 (legacy, EIP-155)
 *   5  A1 Probe.store(42) with an access list                            type 1
 *   6  A3 sends 1 ether to A4                                            type 2
 *   7  A2 Probe.failWithReason(): mined with status 0x0, answered code 3 type 2
 *   8  A3 deploys LogSpam: init code emitting 10001 empty LOG0, no code  type 2
 *   9  two transactions: A1 Token.approve(A2, 500e18) (tip 2 gwei) and
 *      A1 Token.transfer(A4, 5e18) (tip 1 gwei, gas limit 200,000), sent in reverse nonce order
 *  10  A2 Token.transferFrom(A1, A3, 200e18)                             type 2
 *  11  A1 Probe.store(7)                                                 type 2
 *
 * Afterwards the pool is empty. A5 to A9 are untouched: fixtures use A5 for calls and rejected
 * transactions, and the eth_sendRawTransaction fixtures that change the chain or the pool send from
 * A6 (unprotected legacy), A7 (queued), A8 (mined revert) and A9 (mined transfer), one account each,
 * so their nonces do not depend on one another.
 */
import { HDNodeWallet, Interface, Transaction, type TransactionLike } from "ethers";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };

export const GWEI = 10n ** 9n;
export const ETHER = 10n ** 18n;
export const CHAIN_ID = 1337n;

export const token = new Interface(artifacts.Token.abi);
export const probe = new Interface(artifacts.Probe.abi);

/** Init code: PUSH2 10001; loop: JUMPDEST, LOG0(0, 0), counter - 1, JUMPI back while non-zero; STOP. */
export const LOG_SPAM_INIT_CODE = "0x6127115b60006000a0600190038060035700";

/** The node's dev accounts: m/44'/60'/0'/0/i of the default mnemonic. A0 is the coinbase. */
export const wallets = Array.from({ length: 10 }, (_, i) =>
  HDNodeWallet.fromPhrase(
    "test test test test test test test test test test test junk",
    undefined,
    `m/44'/60'/0'/0/${i}`,
  ),
);
export const [A0, A1, A2, A3, A4] = wallets.map((w) => w.address.toLowerCase());

/** A signed transaction from dev account `from`; fees default to 10 gwei cap and 1 gwei tip. */
export function signRaw(from: number, tx: TransactionLike<string>): string {
  const t = Transaction.from({
    chainId: CHAIN_ID,
    type: 2,
    value: 0n,
    data: "0x",
    ...(tx.type === 0 || tx.type === 1
      ? { gasPrice: 10n * GWEI }
      : { maxFeePerGas: 10n * GWEI, maxPriorityFeePerGas: GWEI }),
    ...tx,
  });
  t.signature = wallets[from].signingKey.sign(t.unsignedHash);
  return t.serialized;
}

export interface RpcFailure {
  code: number;
  message: string;
  data?: string;
}

/** One JSON-RPC call over HTTP; resolves to the result or rejects with the error object. */
export async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: RpcFailure };
  if (body.error) throw Object.assign(new Error(body.error.message), { rpc: body.error });
  return body.result;
}

/** What the scenario produced, for writing fixtures (printed by `record-fixtures.ts --facts`). */
export interface ScenarioFacts {
  token: string;
  probe: string;
  logSpam: string;
  /** transaction hashes by step name */
  txs: Record<string, string>;
  /** block hashes by number (0 = genesis) */
  blocks: string[];
}

interface Receipt {
  status: string;
  contractAddress: string | null;
  blockNumber: string;
}

async function receipt(url: string, hash: string): Promise<Receipt> {
  const r = (await rpc(url, "eth_getTransactionReceipt", [hash])) as Receipt | null;
  if (r === null) throw new Error(`scenario: no receipt for ${hash}`);
  return r;
}

/** Builds the scenario chain on a fresh node at `url` (HTTP). Throws if any step goes differently. */
export async function buildScenario(url: string): Promise<ScenarioFacts> {
  const head = await rpc(url, "eth_blockNumber", []);
  if (head !== "0x0") throw new Error(`scenario: expected a fresh chain, head is ${head}`);
  const txs: Record<string, string> = {};
  const nonces = new Map<number, number>();
  const nextNonce = (from: number) => {
    const n = nonces.get(from) ?? 0;
    nonces.set(from, n + 1);
    return n;
  };

  /** Sends, waits for the automined block, checks the block number and status. */
  async function step(
    name: string,
    from: number,
    tx: TransactionLike<string>,
    expect: { block: number; status?: "0x1" | "0x0" },
  ): Promise<Receipt> {
    const raw = signRaw(from, { nonce: nextNonce(from), ...tx });
    const hash = Transaction.from(raw).hash!;
    txs[name] = hash;
    const status = expect.status ?? "0x1";
    try {
      const answered = await rpc(url, "eth_sendRawTransaction", [raw]);
      if (answered !== hash) throw new Error(`scenario ${name}: answered ${answered}, expected ${hash}`);
      if (status === "0x0") throw new Error(`scenario ${name}: expected a code 3 answer`);
    } catch (err) {
      const failure = (err as { rpc?: RpcFailure }).rpc;
      if (status === "0x1" || failure?.code !== 3) throw err;
    }
    const r = await receipt(url, hash);
    if (r.status !== status || Number(r.blockNumber) !== expect.block) {
      throw new Error(`scenario ${name}: status ${r.status} in block ${r.blockNumber}`);
    }
    return r;
  }

  const tokenDeploy = await step(
    "deployToken",
    1,
    {
      data:
        artifacts.Token.bytecode + token.encodeDeploy(["Powgate Token", "PGT", 1_000_000n * ETHER]).slice(2),
      gasLimit: 3_000_000n,
    },
    { block: 1 },
  );
  const tokenAddress = tokenDeploy.contractAddress!;
  const probeDeploy = await step(
    "deployProbe",
    1,
    { data: artifacts.Probe.bytecode, gasLimit: 1_000_000n },
    { block: 2 },
  );
  const probeAddress = probeDeploy.contractAddress!;
  await step(
    "transferA1A2",
    1,
    { to: tokenAddress, data: token.encodeFunctionData("transfer", [A2, 1000n * ETHER]), gasLimit: 100_000n },
    { block: 3 },
  );
  await step(
    "legacyTransferA2A3",
    2,
    {
      type: 0,
      to: tokenAddress,
      data: token.encodeFunctionData("transfer", [A3, 100n * ETHER]),
      gasLimit: 100_000n,
    },
    { block: 4 },
  );
  await step(
    "accessListStore42",
    1,
    {
      type: 1,
      to: probeAddress,
      data: probe.encodeFunctionData("store", [42n]),
      gasLimit: 100_000n,
      accessList: [{ address: probeAddress, storageKeys: [`0x${"00".repeat(32)}`] }],
    },
    { block: 5 },
  );
  await step("etherA3A4", 3, { to: A4, value: ETHER, gasLimit: 21_000n }, { block: 6 });
  await step(
    "revertingCall",
    2,
    { to: probeAddress, data: probe.encodeFunctionData("failWithReason"), gasLimit: 100_000n },
    { block: 7, status: "0x0" },
  );
  const spam = await step(
    "deployLogSpam",
    3,
    { data: LOG_SPAM_INIT_CODE, gasLimit: 5_000_000n },
    { block: 8 },
  );

  // Block 9: nonce n+1 first (queued, answered at once), then n: both are mined in one block.
  const approveNonce = nextNonce(1);
  const transferNonce = nextNonce(1);
  const queued = signRaw(1, {
    nonce: transferNonce,
    to: tokenAddress,
    data: token.encodeFunctionData("transfer", [A4, 5n * ETHER]),
    // far more gas than it uses: eth_feeHistory weighs tips by gas used, not by gas limit
    gasLimit: 200_000n,
  });
  txs.transferA1A4 = Transaction.from(queued).hash!;
  if ((await rpc(url, "eth_sendRawTransaction", [queued])) !== txs.transferA1A4) {
    throw new Error("scenario transferA1A4: unexpected answer");
  }
  const filler = signRaw(1, {
    nonce: approveNonce,
    to: tokenAddress,
    data: token.encodeFunctionData("approve", [A2, 500n * ETHER]),
    gasLimit: 100_000n,
    maxPriorityFeePerGas: 2n * GWEI,
  });
  txs.approveA1A2 = Transaction.from(filler).hash!;
  if ((await rpc(url, "eth_sendRawTransaction", [filler])) !== txs.approveA1A2) {
    throw new Error("scenario approveA1A2: unexpected answer");
  }
  for (const name of ["approveA1A2", "transferA1A4"]) {
    const r = await receipt(url, txs[name]);
    if (r.status !== "0x1" || r.blockNumber !== "0x9") throw new Error(`scenario ${name}: not in block 9`);
  }

  await step(
    "transferFromA1A3",
    2,
    {
      to: tokenAddress,
      data: token.encodeFunctionData("transferFrom", [A1, A3, 200n * ETHER]),
      gasLimit: 100_000n,
    },
    { block: 10 },
  );
  await step(
    "store7",
    1,
    { to: probeAddress, data: probe.encodeFunctionData("store", [7n]), gasLimit: 100_000n },
    { block: 11 },
  );

  const blocks: string[] = [];
  for (let n = 0; n <= 11; n++) {
    const block = (await rpc(url, "eth_getBlockByNumber", [`0x${n.toString(16)}`, false])) as {
      hash: string;
    };
    blocks.push(block.hash);
  }
  return { token: tokenAddress, probe: probeAddress, logSpam: spam.contractAddress!, txs, blocks };
}
