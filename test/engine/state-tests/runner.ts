// One state-test case through one configuration: the pre-state, the transaction the post state's
// indexes pick, the block the environment describes, then the post-state root and the logs hash
// against the fixture's. The semantics are geth's (tests/state_test_util.go) and EthereumJS's
// (packages/vm/test), learnt from them and written anew.
import { type Block, createBlock } from "@ethereumjs/block";
import { type Common, Hardfork, type StateManagerInterface } from "@ethereumjs/common";
import type { EVMMockBlockchainInterface } from "@ethereumjs/evm";
import { RLP } from "@ethereumjs/rlp";
import {
  createAccessList2930Tx,
  createEOACode7702Tx,
  createFeeMarket1559Tx,
  createLegacyTx,
  type TypedTransaction,
} from "@ethereumjs/tx";
import {
  Account,
  type Address,
  bytesToHex,
  createAddressFromString,
  hexToBytes,
  setLengthLeft,
} from "@ethereumjs/util";
import type { RunTxResult } from "@ethereumjs/vm";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { caseId, type Env, type PreAccount, type StateTestCase, type TransactionFields } from "./fixture.js";
import { BEACON_ONLY_CASES, FORK_BY_NAME } from "./forks.js";
import { type Config, commonFor, openVm } from "./vm.js";

export type Status = "passed" | "failed" | "skipped";

export interface CaseResult {
  id: string;
  file: string;
  name: string;
  fork: string;
  index: number;
  status: Status;
  /** why it failed or was skipped */
  reason?: string;
  expectedRoot: string;
  gotRoot?: string;
  expectedLogs: string;
  gotLogs?: string;
  /** the transaction's rejection, if it was rejected */
  rejected?: string;
  ms: number;
}

/** Runs `c` through `config`; never throws (a harness error is a failure with its message). */
export async function runCase(config: Config, c: StateTestCase): Promise<CaseResult> {
  const started = performance.now();
  const base = {
    id: caseId(c),
    file: c.file,
    name: c.name,
    fork: c.fork,
    index: c.index,
    expectedRoot: c.post.hash,
    expectedLogs: c.post.logs,
  };
  const done = (rest: Partial<CaseResult> & { status: Status }): CaseResult => ({
    ...base,
    ...rest,
    ms: performance.now() - started,
  });
  const fork = FORK_BY_NAME.get(c.fork);
  if (fork === undefined) return done({ status: "skipped", reason: `fork ${c.fork} is not run` });
  if (c.test.transaction.blobVersionedHashes !== undefined)
    return done({ status: "skipped", reason: "blob transaction (EIP-4844 is not a dev-chain EIP)" });
  const beaconOnly = fork.devRules && BEACON_ONLY_CASES.find((b) => c.name.includes(b.name));
  if (beaconOnly) return done({ status: "skipped", reason: beaconOnly.why });
  try {
    // a copy per case: every EVM made with a Common listens to its events for good
    const common = (await commonFor(config, fork)).copy();
    const tvm = await openVm(config, common, (sm) => writePre(sm, c.test.pre), BLOCK_HASHES);
    let rejected: string | undefined;
    let result: RunTxResult | undefined;
    let tx: TypedTransaction | undefined;
    try {
      tx = buildTx(c.test.transaction, c.post.indexes, common);
    } catch (err) {
      rejected = `transaction not built: ${(err as Error).message}`;
    }
    if (tx !== undefined) {
      try {
        result = await tvm.run(tx, buildBlock(c.test.env, common));
      } catch (err) {
        rejected = (err as Error).message;
      }
    }
    await touchCoinbase(tvm.vm.stateManager, c.test.env, common, result !== undefined);
    const root = bytesToHex(await tvm.settle());
    const logs = result === undefined ? undefined : logsHash(result);
    const seen = { gotRoot: root, gotLogs: logs, rejected };
    const expected = c.post.expectException;
    if (expected !== undefined && rejected === undefined)
      return done({
        ...seen,
        status: "failed",
        reason: `expected ${expected}, the transaction was accepted`,
      });
    if (expected === undefined && rejected !== undefined)
      return done({ ...seen, status: "failed", reason: `unexpected rejection: ${short(rejected)}` });
    if (root !== c.post.hash.toLowerCase())
      return done({ ...seen, status: "failed", reason: "post-state root differs" });
    // geth checks the logs of an executed transaction only
    if (logs !== undefined && logs !== c.post.logs.toLowerCase())
      return done({ ...seen, status: "failed", reason: "logs hash differs" });
    return done({ ...seen, status: "passed" });
  } catch (err) {
    return done({ status: "failed", reason: `harness error: ${short((err as Error).stack ?? String(err))}` });
  }
}

