// eth_simulateV1 (execution-apis, as geth's internal/ethapi/simulate.go): blocks of calls on one
// state inside the call service's always-reverted checkpoint. Simulated blocks are built as this
// chain builds blocks (Ethash difficulty on their simulated parent, roots, bloom) but never sealed,
// stored or announced, and pay no reward (as geth).
import { Block, type BlockHeader, createBlock, createBlockHeader } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import type { EVM } from "@ethereumjs/evm";
import {
  createAccessList2930Tx,
  createFeeMarket1559Tx,
  createLegacyTx,
  type TypedTransaction,
} from "@ethereumjs/tx";
import { createZeroAddress, KECCAK256_RLP_ARRAY, toChecksumAddress } from "@ethereumjs/util";
import { Bloom, type RunTxResult, runTx } from "@ethereumjs/vm";
import { expectedDifficulty } from "../block/difficulty.js";
import { orderedTrieRoot } from "../block/ordered-trie.js";
import type { Chain } from "../chain.js";
import { impersonatedTransaction } from "../dev/impersonation.js";
import {
  SimBlockGasLimitError,
  SimInitCodeTooLargeError,
  SimInsufficientFundsError,
  SimIntrinsicGasError,
  SimInvalidTransactionError,
  SimNonceTooHighError,
  SimNonceTooLowError,
} from "../errors.js";
import { encodeReceiptBinary } from "../receipts.js";
import { floorDataGas } from "../tx/floor-gas.js";
import type { LogData, ReceiptData } from "../types.js";
import { hideSenderCodeFromCheck } from "./call-tx.js";
import type { CallSession, Executor } from "./executor.js";
import { applyStateOverrides } from "./overrides.js";
import type { CallRequest, ExecutionOptions } from "./request.js";
import { decodeRevertReason } from "./revert.js";
import { checkLimits, type PlannedBlock, planBlocks, type SimBlockRequest } from "./simulate-chain.js";
import { TransferLogRecorder } from "./simulate-logs.js";

export type { SimBlockRequest } from "./simulate-chain.js";

/** A call of a simulated block: a call request with an optional nonce. */
export interface SimCall extends CallRequest {
  nonce?: bigint;
}

export interface SimulateRequest {
  blocks: SimBlockRequest[];
  /** ether transfers as logs of 0xeeee…eeee (simulate-logs.ts) */
  traceTransfers: boolean;
  /** nonces, balances and fee caps checked as for a real transaction */
  validation: boolean;
}

/** Why a call failed in the EVM: a REVERT (with its payload) or another failure. */
export type SimCallError =
  | { reverted: true; message: string; data: Uint8Array }
  | { reverted: false; message: string };

export interface SimCallResult {
  returnData: Uint8Array;
  logs: LogData[];
  gasUsed: bigint;
  status: 0 | 1;
  error?: SimCallError;
}

export interface SimulatedBlock {
  block: Block;
  totalDifficulty: bigint;
  calls: SimCallResult[];
}

/** The simulation of `request` on `base`'s state; nothing of it stays. */
export async function simulate(
  executor: Executor,
  chain: Chain,
  base: Block,
  request: SimulateRequest,
  opts: ExecutionOptions = {},
): Promise<SimulatedBlock[]> {
  checkLimits(request.blocks);
  const planned = planBlocks(request.blocks, base.header.number, base.header.timestamp);
  // the pending block is not stored: its total difficulty is its parent's plus its own
  const baseTd =
    (await chain.getTotalDifficulty(base.hash())) ??
    ((await chain.getTotalDifficulty(base.header.parentHash)) ?? 0n) + base.header.difficulty;
  return executor.session(base, opts, async (session) => {
    const out: SimulatedBlock[] = [];
    const hashes = new Map<bigint, Uint8Array>();
    let parent = { header: base.header, td: baseTd };
    const budget: GasBudget = { remaining: session.gasCap };
    for (const plan of planned) {
      session.hashes.setSimulated(hashes);
      const built = await simulateBlock(session, chain, plan, parent.header, request, budget);
      const totalDifficulty = parent.td + built.block.header.difficulty;
      out.push({ ...built, totalDifficulty });
      hashes.set(plan.number, built.block.hash());
      parent = { header: built.block.header, td: totalDifficulty };
    }
    return out;
  });
}

