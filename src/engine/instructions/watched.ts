import type { Common } from "@ethereumjs/common";
import { getOpcodesForHF } from "@ethereumjs/evm";
import type { CustomOpcode, GasFunction, RunStateShape } from "../ethereumjs.js";
import type { Watch } from "../watch.js";
import { markNumberOp, numberOpOf } from "./number-ops.js";

// JUMP, JUMPI, CREATE, CALL, CALLCODE, DELEGATECALL, CREATE2, STATICCALL
const WATCHED_OPCODES = [0x56, 0x57, 0xf0, 0xf1, 0xf2, 0xf4, 0xf5, 0xfa];
const JUMPS = new Set([0x56, 0x57]);
/**
 * Opcodes whose outcome can depend on the transaction's gas limit: GAS, BALANCE and SELFBALANCE
 * (the sender paid gasLimit * price up front), and the calls and creates (they forward all but
 * 1/64th of what is left). SELFDESTRUCT is counted too: before London it earns a refund. SSTORE
 * depends on it only through EIP-2200's sentry (it fails with 2,300 gas left or less), which the
 * watch hears with the gas left (`sawSstore`).
 */
const GAS_OBSERVING = [0x5a, 0x31, 0x47, 0xf0, 0xf1, 0xf2, 0xf4, 0xf5, 0xfa, 0xff];
const SSTORE = 0x55;

/** The watch behind each JUMP and JUMPI handler made here (the interpreter core runs jumps itself). */
const jumpWatches = new WeakMap<object, Watch>();

/** The watch whose JUMP or JUMPI `handler` is, if it is one. */
export function watchOfJump(handler: unknown): Watch | undefined {
  return typeof handler === "function" ? jumpWatches.get(handler) : undefined;
}

type Handler = (runState: RunStateShape, c: Common) => unknown;

/**
 * The watched opcodes of `common`'s hardfork, each telling `watch` first (EVMOpts.customOpcodes,
 * which the EVM keeps across opcode-table rebuilds: a VM is made anew when the fork changes, as
 * fees and handlers change with forks). `replaced` are the engine's replacements of stock opcodes:
 * a watched one is wrapped instead of the stock one.
 */
export function watchedOpcodes(common: Common, watch: Watch, replaced: CustomOpcode[] = []): CustomOpcode[] {
  const stock = getOpcodesForHF(common);
  const codes = [...new Set([...WATCHED_OPCODES, ...GAS_OBSERVING, SSTORE])];
  return codes.flatMap((code): CustomOpcode[] => {
    const op = stock.opcodes.get(code);
    const replacement = replaced.find((r) => r.opcode === code && "logicFunction" in r);
    const logic = (
      replacement !== undefined && "logicFunction" in replacement
        ? replacement.logicFunction
        : stock.handlers.get(code)
    ) as Handler | undefined;
    if (op === undefined || logic === undefined) return [];
    const gasFunction = (
      replacement !== undefined && "gasFunction" in replacement
        ? replacement.gasFunction
        : stock.dynamicGasHandlers.get(code)
    ) as GasFunction | undefined;
    const entry = { opcode: code, opcodeName: op.name, baseFee: op.fee };
    if (code === SSTORE && gasFunction !== undefined) {
      const [watchedGas, watchedLogic] = sentryWatched(watch, gasFunction, logic);
      return [{ ...entry, gasFunction: watchedGas, logicFunction: watchedLogic as never }];
    }
    let handler: Handler;
    if (JUMPS.has(code)) {
      handler = (rs, c) => {
        watch.jumped();
        return logic(rs, c);
      };
      jumpWatches.set(handler, watch);
    } else if (WATCHED_OPCODES.includes(code))
      handler = (rs, c) => {
        watch.called();
        watch.gasObserved();
        return logic(rs, c);
      };
    else
      handler = (rs, c) => {
        watch.gasObserved();
        return logic(rs, c);
      };
    return [
      { ...entry, ...(gasFunction === undefined ? {} : { gasFunction }), logicFunction: handler as never },
    ];
  });
}

/**
 * SSTORE's gas function telling the watch the gas left before the charge (the sentry's operand),
 * its handler as it is (a new function, so that its number variant, if it has one, is registered
 * with the new gas function and does the same).
 */
function sentryWatched(watch: Watch, gasFunction: GasFunction, logic: Handler): [GasFunction, Handler] {
  const stockGas = gasFunction as unknown as (rs: RunStateShape, gas: bigint, c: Common) => bigint;
  const gas = ((rs: RunStateShape, g: bigint, c: Common) => {
    watch.sawSstore(rs.env.depth, rs.gasLeft);
    return stockGas(rs, g, c);
  }) as unknown as GasFunction;
  const handler: Handler = (rs, c) => logic(rs, c);
  const variant = numberOpOf(logic);
  if (variant !== undefined && variant.gasHandler === gasFunction) {
    const run = variant.run;
    markNumberOp(handler, gas, (rs: RunStateShape, gasLeft: number, baseFee: number) => {
      watch.sawSstore(rs.env.depth, gasLeft);
      return run(rs, gasLeft, baseFee);
    });
  }
  return [gas, handler];
}
