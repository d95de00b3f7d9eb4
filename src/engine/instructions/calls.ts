import { type Common, Hardfork } from "@ethereumjs/common";
import { EVMError, getOpcodesForHF } from "@ethereumjs/evm";
import { Address, equalsBytes, KECCAK256_NULL } from "@ethereumjs/util";
import { NO_BYTES } from "../frames/frame-interpreter.js";
import { innerCall } from "../frames/inner-call.js";
import { perRuleSet, verified } from "../rules.js";
import { accountPeek, codeNow, NOT_CACHED } from "../state/reads.js";
import { memoryGrowth } from "./memory-gas.js";
import { type CustomOpcode, type GasFunction, type Logic, type RunState, underflow, words } from "./words.js";

type CallRunState = RunState & {
  messageGasLimit?: bigint;
  lastCallNewAccountStateGas?: bigint;
};
interface JournalWarm {
  journal: Map<string, unknown>;
  alwaysWarmJournal: Map<string, unknown>;
  addWarmedAddress(address: Uint8Array): void;
}
interface CallingInterpreter {
  journal: JournalWarm;
  addStipend(amount: bigint): void;
  getCallValue(): bigint;
}

const CALL = 0xf1;
const CALLCODE = 0xf2;
const DELEGATECALL = 0xf4;
const STATICCALL = 0xfa;
const MASK_160 = (1n << 160n) - 1n;
const MASK_64 = (1n << 64n) - 1n;
const OUT_OF_GAS = EVMError.errorMessages.OUT_OF_GAS;

/**
 * CALL, CALLCODE, DELEGATECALL and STATICCALL with EthereumJS's gas and steps but without its
 * costs per call: the stock gas function is `async` (an awaited promise per call even when nothing
 * waits), both it and the handler make the callee's Address through a hex string, the warm check
 * hexes the address twice, `maxCallGas` asks `gteHardfork` (a walk of the fork list) and `peek`/
 * `popN` allocate arrays. Same amounts in the same order (memory growth of the input then the
 * output, the EIP-2929 access, the address warmed before the out-of-gas checks, the value fee, the
 * new-account fee of a CALL with value, the 63/64 cap), then the sub-call (inner-call.ts: the
 * stock `Interpreter.call*` steps in one place, or those methods themselves) and its output. Only
 * where the stock gas takes that path: verified rules (rules.ts) with EIP-2929 on, legacy code;
 * elsewhere the stock functions run. The VM asks for its custom opcodes again on every fork change
 * (the call's base fee changes with forks).
 */
export function callOpcodes(common: Common): CustomOpcode[] {
  if (!plainCalls(common)) return [];
  const stock = getOpcodesForHF(common);
  return [CALL, CALLCODE, DELEGATECALL, STATICCALL].flatMap((code): CustomOpcode[] => {
    const op = stock.opcodes.get(code);
    const stockGas = stock.dynamicGasHandlers.get(code) as GasFunction | undefined;
    const stockLogic = stock.handlers.get(code) as Logic | undefined;
    if (op === undefined || stockGas === undefined || stockLogic === undefined) return [];
    const plain = (rs: RunState, c: Common) => plainCalls(c) && rs.env.eof === undefined;
    return [
      {
        opcode: code,
        opcodeName: op.name,
        baseFee: op.fee,
        gasFunction: ((rs: RunState, gas: bigint, c: Common) =>
          plain(rs, c) ? callGas(code, rs as CallRunState, gas, c) : stockGas(rs, gas, c)) as GasFunction,
        logicFunction: (rs, c) => (plain(rs, c) ? callLogic(code, rs as CallRunState, c) : stockLogic(rs, c)),
      },
    ];
  });
}

/** The callee of the last gas function, for its handler (the same step, the same stack word). */
let lastWord: bigint | undefined;
let lastAddress: Address | undefined;
let lastKey: string | undefined;

/** A stack word's low 160 bits as an Address (EthereumJS's createAddressFromStackBigInt, without hex). */
function addressOf(word: bigint): Address {
  if (word === lastWord && lastAddress !== undefined) return lastAddress;
  const v = word & MASK_160;
  const bytes = new Uint8Array(20);
  const dv = new DataView(bytes.buffer);
  dv.setUint32(0, Number(v >> 128n));
  dv.setBigUint64(4, (v >> 64n) & MASK_64);
  dv.setBigUint64(12, v & MASK_64);
  lastWord = word;
  lastAddress = new Address(bytes);
  lastKey = undefined;
  return lastAddress;
}