/**
 * The gas cap, shared by every call of every block of one simulation (geth's gasBudget): a call's
 * gas is lowered to what is left of it, and what each call used is taken from it.
 */
interface GasBudget {
  remaining: bigint;
}

async function simulateBlock(
  session: CallSession,
  chain: Chain,
  plan: PlannedBlock,
  parent: BlockHeader,
  request: SimulateRequest,
  budget: GasBudget,
): Promise<{ block: Block; calls: SimCallResult[] }> {
  const { vm } = session;
  // the block's own fork (a schedule with forks after genesis): the session's VM only
  const common = vm.common;
  common.setHardforkBy({ blockNumber: plan.number, timestamp: plan.time });
  const env = blockEnvironment(chain, common, plan, parent, request.validation);
  const undoPrecompiles = plan.stateOverrides
    ? await applyStateOverrides(vm.stateManager, vm.evm, plan.stateOverrides)
    : undefined;
  const txs: TypedTransaction[] = [];
  const receipts: ReceiptData[] = [];
  const calls: SimCallResult[] = [];
  const bloom = new Bloom(undefined, common);
  let gasUsed = 0n;
  try {
    for (const call of plan.calls) {
      const { tx, priced, capped } = await prepare(
        session,
        common,
        env,
        call,
        gasUsed,
        budget,
        request.validation,
      );
      const from = call.from ?? createZeroAddress();
      const recorder = request.traceTransfers ? TransferLogRecorder.attach(vm.evm as EVM) : undefined;
      let result: RunTxResult;
      let logs: LogData[] | undefined;
      const restore = (await vm.stateManager.getAccount(from))?.isContract()
        ? hideSenderCodeFromCheck(vm.stateManager, from)
        : undefined;
      try {
        result = await session.run(() =>
          runTx(vm, {
            tx,
            block: env,
            blockGasUsed: gasUsed,
            skipNonce: true,
            skipBalance: !priced,
            skipBlockGasLimitValidation: true,
            skipHardForkValidation: true,
          }),
        );
      } finally {
        restore?.();
        logs = recorder?.detach();
      }
      gasUsed += result.totalGasSpent;
      budget.remaining -= result.totalGasSpent; // never below 0: the call's gas was at most what was left
      const receiptLogs = result.receipt.logs.map(([address, topics, data]) => ({ address, topics, data }));
      const status = result.execResult.exceptionError === undefined ? 1 : 0;
      txs.push(tx);
      receipts.push({ type: tx.type, status, cumulativeGasUsed: gasUsed, logs: receiptLogs });
      bloom.or(result.bloom);
      calls.push(callResult(result, logs ?? receiptLogs, capped));
    }
  } finally {
    undoPrecompiles?.();
  }
  const stateRoot = await vm.stateManager.getStateRoot();
  const header = createBlockHeader(
    {
      ...headerFields(env.header),
      stateRoot,
      transactionsTrie: orderedTrieRoot(txs.map((tx) => tx.serialize())),
      receiptTrie: orderedTrieRoot(receipts.map(encodeReceiptBinary)),
      logsBloom: bloom.bitvector,
      gasUsed,
      // a zero base fee is set after construction, as in blockEnvironment
      baseFeePerGas: env.header.baseFeePerGas === 0n ? undefined : env.header.baseFeePerGas,
    },
    { common, setHardfork: false, skipConsensusFormatValidation: true, freeze: false },
  );
  if (env.header.baseFeePerGas === 0n) (header as { baseFeePerGas: bigint }).baseFeePerGas = 0n;
  return { block: new Block(header, txs, [], undefined, { common }), calls };
}

