import { tmpdir } from "node:os";
import { join } from "node:path";
import { createFeeMarket1559Tx, type TypedTransaction } from "@ethereumjs/tx";
import { type Address, hexToBytes } from "@ethereumjs/util";
import { Interface } from "ethers";
import { makeCommon } from "../../src/chain/config/common.js";
import { type DevChainOptions, devChainConfig } from "../../src/chain/config/config.js";
import { type ChainNode, ChainNode as Node } from "../../src/chain/index.js";
import { EthashSealer } from "../../src/chain/miner/ethash-sealer.js";
import type { MiningMode } from "../../src/chain/miner/miner.js";
import type { Sealer } from "../../src/chain/miner/sealer.js";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };

/** Shared across test files so the epoch-0 Ethash cache is built once and then loaded from disk. */
export const ETHASH_TEST_DIR = join(tmpdir(), "powgate-test-ethash");

export interface TestNodeOptions extends DevChainOptions {
  dataDir?: string | null;
  mining?: MiningMode;
  /** wraps the test chain's Ethash sealer (a test that holds seals) */
  wrapSealer?: (sealer: Sealer) => Sealer;
}

export async function openTestNode(opts: TestNodeOptions = {}): Promise<ChainNode> {
  const { dataDir = null, mining = { kind: "auto" }, wrapSealer, ...chain } = opts;
  return Node.open({
    config: devChainConfig(chain),
    dataDir,
    mining,
    sealer: (chain) => {
      const sealer = EthashSealer.create(ETHASH_TEST_DIR, chain.config.consensus.ecip1099Block);
      return wrapSealer ? wrapSealer(sealer) : sealer;
    },
  });
}

export const GWEI = 10n ** 9n;

export interface TxFields {
  nonce: bigint;
  to?: Address;
  value?: bigint;
  data?: Uint8Array | string;
  gasLimit?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  chainId?: bigint;
}

export function signTx(node: ChainNode, key: Uint8Array, f: TxFields): TypedTransaction {
  return createFeeMarket1559Tx(
    {
      chainId: f.chainId ?? node.chain.config.chainId,
      nonce: f.nonce,
      to: f.to,
      value: f.value ?? 0n,
      data: typeof f.data === "string" ? hexToBytes(f.data as `0x${string}`) : f.data,
      gasLimit: f.gasLimit ?? 21_000n,
      maxFeePerGas: f.maxFeePerGas ?? 10n * GWEI,
      maxPriorityFeePerGas: f.maxPriorityFeePerGas ?? GWEI,
    },
    {
      common:
        f.chainId === undefined || f.chainId === node.chain.config.chainId
          ? node.chain.common
          : makeCommon({ chainId: f.chainId, minimumDifficulty: 1n }),
    },
  ).sign(key);
}

type ArtifactName = "Token" | "Probe" | "Tracing" | "Callee";

export function contractInterface(name: ArtifactName): Interface {
  return new Interface(artifacts[name].abi);
}

export function deployData(name: ArtifactName, args: unknown[] = []): string {
  const iface = contractInterface(name);
  return artifacts[name].bytecode + iface.encodeDeploy(args).slice(2);
}

/** Send and wait (automine) for a transaction, returning its inclusion. */
export async function send(node: ChainNode, key: Uint8Array, f: TxFields) {
  const result = await node.submitRawTransaction(signTx(node, key, f).serialize());
  if (!result.inclusion) throw new Error("transaction was not mined");
  return result.inclusion;
}

export async function deploy(
  node: ChainNode,
  key: Uint8Array,
  nonce: bigint,
  name: ArtifactName,
  args: unknown[] = [],
) {
  const inclusion = await send(node, key, { nonce, data: deployData(name, args), gasLimit: 3_000_000n });
  const address = inclusion.result.createdAddress;
  if (!address || inclusion.result.execResult.exceptionError) throw new Error(`deploying ${name} failed`);
  return address;
}