/** The journal's key of addressOf(word) (unprefixed hex, ~0.3 µs from a bigint): the last one kept. */
function keyOf(word: bigint): string {
  if (word === lastWord && lastKey !== undefined) return lastKey;
  const key = (word & MASK_160).toString(16).padStart(40, "0");
  if (word === lastWord) lastKey = key;
  return key;
}

function callGas(code: number, rs: CallRunState, gas: bigint, common: Common): bigint | Promise<bigint> {
  const s = words(rs);
  const n = s._len;
  const withValue = code === CALL || code === CALLCODE;
  if (n < (withValue ? 7 : 6)) underflow(); // the stock peek's error, before anything else
  const st = s._store;
  const currentGasLimit = st[n - 1];
  const toWord = st[n - 2];
  const value = withValue ? st[n - 3] : 0n;
  const at = withValue ? n - 4 : n - 3;
  const inOffset = st[at];
  const inLength = st[at - 1];
  const outOffset = st[at - 2];
  const outLength = st[at - 3];
  if (code === CALL && value !== 0n && rs.interpreter.isStatic())
    throw new EVMError(EVMError.errorMessages.STATIC_STATE_CHANGE);
  gas += memoryGrowth(rs, inOffset, inLength, common);
  gas += memoryGrowth(rs, outOffset, outLength, common);
  const to = addressOf(toWord);
  // EIP-2929: one hex key for the check and the warming (the stock isWarmedAddress hexes twice)
  const journal = (rs.interpreter as unknown as CallingInterpreter).journal;
  const key = keyOf(toWord);
  const warm = journal.journal.has(key) || journal.alwaysWarmJournal.has(key);
  const rules = rulesOf(common);
  gas += warm ? rules.warmAccess : rules.coldAccess;
  if (!warm) journal.addWarmedAddress(to.bytes);
  if (withValue && value !== 0n) gas += rules.valueTransfer;
  if (code === CALL && (value !== 0n || !rules.spuriousDragon))
    return newAccountGas(rs, gas, common, rules, to, currentGasLimit);
  if (rules.delegations) return delegationGas(rs, gas, rules, to, currentGasLimit);
  return capped(rs, gas, rules, currentGasLimit);
}

/**
 * EIP-7702: a callee whose code designates a delegate (0xef0100 ++ address) also costs the
 * delegate's EIP-2929 access, and warms it, after the other fees and before the cap (the stock
 * callFamilyGas's order). An absent account or one without code has none; else the callee's code
 * comes from the cache where it is there (no promise).
 */
function delegationGas(
  rs: CallRunState,
  gas: bigint,
  rules: Rules,
  to: Address,
  currentGasLimit: bigint,
): bigint | Promise<bigint> {
  const account = accountPeek(rs.stateManager, to);
  if (account === undefined || (account !== NOT_CACHED && equalsBytes(account.codeHash, KECCAK256_NULL)))
    return capped(rs, gas, rules, currentGasLimit);
  const cached = codeNow(rs.stateManager, to);
  if (cached === NOT_CACHED)
    return rs.stateManager
      .getCode(to)
      .then((code) => capped(rs, gas + delegateAccess(rs, rules, code), rules, currentGasLimit));
  return capped(rs, gas + delegateAccess(rs, rules, cached), rules, currentGasLimit);
}