/** The header fields every simulated block starts from (its context while its calls run). */
function blockEnvironment(
  chain: Chain,
  common: Common,
  plan: PlannedBlock,
  parent: BlockHeader,
  validation: boolean,
): Block {
  const o = plan.blockOverrides;
  const feeMarket = common.isActivatedEIP(1559);
  // without validation the base fee is 0 unless given, as geth (a call may then pay nothing)
  const baseFee = feeMarket ? (o?.baseFeePerGas ?? (validation ? parent.calcNextBaseFee() : 0n)) : undefined;
  const block = createBlock(
    {
      header: {
        parentHash: parent.hash(),
        uncleHash: KECCAK256_RLP_ARRAY,
        coinbase: o?.coinbase ?? parent.coinbase,
        number: plan.number,
        timestamp: plan.time,
        gasLimit: o?.gasLimit ?? parent.gasLimit,
        difficulty:
          o?.difficulty ??
          expectedDifficulty(chain.config.consensus, plan.time, {
            number: plan.number - 1n,
            timestamp: parent.timestamp,
            difficulty: parent.difficulty,
            uncleHash: parent.uncleHash,
          }),
        baseFeePerGas: baseFee === 0n ? undefined : baseFee,
      },
    },
    { common, setHardfork: false, skipConsensusFormatValidation: true, freeze: false },
  );
  // set after construction: EthereumJS refuses a zero base fee on London's first block
  if (baseFee === 0n) (block.header as { baseFeePerGas: bigint }).baseFeePerGas = 0n;
  return block;
}

function headerFields(h: BlockHeader) {
  return {
    parentHash: h.parentHash,
    uncleHash: h.uncleHash,
    coinbase: h.coinbase,
    number: h.number,
    timestamp: h.timestamp,
    gasLimit: h.gasLimit,
    difficulty: h.difficulty,
    baseFeePerGas: h.baseFeePerGas,
  };
}

/** The call as a transaction of its block, after geth's checks (sanitizeCall, and its validation). */
async function prepare(
  session: CallSession,
  common: Common,
  env: Block,
  call: SimCall,
  gasUsed: bigint,
  budget: GasBudget,
  validation: boolean,
): Promise<{ tx: TypedTransaction; priced: boolean; capped: boolean }> {
  const sm = session.vm.stateManager;
  const from = call.from ?? createZeroAddress();
  const account = await sm.getAccount(from);
  const stateNonce = account?.nonce ?? 0n;
  const balance = account?.balance ?? 0n;
  const nonce = call.nonce ?? stateNonce;
  // the block's gas pool (geth's sanitizeCall): what the calls before used is gone
  const remaining = env.header.gasLimit - gasUsed;
  let gas = call.gas ?? remaining;
  if (remaining < gas)
    throw new SimBlockGasLimitError(`block gas limit reached: remaining: ${remaining}, required: ${gas}`);
  const capped = gas > budget.remaining;
  if (capped) gas = budget.remaining;
  if (
    call.gasPrice !== undefined &&
    (call.maxFeePerGas !== undefined || call.maxPriorityFeePerGas !== undefined)
  )
    throw new SimInvalidTransactionError(
      "both gasPrice and (maxFeePerGas or maxPriorityFeePerGas) specified",
    );
  const baseFee = env.header.baseFeePerGas;
  const who = toChecksumAddress(from.toString());
  if (validation) {
    if (nonce < stateNonce)
      throw new SimNonceTooLowError(`nonce too low: address ${who}, tx: ${nonce} state: ${stateNonce}`);
    if (nonce > stateNonce)
      throw new SimNonceTooHighError(`nonce too high: address ${who}, tx: ${nonce} state: ${stateNonce}`);
  }
  const tx = impersonatedTransaction(build(common, call, nonce, gas, baseFee !== undefined), from);
  const feeCap = "maxFeePerGas" in tx ? tx.maxFeePerGas : tx.gasPrice;
  if ("maxFeePerGas" in tx && tx.maxPriorityFeePerGas > tx.maxFeePerGas)
    throw new SimInvalidTransactionError(
      `max priority fee per gas higher than max fee per gas: address ${who}, maxPriorityFeePerGas: ${tx.maxPriorityFeePerGas}, maxFeePerGas: ${tx.maxFeePerGas}`,
    );
  if (validation && baseFee !== undefined && feeCap < baseFee)
    throw new SimInvalidTransactionError(
      `max fee per gas less than block base fee: address ${who}, maxFeePerGas: ${feeCap}, baseFee: ${baseFee}`,
    );
  const intrinsic = tx.getIntrinsicGas();
  if (gas < intrinsic)
    throw new SimIntrinsicGasError(`intrinsic gas too low: have ${gas}, want ${intrinsic}`);
  // EIP-7623's floor: geth answers -32603 there; the intrinsic gas's code, as never -32603
  const floor = floorDataGas(tx);
  if (gas < floor)
    throw new SimIntrinsicGasError(`insufficient gas for floor data gas cost: have ${gas}, want ${floor}`);
  const evm = session.vm.evm as EVM;
  if (
    call.to === undefined &&
    common.isActivatedEIP(3860) &&
    !evm.allowUnlimitedInitCodeSize &&
    tx.data.length > Number(common.param("maxInitCodeSize"))
  )
    throw new SimInitCodeTooLargeError(
      `max initcode size exceeded: code size ${tx.data.length} limit ${common.param("maxInitCodeSize")}`,
    );
  const priced = feeCap > 0n;
  const cost = (priced ? gas * feeCap : 0n) + (call.value ?? 0n);
  if (balance < cost)
    throw new SimInsufficientFundsError(
      `insufficient funds for gas * price + value: address ${who} have ${balance} want ${cost}`,
    );
  return { tx, priced, capped };
}

