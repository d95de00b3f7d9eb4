import { type Common, Hardfork } from "@ethereumjs/common";
import { EVMError, getOpcodesForHF } from "@ethereumjs/evm";
import { bigIntToBytes, bytesToBigInt, equalsBytes } from "@ethereumjs/util";
import { type CustomOpcode, type Logic, type RunState, word32 } from "./fast-opcodes.js";

type GasFunction = NonNullable<Extract<CustomOpcode, { logicFunction: unknown }>["gasFunction"]>;

/**
 * SLOAD and SSTORE with the stock rules (EIP-2200 metering with EIP-2929 warm/cold slots and the
 * fork's refunds, all amounts from `common.param`), written without EthereumJS's byte padding:
 * its `setLengthLeft` pads a storage key or value by spreading typed arrays into a new array
 * (`new Uint8Array([...zeros, ...msg])`), and an SSTORE pads up to six times: measured at ~28% of
 * a loop of SLOADs and SSTOREs. Only where the stock opcodes take exactly this path: Istanbul or
 * later but not Constantinople's EIP-1283, EIP-2929 on, and none of the EIPs that add to these
 * opcodes (6800, 7864 witnesses; 7928 block access lists; 8037, 8038 state gas). Elsewhere
 * `storageOpcodes` returns nothing, or (the Common following a block of another fork) the stock
 * handlers run. For the executor only: a custom opcode's base fee is fixed when the VM is made,
 * and the executor makes a new VM when the fork changes (the block builder's VM does not).
 * test/chain/storage-opcodes.test.ts compares result, gas, refund and storage with the stock ones.
 */
export function storageOpcodes(common: Common): CustomOpcode[] {
  if (!applies(common)) return [];
  const stock = getOpcodesForHF(common);
  const entry = (code: number, gasFunction: GasFunction, logicFunction: Logic): CustomOpcode[] => {
    const op = stock.opcodes.get(code);
    const stockGas = stock.dynamicGasHandlers.get(code) as GasFunction | undefined;
    const stockLogic = stock.handlers.get(code) as Logic | undefined;
    if (op === undefined || stockGas === undefined || stockLogic === undefined) return [];
    // the rules can change under a running VM (its Common follows the block): then the stock ones
    return [
      {
        opcode: code,
        opcodeName: op.name,
        baseFee: op.fee,
        // not async: SLOAD's gas is known at once, and the run loop awaits only a promise
        gasFunction: ((runState: RunState, gas: bigint, c: Common) =>
          applies(c) ? gasFunction(runState, gas, c) : stockGas(runState, gas, c)) as GasFunction,
        logicFunction: (runState, c) => (applies(c) ? logicFunction(runState, c) : stockLogic(runState, c)),
      },
    ];
  };
  return [...entry(0x54, sloadGas, sload), ...entry(0x55, sstoreGas, sstore)];
}

/** Per list of active EIPs (Common assigns a new list on every fork change): whether these rules hold. */
const appliesTo = new WeakMap<object, boolean>();

function applies(common: Common): boolean {
  const list = (common as unknown as { _activatedEIPsCache: object })._activatedEIPsCache;
  let ok = appliesTo.get(list);
  if (ok === undefined) {
    ok =
      common.gteHardfork(Hardfork.Istanbul) &&
      common.hardfork() !== Hardfork.Constantinople &&
      common.isActivatedEIP(2929) &&
      ![6800, 7864, 7928, 8037, 8038].some((eip) => common.isActivatedEIP(eip));
    appliesTo.set(list, ok);
  }
  return ok;
}

/** A stored value for comparison: empty when zero, else 32 bytes (EthereumJS's setLengthLeftStorage). */
function storageWord(value: Uint8Array): Uint8Array {
  let zero = true;
  for (let i = 0; i < value.length; i++) {
    if (value[i] !== 0) {
      zero = false;
      break;
    }
  }
  if (zero) return new Uint8Array(0);
  if (value.length === 32) return value;
  if (value.length > 32) throw new Error(`storage value of ${value.length} bytes`);
  const out = new Uint8Array(32);
  out.set(value, 32 - value.length);
  return out;
}

/** The value SSTORE writes: the shortest bytes, empty for zero (as the stock opcode). */
function storedBytes(val: bigint): Uint8Array {
  return val === 0n ? new Uint8Array(0) : bigIntToBytes(val);
}