function delegateAccess(rs: CallRunState, rules: Rules, code: Uint8Array): bigint {
  if (code[0] !== 0xef || code[1] !== 0x01 || code[2] !== 0x00) return 0n;
  const delegate = code.subarray(3, 24); // the stock slice
  const journal = (rs.interpreter as unknown as CallingInterpreter).journal;
  let key = "";
  for (let i = 0; i < delegate.length; i++) key += HEX[delegate[i]];
  if (journal.journal.has(key) || journal.alwaysWarmJournal.has(key)) return rules.warmAccess;
  journal.addWarmedAddress(delegate.slice());
  return rules.coldAccess;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** A CALL that may create its callee's account: the stock fee, then the cap (needs a state read). */
async function newAccountGas(
  rs: CallRunState,
  gas: bigint,
  common: Common,
  rules: Rules,
  to: Address,
  currentGasLimit: bigint,
): Promise<bigint> {
  const account = await rs.stateManager.getAccount(to);
  const creates = rules.spuriousDragon ? account === undefined || account.isEmpty() : account === undefined;
  if (creates) gas += common.param("callNewAccountGas");
  if (rules.delegations) return delegationGas(rs, gas, rules, to, currentGasLimit);
  return capped(rs, gas, rules, currentGasLimit);
}

/** EIP-150's 63/64 cap (from Tangerine Whistle) and the stock out-of-gas checks, in their order. */
function capped(rs: CallRunState, gas: bigint, rules: Rules, currentGasLimit: bigint): bigint {
  const available = rs.gasLeft - gas;
  let gasLimit = currentGasLimit;
  if (rules.tangerineWhistle) {
    const allowed = available - available / 64n;
    if (gasLimit > allowed) gasLimit = allowed;
  }
  if (gasLimit > available || gas > rs.gasLeft) throw new EVMError(OUT_OF_GAS);
  rs.lastCallNewAccountStateGas = 0n; // EIP-8037 is off: the stock assignment
  rs.messageGasLimit = gasLimit;
  return gas;
}

/**
 * After the operands' checks and gas: the sub-call (inner-call.ts), which ends the opcode
 * (call-output.ts): its promise, or undefined where it ended at once (a precompile's, for one).
 */
function callLogic(code: number, rs: CallRunState, common: Common): Promise<void> | undefined {
  const s = words(rs);
  const n = s._len;
  const withValue = code === CALL || code === CALLCODE;
  const count = withValue ? 7 : 6;
  if (n < count) underflow();
  const st = s._store;
  const to = addressOf(st[n - 2]);
  const value = withValue ? st[n - 3] : 0n;
  const at = withValue ? n - 4 : n - 3;
  const inOffset = st[at];
  const inLength = st[at - 1];
  const outOffset = st[at - 2];
  const outLength = st[at - 3];
  s._len = n - count;
  const it = rs.interpreter as unknown as CallingInterpreter;
  let gasLimit = rs.messageGasLimit as bigint;
  rs.messageGasLimit = undefined;
  if (withValue && value !== 0n) {
    const stipend = common.param("callStipendGas");
    it.addStipend(stipend);
    gasLimit += stipend;
  }
  const data = inLength === 0n ? NO_BYTES : inputView(rs, Number(inOffset), Number(inLength));
  const sent = code === DELEGATECALL ? it.getCallValue() : code === STATICCALL ? 0n : value;
  return innerCall(code, it, gasLimit, to, sent, data, outOffset, outLength);
}

/** The last input's view: (memory container, offset, length) and the view of them */
let lastStore: Uint8Array | undefined;
let lastOffset = -1;
let lastLength = -1;
let lastView: Uint8Array = NO_BYTES;

/**
 * The call's input as the stock handler takes it (Memory.read without a copy: memory grown to
 * cover it, then a view of the container), the last view reused where the container, offset and
 * length are the same: a view of the same bytes either way (a loop of calls sends the same area
 * each time; a typed array's creation was ~2% of a loop of STATICCALLs).
 */
function inputView(rs: RunState, offset: number, length: number): Uint8Array {
  const memory = rs.memory as unknown as { extend(offset: number, size: number): void; _store: Uint8Array };
  memory.extend(offset, length);
  const store = memory._store;
  if (store !== lastStore || offset !== lastOffset || length !== lastLength) {
    lastView = store.subarray(offset, offset + length);
    lastStore = store;
    lastOffset = offset;
    lastLength = length;
  }
  return lastView;
}

interface Rules {
  spuriousDragon: boolean;
  tangerineWhistle: boolean;
  warmAccess: bigint;
  coldAccess: bigint;
  valueTransfer: bigint;
  /** EIP-7702: a delegated callee's delegate costs its access too */
  delegations: boolean;
}
/**
 * Per rule set (a new list of active EIPs on every fork change): gteHardfork walks the fork list,
 * Common.param looks a fee up by name through the active EIPs and forks (~1% of a loop of calls).
 */
const rulesOf = perRuleSet(
  (common): Rules => ({
    spuriousDragon: common.gteHardfork(Hardfork.SpuriousDragon),
    tangerineWhistle: common.gteHardfork(Hardfork.TangerineWhistle),
    warmAccess: common.param("warmstoragereadGas"),
    coldAccess: common.param("coldaccountaccessGas"),
    valueTransfer: common.param("callValueTransferGas"),
    delegations: common.isActivatedEIP(7702),
  }),
);

/**
 * EIP-2929 on under verified rules: those add nothing else to the stock call gas (witnesses,
 * block access lists, state gas are not among them); EIP-7702's delegate access is delegationGas.
 */
const plainCalls = perRuleSet(
  (common) => verified(common) && common.isActivatedEIP(2929),
  () => false,
);