/**
 * As geth's ToTransaction(DynamicFeeTxType): an EIP-1559 transaction where the fee market is active
 * and no gasPrice is given, else legacy (EIP-2930 with an access list on a chain without it).
 */
function build(
  common: Common,
  call: SimCall,
  nonce: bigint,
  gasLimit: bigint,
  feeMarket: boolean,
): TypedTransaction {
  const base = {
    nonce,
    gasLimit,
    to: call.to,
    value: call.value ?? 0n,
    data: call.data ?? new Uint8Array(0),
  };
  const opts = { common, freeze: false };
  if (feeMarket && call.gasPrice === undefined)
    return createFeeMarket1559Tx(
      {
        ...base,
        maxFeePerGas: call.maxFeePerGas ?? 0n,
        maxPriorityFeePerGas: call.maxPriorityFeePerGas ?? 0n,
        accessList: call.accessList ?? [],
      },
      opts,
    );
  const gasPrice = call.gasPrice ?? 0n;
  if (call.accessList !== undefined && common.isActivatedEIP(2930))
    return createAccessList2930Tx({ ...base, gasPrice, accessList: call.accessList }, opts);
  return createLegacyTx({ ...base, gasPrice }, opts);
}

function callResult(result: RunTxResult, logs: LogData[], capped: boolean): SimCallResult {
  const exec = result.execResult;
  const returnData = exec.returnValue;
  const base = { returnData, logs, gasUsed: result.totalGasSpent };
  const failure = exec.exceptionError?.error;
  if (failure === undefined) return { ...base, status: 1 };
  if (failure === "revert") {
    const reason = decodeRevertReason(returnData);
    const message = reason === undefined ? "execution reverted" : `execution reverted: ${reason}`;
    return { ...base, logs: [], status: 0, error: { reverted: true, message, data: returnData } };
  }
  // as geth: a failure of a call whose gas the cap lowered says so
  const message = capped ? `${failure} (gas limit was capped by the RPC server's global gas cap)` : failure;
  return { ...base, logs: [], status: 0, error: { reverted: false, message } };
}
