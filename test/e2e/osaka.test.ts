/**
 * OpenZeppelin Contracts 5.7 (test/e2e/osaka, installed by `.ci/run`) compiled by solc for
 * `osaka`, on a dev chain started with `--hardfork osaka` and on Anvil 1.7.1 `--hardfork osaka`:
 * an EIP-7702 delegation to OZ's ERC7821 batch executor, sent by the account itself, by an
 * unlocked dev account (eth_sendTransaction with authorizationList) and by an impersonated one;
 * OZ's P256 through the EIP-7951 precompile; OZ's Blockhash past 256 blocks through EIP-2935; CLZ.
 * The answers that do not depend on proof of work must be Anvil's; the blocks built under these
 * rules must still carry valid Ethash seals.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { hexToBytes } from "@ethereumjs/util";
import { p256 } from "@noble/curves/nist.js";
import {
  type Abi,
  createPublicClient,
  createWalletClient,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  toHex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Ethash, EthashCaches, sealHash } from "../../src/chain/ethash/index.js";
import { type RunningNode, startNode } from "../../src/node.js";
import { anvilInstalled, startAnvil } from "../helpers/anvil.js";
import { ETHASH_TEST_DIR } from "../helpers/chain.js";

const OZ = join(import.meta.dirname, "osaka/node_modules");
const KEYS = [
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
] as const;
const IMPERSONATED = "0x00000000000000000000000000000000000c0ffe";
/** ERC-7579 mode: batch call type, default exec type, no selector (ERC7821's supported mode) */
const BATCH_MODE = `0x01${"00".repeat(31)}` as Hex;

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.31;
import {ERC7821} from "@openzeppelin/contracts/account/extensions/draft-ERC7821.sol";
import {Blockhash} from "@openzeppelin/contracts/utils/Blockhash.sol";
import {P256} from "@openzeppelin/contracts/utils/cryptography/P256.sol";

/// An account's code for EIP-7702: OZ's batch executor, callable by the account itself only.
contract BatchDelegate is ERC7821 {
    receive() external payable {}
}

