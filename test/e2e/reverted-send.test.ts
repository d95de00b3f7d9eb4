// A transaction that reverts under automine, as viem and ethers v6 see it: error 3 with the revert
// data (decoded by the client as for eth_call), and the transaction's hash in the message, from
// which the client reaches the mined receipt (status 0). With --revert-returns-hash the send
// answers the hash, as Anvil does, and the client finds the failure in the receipt.
import { Interface as EthersInterface, isError, JsonRpcProvider, Wallet } from "ethers";
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  type WalletClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { chain } from "../helpers/viem-chain.js";

const KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const abi = artifacts.Probe.abi as unknown as readonly Record<string, unknown>[];
const probeAbi = new EthersInterface(artifacts.Probe.abi);

/** The documented form: the message ends with ` (transaction <hash>)`. */
function hashIn(message: string): `0x${string}` {
  const m = / \(transaction (0x[0-9a-f]{64})\)$/.exec(message);
  if (m === null) throw new Error(`no transaction hash in: ${message}`);
  return m[1] as `0x${string}`;
}

function start(revertReturnsHash: boolean): Promise<RunningNode> {
  return startNode({ dataDir: null, port: 0, logLevel: "silent", validateResults: true, revertReturnsHash });
}

async function deployProbe(url: string): Promise<`0x${string}`> {
  const transport = http(url);
  const wallet = createWalletClient({ chain, transport, account: privateKeyToAccount(KEY) });
  const pub = createPublicClient({ chain, transport });
  const hash = await wallet.deployContract({ abi, bytecode: artifacts.Probe.bytecode as `0x${string}` });
  return (await pub.getTransactionReceipt({ hash })).contractAddress!;
}

describe("a send that reverts under automine (default: error 3 naming the hash)", () => {
  let node: RunningNode;
  let probe: `0x${string}`;
  let pub: PublicClient;
  let wallet: WalletClient;
  beforeAll(async () => {
    node = await start(false);
    probe = await deployProbe(node.url);
    pub = createPublicClient({ chain, transport: http(node.url) });
    wallet = createWalletClient({ chain, transport: http(node.url), account: privateKeyToAccount(KEY) });
  });
  afterAll(() => node?.close());

  it("viem: the reason decodes from the data, and the hash in the details leads to the receipt", async () => {
    const head = await pub.getBlockNumber();
    const err = await wallet
      .writeContract({
        address: probe,
        abi,
        functionName: "failWithReason",
        gas: 100_000n,
        chain,
        account: privateKeyToAccount(KEY),
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(BaseError);
    const reverted = (err as BaseError).walk((e) => e instanceof ContractFunctionRevertedError);
    expect((reverted as ContractFunctionRevertedError).reason).toBe("probe: reason string");
    const details = (err as BaseError).details;
    expect(details).toMatch(/^execution reverted: probe: reason string \(transaction 0x[0-9a-f]{64}\)$/);
    const receipt = await pub.getTransactionReceipt({ hash: hashIn(details) });
    expect(receipt.status).toBe("reverted");
    expect(receipt.blockNumber).toBe(head + 1n);
    expect(receipt.to).toBe(probe);
  });

  it("viem: a custom error's selector is in the message, its arguments decode from the data", async () => {
    const err = await wallet
      .writeContract({
        address: probe,
        abi,
        functionName: "failWithCustomError",
        gas: 100_000n,
        chain,
        account: privateKeyToAccount(KEY),
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    const reverted = (err as BaseError).walk(
      (e) => e instanceof ContractFunctionRevertedError,
    ) as ContractFunctionRevertedError;
    expect(reverted.data?.errorName).toBe("Custom");
    expect(reverted.data?.args).toEqual([42n]);
    const selector = probeAbi.getError("Custom")!.selector;
    const details = (err as BaseError).details;
    expect(details).toContain(
      `execution reverted: custom error ${selector}: ${"0".repeat(62)}2a (transaction `,
    );
    expect((await pub.getTransactionReceipt({ hash: hashIn(details) })).status).toBe("reverted");
  });

  it("ethers v6: eth_sendRawTransaction and eth_sendTransaction; the JSON-RPC error carries data and hash", async () => {
    const provider = new JsonRpcProvider(node.url, undefined, { staticNetwork: true, cacheTimeout: -1 });
    try {
      const data = probeAbi.encodeFunctionData("failWithReason");
      const senders = [new Wallet(KEY, provider), await provider.getSigner(DEV0)];
      for (const sender of senders) {
        const err = await sender.sendTransaction({ to: probe, data, gasLimit: 100_000n }).then(
          () => null,
          (e: unknown) => e,
        );
        // ethers maps only call/estimate errors; a send's error keeps the node's error object
        expect(isError(err, "UNKNOWN_ERROR")).toBe(true);
        const rpcError = (err as { error: { code: number; message: string; data: string } }).error;
        expect(rpcError.code).toBe(3);
        expect(probeAbi.parseError(rpcError.data)?.args[0]).toBe("probe: reason string");
        const receipt = await provider.getTransactionReceipt(hashIn(rpcError.message));
        expect(receipt?.status).toBe(0);
        expect(receipt?.from.toLowerCase()).toBe(DEV0);
      }
    } finally {
      provider.destroy();
    }
  });
});

describe("--revert-returns-hash (Anvil's answer)", () => {
  let node: RunningNode;
  let probe: `0x${string}`;
  beforeAll(async () => {
    node = await start(true);
    probe = await deployProbe(node.url);
  });
  afterAll(() => node?.close());

  it("viem: the send answers the hash; the receipt has status reverted", async () => {
    const pub = createPublicClient({ chain, transport: http(node.url) });
    const wallet = createWalletClient({
      chain,
      transport: http(node.url),
      account: privateKeyToAccount(KEY),
    });
    const hash = await wallet.writeContract({
      address: probe,
      abi,
      functionName: "failWithReason",
      gas: 100_000n,
      chain,
      account: privateKeyToAccount(KEY),
    });
    // answered after the block: the receipt is there without waiting
    expect((await pub.getTransactionReceipt({ hash })).status).toBe("reverted");
  });

  it("ethers v6: wait() throws CALL_EXCEPTION with the status-0 receipt", async () => {
    const provider = new JsonRpcProvider(node.url, undefined, { staticNetwork: true, cacheTimeout: -1 });
    try {
      const signer = await provider.getSigner(DEV0);
      const tx = await signer.sendTransaction({
        to: probe,
        data: probeAbi.encodeFunctionData("failWithReason"),
        gasLimit: 100_000n,
      });
      const err = await tx.wait().then(
        () => null,
        (e: unknown) => e,
      );
      expect(isError(err, "CALL_EXCEPTION")).toBe(true);
      expect((err as { receipt: { status: number; hash: string } }).receipt).toMatchObject({
        status: 0,
        hash: tx.hash,
      });
    } finally {
      provider.destroy();
    }
  });
});