/**
 * EIP-2929: warm the slot; cold costs coldsloadGas, a warm SLOAD warmstoragereadGas, a warm SSTORE
 * nothing here. `warm` is the journal's answer when the caller has it already (each question hexes
 * the address and the key: ~12% of a loop of SLOADs and SSTOREs when asked three times per SSTORE).
 */
function accessSlot(
  runState: RunState,
  key: Uint8Array,
  isSstore: boolean,
  common: Common,
  warm = isWarm(runState, key),
): bigint {
  if (!warm) {
    runState.interpreter.journal.addWarmedStorage(runState.interpreter.getAddress().bytes, key);
    return common.param("coldsloadGas");
  }
  return isSstore ? 0n : common.param("warmstoragereadGas");
}

function isWarm(runState: RunState, key: Uint8Array): boolean {
  return runState.interpreter.journal.isWarmedStorage(runState.interpreter.getAddress().bytes, key);
}

const sloadGas: GasFunction = (runState, gas, common) => {
  const key = runState.stack.peek()[0];
  return gas + accessSlot(runState, word32(key), false, common);
};

const sload: Logic = async (runState) => {
  const key = runState.stack.pop();
  const value = await runState.interpreter.storageLoad(word32(key));
  runState.stack.push(value.length ? bytesToBigInt(value) : 0n);
};

const sstoreGas: GasFunction = async (runState, gas, common) => {
  if (runState.interpreter.isStatic()) throw new EVMError(EVMError.errorMessages.STATIC_STATE_CHANGE);
  const [key, val] = runState.stack.peek(2);
  const keyBytes = word32(key);
  const current = storageWord(await runState.interpreter.storageLoad(keyBytes, false, false));
  const original = storageWord(await runState.interpreter.storageLoad(keyBytes, true, false));
  // nothing between here and accessSlot warms a slot: one question for both
  const warm = isWarm(runState, keyBytes);
  const cost = eip2200(runState, current, original, storageWord(storedBytes(val)), warm, common);
  // after the EIP-2200 sentry: charging the cold access first could fail it early
  return gas + cost + accessSlot(runState, keyBytes, true, common, warm);
};

const sstore: Logic = async (runState) => {
  const [key, val] = runState.stack.popN(2);
  await runState.interpreter.storageStore(word32(key), storedBytes(val));
};

/**
 * EIP-2200's SSTORE cost and refunds with EIP-2929's warm-slot adjustments, as EthereumJS applies
 * them (the adjustments look at the slot's warmth before this SSTORE warms it).
 */
function eip2200(
  runState: RunState,
  current: Uint8Array,
  original: Uint8Array,
  value: Uint8Array,
  warm: boolean,
  common: Common,
): bigint {
  const interpreter = runState.interpreter;
  if (interpreter.getGasLeft() <= common.param("sstoreSentryEIP2200Gas"))
    throw new EVMError(EVMError.errorMessages.OUT_OF_GAS);
  const warmRead = common.param("warmstoragereadGas");
  if (equalsBytes(current, value)) return warm ? warmRead : common.param("sstoreNoopEIP2200Gas");
  if (equalsBytes(original, current)) {
    if (original.length === 0) return common.param("sstoreInitEIP2200Gas");
    if (value.length === 0) interpreter.refundGas(common.param("sstoreClearRefundEIP2200Gas"));
    return common.param("sstoreCleanEIP2200Gas");
  }
  if (original.length > 0) {
    if (current.length === 0) interpreter.subRefund(common.param("sstoreClearRefundEIP2200Gas"));
    else if (value.length === 0) interpreter.refundGas(common.param("sstoreClearRefundEIP2200Gas"));
  }
  if (equalsBytes(original, value)) {
    if (original.length === 0) {
      interpreter.refundGas(
        warm ? common.param("sstoreInitEIP2200Gas") - warmRead : common.param("sstoreInitRefundEIP2200Gas"),
      );
    } else {
      interpreter.refundGas(
        warm
          ? common.param("sstoreResetGas") - common.param("coldsloadGas") - warmRead
          : common.param("sstoreCleanRefundEIP2200Gas"),
      );
    }
  }
  return common.param("sstoreDirtyEIP2200Gas");
}
