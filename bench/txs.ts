/**
 * Accounts of the dev mnemonic, the addresses the workloads read and pay, contract artifacts and
 * signed transactions. Every node runs chain id 1337 and gets the same transactions in the same
 * order, so a signature is computed once per run and reused for every node and round.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  AbiCoder,
  getAddress,
  getCreateAddress,
  HDNodeWallet,
  Interface,
  keccak256,
  id as keccakText,
  Mnemonic,
  Transaction,
  toUtf8Bytes,
} from "ethers";
import { ACCOUNTS, benchDir, CHAIN_ID, MNEMONIC, rootDir } from "./targets.js";

export interface Account {
  address: string;
  wallet: HDNodeWallet;
}

const mnemonic = Mnemonic.fromPhrase(MNEMONIC);
export const accounts: Account[] = Array.from({ length: ACCOUNTS }, (_, i) => {
  const wallet = HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${i}`);
  return { address: wallet.address, wallet };
});

/** Roles: 16 W5 senders (0-15; 0 deploys the token), W3's, W6's and W10's senders, the emitters' deployer. */
export const ROLE = { w3: 16, w6: 17, w10: 18, deployer: 19 } as const;
export const W5_SENDERS = 16;

/** Deterministic holder addresses (W4 reads them, W5 pays them). */
export function holders(n: number): string[] {
  return Array.from({ length: n }, (_, i) => getAddress(`0x${keccakText(`holder-${i}`).slice(26)}`));
}

interface Artifact {
  abi: unknown[];
  bytecode: string;
}
const productArtifacts = JSON.parse(readFileSync(join(rootDir, "src/contracts/artifacts.json"), "utf8"));
const benchArtifacts = JSON.parse(readFileSync(join(benchDir, "contracts/artifacts.json"), "utf8"));
export const artifacts = {
  /** powgate's own ERC20 (src/contracts/artifacts.json, osaka: PUSH0, TSTORE/TLOAD, MCOPY) */
  Token: productArtifacts.Token as Artifact,
  /** the same ERC20 without the transient lock, shanghai (Ganache) */
  TokenShanghai: benchArtifacts.TokenShanghai as Artifact,
  Emitter: benchArtifacts.Emitter as Artifact,
  /** W11's opcode-class loops (shanghai) */
  Compute: benchArtifacts.Compute as Artifact,
};
export const tokenAbi = new Interface(artifacts.Token.abi as string[]);
export const emitterAbi = new Interface(artifacts.Emitter.abi as string[]);
export const EVENT_TOPIC0 = emitterAbi.getEvent("E0")!.topicHash;
export const TOKEN_SUPPLY = 10n ** 27n;

export function tokenDeployData(kind: "Token" | "TokenShanghai"): string {
  const args = AbiCoder.defaultAbiCoder().encode(
    ["string", "string", "uint256"],
    ["Bench", "BNC", TOKEN_SUPPLY],
  );
  return artifacts[kind].bytecode + args.slice(2);
}

export function balanceOfData(holder: string): string {
  return tokenAbi.encodeFunctionData("balanceOf", [holder]);
}

export function contractAddress(from: string, nonce: number): string {
  return getCreateAddress({ from, nonce });
}

export interface TxSpec {
  from: number;
  nonce: number;
  to: string | null;
  value?: bigint;
  data?: string;
  gas: number;
}

/** Fees every node accepts: all start at a 1 gwei base fee that falls on light blocks. */
const MAX_FEE = 20n * 10n ** 9n;
const TIP = 10n ** 9n;
const signed = new Map<string, { raw: string; hash: string }>();
export let signatures = 0;

/** A signed type-2 transaction (cached across nodes and rounds). */
export function sign(spec: TxSpec): { raw: string; hash: string } {
  const key = `${spec.from}:${spec.nonce}:${spec.to}:${spec.value ?? 0n}:${spec.data ?? ""}:${spec.gas}`;
  const hit = signed.get(key);
  if (hit) return hit;
  const tx = Transaction.from({
    type: 2,
    chainId: CHAIN_ID,
    nonce: spec.nonce,
    to: spec.to,
    value: spec.value ?? 0n,
    data: spec.data ?? "0x",
    gasLimit: spec.gas,
    maxFeePerGas: MAX_FEE,
    maxPriorityFeePerGas: TIP,
  });
  tx.signature = accounts[spec.from].wallet.signingKey.sign(tx.unsignedHash);
  const out = { raw: tx.serialized, hash: keccak256(tx.serialized) };
  signed.set(key, out);
  signatures++;
  return out;
}

export const GAS = {
  transfer: 21_000,
  erc20: 100_000,
  deployToken: 3_000_000,
  deployEmitter: 600_000,
  fire: 150_000,
};

export function hex(n: number | bigint): string {
  return `0x${n.toString(16)}`;
}

export function utf8Hex(s: string): string {
  return `0x${Buffer.from(toUtf8Bytes(s)).toString("hex")}`;
}