function short(message: string): string {
  const line = message.split("\n").slice(0, 3).join(" | ");
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** BLOCKHASH as in geth's state tests: keccak256 of the number's decimal digits. */
const BLOCK_HASHES: EVMMockBlockchainInterface = {
  async getBlock(n: number) {
    const hash = keccak_256(new TextEncoder().encode(String(n)));
    return { hash: () => hash };
  },
  async putBlock() {},
  shallowCopy() {
    return BLOCK_HASHES;
  },
};

/** hex of any length (the fixtures write "0x", "0x0", "0x00") as bytes */
export function bytesOf(hex: string): Uint8Array {
  const digits = hex.startsWith("0x") ? hex.slice(2) : hex;
  return hexToBytes(`0x${digits.length % 2 === 1 ? `0${digits}` : digits}`);
}

function numberOf(hex: string | undefined): bigint {
  if (hex === undefined || hex === "0x" || hex === "") return 0n;
  return BigInt(hex);
}

async function writePre(sm: StateManagerInterface, pre: Record<string, PreAccount>): Promise<void> {
  for (const [address, account] of Object.entries(pre)) {
    const addr = createAddressFromString(address);
    await sm.putAccount(addr, new Account(numberOf(account.nonce), numberOf(account.balance)));
    const code = bytesOf(account.code);
    if (code.length > 0) await sm.putCode(addr, code);
    for (const [key, value] of Object.entries(account.storage ?? {})) {
      if (numberOf(value) === 0n) continue;
      await sm.putStorage(addr, setLengthLeft(bytesOf(key), 32), bytesOf(value));
    }
  }
}

/** The transaction of the post state's indexes, signed by the fixture's key. */
function buildTx(
  fields: TransactionFields,
  indexes: { data: number; gas: number; value: number },
  common: Common,
): TypedTransaction {
  const data = fields.data[indexes.data];
  const gasLimit = fields.gasLimit[indexes.gas];
  const value = fields.value[indexes.value];
  if (data === undefined || gasLimit === undefined || value === undefined)
    throw new Error("indexes out of the transaction's lists");
  const base = {
    nonce: numberOf(fields.nonce),
    gasLimit: numberOf(gasLimit),
    to: fields.to === "" ? undefined : createAddressFromString(fields.to),
    value: numberOf(value),
    data: bytesOf(data),
  };
  const accessList = (fields.accessLists?.[indexes.data] ?? []).map((entry) => ({
    address: entry.address as `0x${string}`,
    storageKeys: entry.storageKeys as `0x${string}`[],
  }));
  let tx: TypedTransaction;
  if (fields.authorizationList !== undefined) {
    const hex = (n: string) => `0x${numberOf(n).toString(16)}` as `0x${string}`;
    tx = createEOACode7702Tx(
      {
        ...base,
        chainId: common.chainId(),
        maxFeePerGas: numberOf(fields.maxFeePerGas),
        maxPriorityFeePerGas: numberOf(fields.maxPriorityFeePerGas),
        accessList,
        authorizationList: fields.authorizationList.map((a) => ({
          chainId: hex(a.chainId),
          address: a.address as `0x${string}`,
          nonce: hex(a.nonce),
          yParity: hex(a.yParity ?? a.v ?? "0x0"),
          r: hex(a.r),
          s: hex(a.s),
        })),
      },
      { common },
    );
  } else if (fields.maxFeePerGas !== undefined) {
    tx = createFeeMarket1559Tx(
      {
        ...base,
        chainId: common.chainId(),
        maxFeePerGas: numberOf(fields.maxFeePerGas),
        maxPriorityFeePerGas: numberOf(fields.maxPriorityFeePerGas),
        accessList,
      },
      { common },
    );
  } else if (fields.accessLists !== undefined) {
    tx = createAccessList2930Tx(
      { ...base, chainId: common.chainId(), gasPrice: numberOf(fields.gasPrice), accessList },
      { common },
    );
  } else {
    tx = createLegacyTx({ ...base, gasPrice: numberOf(fields.gasPrice) }, { common });
  }
  const signed = tx.sign(bytesOf(fields.secretKey));
  if (
    fields.sender !== undefined &&
    !signed.getSenderAddress().equals(createAddressFromString(fields.sender))
  )
    throw new Error(`the key signs for ${signed.getSenderAddress()}, the fixture says ${fields.sender}`);
  return signed;
}

/** The block the environment describes (no parent: BLOCKHASH is BLOCK_HASHES'). */
function buildBlock(env: Env, common: Common): Block {
  const postMerge = common.gteHardfork(Hardfork.Paris);
  return createBlock(
    {
      header: {
        number: numberOf(env.currentNumber),
        coinbase: createAddressFromString(env.currentCoinbase),
        timestamp: numberOf(env.currentTimestamp),
        gasLimit: numberOf(env.currentGasLimit),
        difficulty: postMerge ? 0n : numberOf(env.currentDifficulty),
        ...(postMerge && env.currentRandom !== undefined
          ? { mixHash: setLengthLeft(bytesOf(env.currentRandom), 32) }
          : {}),
        ...(common.isActivatedEIP(1559)
          ? { baseFeePerGas: env.currentBaseFee === undefined ? 10n : numberOf(env.currentBaseFee) }
          : {}),
        ...(common.isActivatedEIP(4844) ? { excessBlobGas: numberOf(env.currentExcessBlobGas) } : {}),
      },
    },
    { common, setHardfork: false, skipConsensusFormatValidation: true },
  );
}

/**
 * geth adds 0 wei to the coinbase after an executed transaction (it may have self-destructed, or
 * received no fee): before EIP-158 that creates it empty, from EIP-158 on an empty touched account
 * is deleted. From EIP-158 on a rejected transaction leaves the pre-state as it was; before it the
 * fixtures' roots have the coinbase created all the same (as geth's runner did when they were filled).
 */
async function touchCoinbase(sm: StateManagerInterface, env: Env, common: Common, executed: boolean) {
  const coinbase: Address = createAddressFromString(env.currentCoinbase);
  const account = await sm.getAccount(coinbase);
  const eip158 = common.gteHardfork(Hardfork.SpuriousDragon);
  if (account === undefined) {
    if (!eip158) await sm.putAccount(coinbase, new Account());
  } else if (eip158 && executed && account.isEmpty()) {
    await sm.deleteAccount(coinbase);
  }
}

/** keccak256 of the RLP of the transaction's logs ([address, topics, data] each). */
function logsHash(result: RunTxResult): string {
  return bytesToHex(keccak_256(RLP.encode(result.execResult.logs ?? [])));
}
