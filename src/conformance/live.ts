/**
 * Live chain data the checks build their inputs from: the head, a recent block with
 * transactions (and one with uncles, if any), a known transaction, a funded account, a contract.
 * Read once, after the --key fixtures (if any) exist, so those are among the recent blocks.
 */
import { encodeCall, type Hex } from "./abi.js";
import { failWith, show } from "./check.js";
import { type Fixtures, randomAddress } from "./fixtures.js";
import type { Endpoint } from "./rpc.js";

export interface BlockInfo {
  readonly number: Hex;
  readonly hash: Hex;
  readonly gasLimit: bigint;
  readonly transactions: readonly Hex[];
  readonly uncles: readonly Hex[];
}

export interface TxInfo {
  readonly hash: Hex;
  readonly index: Hex;
  readonly from: Hex;
  readonly to: Hex | null;
}

export interface Live {
  readonly chainId: Hex;
  readonly latest: BlockInfo;
  /** funded: the --key account, else eth_accounts[0], the coinbase or a recent sender */
  readonly account: Hex;
  /** an address nobody uses */
  readonly other: Hex;
  /** the most recent block with transactions (within the scan) */
  readonly txBlock?: BlockInfo;
  readonly tx?: TxInfo;
  /** the most recent block with uncles (within the scan) */
  readonly uncleBlock?: BlockInfo;
  /** a block with logs: the fixtures' Token transfer, else txBlock */
  readonly logBlock?: BlockInfo;
  /** something to call: the Token with --key, else the known transaction's receiver */
  readonly contract?: Hex;
  /** call data that succeeds on `contract` (Token.balanceOf(account)), or "0x" */
  readonly callData: Hex;
  readonly fixtures?: Fixtures;
}

/** How many blocks back from the head the scan looks for transactions and uncles. */
export const SCAN_DEPTH = 64;

interface BlockJson {
  number: Hex;
  hash: Hex;
  gasLimit: Hex;
  transactions: Hex[];
  uncles: Hex[];
}

function info(block: BlockJson): BlockInfo {
  return {
    number: block.number,
    hash: block.hash,
    gasLimit: BigInt(block.gasLimit),
    transactions: block.transactions,
    uncles: block.uncles ?? [],
  };
}

export async function readBlock(endpoint: Endpoint, ref: string): Promise<BlockInfo> {
  const block = (await endpoint.result("eth_getBlockByNumber", [ref, false])) as BlockJson | null;
  if (block === null || typeof block !== "object" || typeof block.hash !== "string")
    failWith(`block ${ref} from eth_getBlockByNumber`, show(block));
  return info(block);
}

async function fundedAccount(endpoint: Endpoint, tx: TxInfo | undefined): Promise<Hex> {
  const accounts = await endpoint.call("eth_accounts");
  if (accounts.ok && Array.isArray(accounts.result) && typeof accounts.result[0] === "string")
    return accounts.result[0].toLowerCase() as Hex;
  if (tx) return tx.from;
  const coinbase = await endpoint.call("eth_coinbase");
  if (coinbase.ok && typeof coinbase.result === "string") return coinbase.result.toLowerCase() as Hex;
  return "0x0000000000000000000000000000000000000000";
}

export async function readLive(
  endpoint: Endpoint,
  fixtures: Fixtures | undefined,
  account?: string,
): Promise<Live> {
  const chainId = (await endpoint.result("eth_chainId")) as Hex;
  const latest = await readBlock(endpoint, "latest");
  let txBlock: BlockInfo | undefined;
  let uncleBlock: BlockInfo | undefined;
  const head = BigInt(latest.number);
  for (let n = head; n >= 0n && head - n < BigInt(SCAN_DEPTH) && !(txBlock && uncleBlock); n--) {
    const block = n === head ? latest : await readBlock(endpoint, `0x${n.toString(16)}`);
    if (!txBlock && block.transactions.length > 0) txBlock = block;
    if (!uncleBlock && block.uncles.length > 0) uncleBlock = block;
  }
  let tx: TxInfo | undefined;
  if (txBlock) {
    const t = (await endpoint.result("eth_getTransactionByHash", [txBlock.transactions[0]])) as {
      hash: Hex;
      transactionIndex: Hex;
      from: Hex;
      to: Hex | null;
    } | null;
    if (t) tx = { hash: t.hash, index: t.transactionIndex, from: t.from, to: t.to };
  }
  const funded = (account?.toLowerCase() as Hex | undefined) ?? (await fundedAccount(endpoint, tx));
  const logBlock = fixtures ? await readBlock(endpoint, fixtures.transfer.blockNumber) : txBlock;
  return {
    chainId,
    latest,
    account: funded,
    other: randomAddress(),
    txBlock,
    tx,
    uncleBlock,
    logBlock,
    contract: fixtures?.token ?? tx?.to ?? undefined,
    callData: fixtures ? encodeCall("balanceOf(address)", [funded]) : "0x",
    fixtures,
  };
}