contract Probe {
    function hashOf(uint256 n) external view returns (bytes32) {
        return Blockhash.blockHash(n);
    }
    // verifyNative: the precompile only (P256.verify falls back to Solidity, which needs via-IR)
    function p256(bytes32 h, bytes32 r, bytes32 s, bytes32 qx, bytes32 qy) external view returns (bool) {
        return P256.verifyNative(h, r, s, qx, qy);
    }
    function leadingZeros(uint256 x) external pure returns (uint256 n) {
        assembly { n := clz(x) }
    }
}`;

interface Artifact {
  abi: Abi;
  bytecode: Hex;
}

function compile(): Record<"BatchDelegate" | "Probe", Artifact> {
  const solc = createRequire(import.meta.url)("solc") as {
    compile(input: string, opts: { import(path: string): { contents: string } | { error: string } }): string;
  };
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: "Solidity",
        sources: { "Osaka.sol": { content: SOURCE } },
        settings: {
          evmVersion: "osaka",
          outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
        },
      }),
      {
        import: (path) => {
          const file = join(OZ, path);
          return existsSync(file)
            ? { contents: readFileSync(file, "utf8") }
            : { error: `not found: ${path}` };
        },
      },
    ),
  );
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
  if (errors.length > 0)
    throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join("\n"));
  const get = (name: string): Artifact => {
    const c = output.contracts["Osaka.sol"][name];
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  };
  return { BatchDelegate: get("BatchDelegate"), Probe: get("Probe") };
}

const chain = {
  id: 1337,
  name: "dev",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [] as string[] } },
} as const;

/** What one node answers to the scenario: everything that does not depend on proof of work. */
async function scenario(url: string, artifacts: ReturnType<typeof compile>) {
  const transport = http(url);
  const pub = createPublicClient({ chain, transport });
  const rpc = (method: string, params: unknown[]) =>
    pub.request({ method: method as "eth_call", params: params as never }) as Promise<unknown>;
  const [dev0, self, sponsored] = KEYS.map((k) => privateKeyToAccount(k));
  const wallet = (account: typeof dev0) => createWalletClient({ account, chain, transport });
  const out: Record<string, unknown> = {};

  const deploy = async (a: Artifact) => {
    const hash = await wallet(dev0!).deployContract({ abi: a.abi, bytecode: a.bytecode });
    const receipt = await pub.waitForTransactionReceipt({ hash });
    return receipt.contractAddress!;
  };
  const delegate = await deploy(artifacts.BatchDelegate);
  const probe = await deploy(artifacts.Probe);
  const read = async (fn: string, args: unknown[]) =>
    decodeFunctionResult({
      abi: artifacts.Probe.abi,
      functionName: fn,
      data: (
        await pub.call({
          to: probe,
          data: encodeFunctionData({ abi: artifacts.Probe.abi, functionName: fn, args }),
        })
      ).data!,
    });

  // 1. the account delegates to OZ's ERC7821 and batches two transfers in the same transaction
  const nonce = await pub.getTransactionCount({ address: self!.address });
  const auth = await wallet(self!).signAuthorization({
    account: self!,
    contractAddress: delegate,
    chainId: 1337,
    nonce: nonce + 1, // the transaction's own nonce comes first
  });
  const calls = [
    { target: "0x0000000000000000000000000000000000000a11", value: 1000n, callData: "0x" as Hex },
    { target: "0x0000000000000000000000000000000000000b22", value: 2000n, callData: "0x" as Hex },
  ];
  const executionData = encodeAbiParameters(
    [
      {
        type: "tuple[]",
        components: [
          { name: "target", type: "address" },
          { name: "value", type: "uint256" },
          { name: "callData", type: "bytes" },
        ],
      },
    ],
    [calls as never],
  );
  const batch = await wallet(self!).sendTransaction({
    to: self!.address,
    authorizationList: [auth],
    data: encodeFunctionData({
      abi: artifacts.BatchDelegate.abi,
      functionName: "execute",
      args: [BATCH_MODE, executionData],
    }),
    gas: 200_000n,
  });
  const batchReceipt = await pub.waitForTransactionReceipt({ hash: batch });
  out.batch = { status: batchReceipt.status, type: batchReceipt.type, gasUsed: batchReceipt.gasUsed };
  out.delegatedCode = await pub.getCode({ address: self!.address });
  out.transferred = await Promise.all(calls.map((c) => pub.getBalance({ address: c.target as Hex })));
  const batchTx = (await rpc("eth_getTransactionByHash", [batch])) as Record<string, unknown>;
  out.batchTx = { type: batchTx.type, authorizationList: batchTx.authorizationList };

  // 2. an unlocked dev account sends the delegation of another account (the node signs the transaction)
  const auth2 = await wallet(sponsored!).signAuthorization({
    account: sponsored!,
    contractAddress: delegate,
    chainId: 1337,
    nonce: 0,
  });
  const rpcAuth = (a: typeof auth2) => ({
    chainId: toHex(a.chainId),
    address: a.address,
    nonce: toHex(a.nonce),
    yParity: toHex(a.yParity ?? 0),
    r: a.r,
    s: a.s,
  });
  const sent = (await rpc("eth_sendTransaction", [
    { from: dev0!.address, to: sponsored!.address, authorizationList: [rpcAuth(auth2)], gas: "0x30d40" },
  ])) as Hex;
  const sentReceipt = await pub.waitForTransactionReceipt({ hash: sent });
  out.sponsored = { status: sentReceipt.status, type: sentReceipt.type, gasUsed: sentReceipt.gasUsed };
  out.sponsoredCode = await pub.getCode({ address: sponsored!.address });

  // 3. an impersonated sender does the same for a third authority (its authorization is self-signed)
  await rpc("anvil_setBalance", [IMPERSONATED, "0xde0b6b3a7640000"]);
  await rpc("anvil_impersonateAccount", [IMPERSONATED]);
  const third = privateKeyToAccount(keccak256("0x01"));
  const auth3 = await wallet(third).signAuthorization({
    account: third,
    contractAddress: delegate,
    chainId: 1337,
    nonce: 0,
  });
  const imp = (await rpc("eth_sendTransaction", [
    { from: IMPERSONATED, to: third.address, authorizationList: [rpcAuth(auth3)], gas: "0x30d40" },
  ])) as Hex;
  const impReceipt = await pub.waitForTransactionReceipt({ hash: imp });
  out.impersonated = { status: impReceipt.status, type: impReceipt.type, from: impReceipt.from };
  out.impersonatedCode = await pub.getCode({ address: third.address });

  // 4. OZ's P256 through EIP-7951's precompile: a good signature, then a tampered hash
  // a fixed key (RFC 6979 signatures are deterministic): both nodes get the same calldata
  const key = hexToBytes(keccak256(toHex("p256 test key")));
  const pubKey = p256.getPublicKey(key, false);
  const h = keccak256(toHex("powgate on osaka"));
  const sig = p256.sign(hexToBytes(h), key, { prehash: false, lowS: true });
  const [qx, qy] = [toHex(pubKey.slice(1, 33)), toHex(pubKey.slice(33))];
  const [r, s] = [toHex(sig.slice(0, 32)), toHex(sig.slice(32))];
  out.p256 = await read("p256", [h, r, s, qx, qy]);
  out.p256Tampered = await read("p256", [keccak256(h), r, s, qx, qy]);

  out.hardFork = ((await rpc("anvil_nodeInfo", [])) as { hardFork: string }).hardFork;

  // 5. the other precompiles and gas rules of Prague and Osaka, priced as the EIPs say: BLS12-381
  // G1ADD of two points at infinity (EIP-2537), MODEXP's new pricing (EIP-7883), the calldata floor
  // (EIP-7623), and P256VERIFY's cost (EIP-7951)
  const from = dev0!.address;
  out.blsG1Add = await rpc("eth_call", [
    { to: "0x000000000000000000000000000000000000000b", data: `0x${"00".repeat(256)}` },
    "latest",
  ]);
  const modexp =
    `0x${[32, 32, 32].map((n) => n.toString(16).padStart(64, "0")).join("")}${"ff".repeat(96)}` as Hex;
  // gas used by transactions (exact; estimates carry each node's search tolerance)
  const gasUsed = async (to: Hex, data: Hex) => {
    const hash = await wallet(dev0!).sendTransaction({ to, data, gas: 500_000n });
    return (await pub.waitForTransactionReceipt({ hash })).gasUsed;
  };
  out.gasUsed = [
    await gasUsed("0x0000000000000000000000000000000000000005", modexp),
    await gasUsed("0x0000000000000000000000000000000000000b22", `0x${"ff".repeat(2000)}`),
    await gasUsed(
      probe,
      encodeFunctionData({ abi: artifacts.Probe.abi, functionName: "p256", args: [h, r, s, qx, qy] }),
    ),
  ];

  // an eth_call with an authorization list runs as a set-code transaction: the authority runs Probe's code
  const fourth = privateKeyToAccount(keccak256("0x02"));
  const auth4 = await wallet(fourth).signAuthorization({
    account: fourth,
    contractAddress: probe,
    chainId: 1337,
    nonce: 0,
  });
  out.callWithAuthorization = await rpc("eth_call", [
    {
      from,
      to: fourth.address,
      authorizationList: [rpcAuth(auth4)],
      data: encodeFunctionData({ abi: artifacts.Probe.abi, functionName: "leadingZeros", args: [1n] }),
    },
    "latest",
  ]);

  // 6. CLZ (EIP-7939)
  out.clz = await Promise.all([1n, 2n ** 255n, 0n].map((x) => read("leadingZeros", [x])));

  // 7. OZ's Blockhash: within 256 blocks BLOCKHASH, beyond them EIP-2935's contract
  await rpc("anvil_mine", ["0x104"]);
  // eth_blockNumber itself: viem caches getBlockNumber for its polling interval
  const head = BigInt((await rpc("eth_blockNumber", [])) as string);
  const hashes: Record<string, boolean> = {};
  for (const n of [head - 1n, head - 256n, head - 258n, 1n]) {
    const block = await pub.getBlock({ blockNumber: n });
    hashes[`head-${head - n}`] = (await read("hashOf", [n])) === block.hash;
  }
  out.blockhash = hashes;
  return out;
}

describe.runIf(process.platform === "linux" && process.arch === "x64")(
  "osaka rules on Ethash, against Anvil",
  () => {
    let anvil: { url: string; process: ChildProcess };
    let node: RunningNode;
    let artifacts: ReturnType<typeof compile>;
    let caches: EthashCaches;

    beforeAll(async () => {
      if (!anvilInstalled() || !existsSync(OZ))
        throw new Error("run npm ci in test/e2e/anvil and test/e2e/osaka (.ci/run does)");
      artifacts = compile();
      anvil = await startAnvil(["--chain-id", "1337", "--hardfork", "osaka"]);
      node = await startNode({
        dataDir: null,
        port: 0,
        logLevel: "silent",
        validateResults: true,
        hardfork: "osaka",
      });
      caches = new EthashCaches({ dir: ETHASH_TEST_DIR });
    }, 120_000);

    afterAll(async () => {
      anvil?.process.kill();
      await node?.close();
      await caches?.close();
    });

    it("runs OZ's ERC7821 delegation, P256 and Blockhash as Anvil does, and seals every block with Ethash", async () => {
      const ours = await scenario(node.url, artifacts);
      const theirs = await scenario(anvil.url, artifacts);
      expect(ours).toEqual(theirs);
      // and what both say is what the EIPs say
      expect(ours.batch).toMatchObject({ status: "success", type: "eip7702" });
      expect(ours.delegatedCode).toMatch(/^0xef0100[0-9a-f]{40}$/);
      expect(ours.transferred).toEqual([1000n, 2000n]);
      expect(ours.sponsored).toMatchObject({ status: "success", type: "eip7702" });
      expect(ours.impersonated).toMatchObject({ status: "success", from: IMPERSONATED });
      expect(ours.p256).toBe(true);
      expect(ours.p256Tampered).toBe(false);
      expect(ours.clz).toEqual([255n, 0n, 256n]);
      expect(BigInt(ours.callWithAuthorization as Hex)).toBe(255n);
      expect(ours.hardFork).toBe("Osaka");
      expect(ours.blsG1Add).toBe(`0x${"00".repeat(128)}`);
      // 2,000 non-zero bytes: EIP-7623's floor, 21,000 + 2,000 × 4 tokens × 10
      expect((ours.gasUsed as bigint[])[1]).toBe(101_000n);
      expect(Object.values(ours.blockhash as object)).toEqual([true, true, true, true]);

      // the blocks of the scenario: proof of work (difficulty, Ethash seal), under osaka's EVM
      const ethash = new Ethash(caches);
      const chainStore = node.chain.chain;
      for (let n = 1n; n <= 6n; n++) {
        const block = (await chainStore.getBlockByNumber(n))!;
        const h = block.header;
        expect(h.difficulty).toBeGreaterThan(0n);
        expect(h.raw()).toHaveLength(16); // London's header: no withdrawals, blob or beacon-root fields
        expect(await ethash.verify(sealHash(h.raw()), n, h.difficulty, h.nonce, h.mixHash)).toBe(true);
      }
    }, 240_000);
  },
);
