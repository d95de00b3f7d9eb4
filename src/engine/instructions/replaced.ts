import type { Common } from "@ethereumjs/common";
import { getOpcodesForHF } from "@ethereumjs/evm";
import type { CustomOpcode, GasFunction, Logic } from "../ethereumjs.js";
import { verified } from "../rules.js";
import { exp, expGas } from "./arithmetic.js";
import { callOpcodes } from "./calls.js";
import { contextOpcodes } from "./context.js";
import { haltOpcodes } from "./halt.js";
import { memoryOpcodes } from "./memory.js";
import { syncMemoryGas } from "./memory-gas.js";
import { storageOpcodes } from "./storage/storage.js";

/**
 * The engine's replacements of stock opcodes under `common`'s current rules, through the EVM's
 * custom opcode hook (EVMOpts.customOpcodes): none where the rules are not verified (rules.ts).
 * The VM asks again on every fork change (index.ts), so each carries its fork's base fee: the
 * opcodes run through their entries (entryOpcodes), SLOAD/SSTORE (storage.ts) and the CALL family
 * (calls.ts). The plain opcodes (plain.ts) are not replaced: the core runs them itself.
 */
export function replacedOpcodes(common: Common): CustomOpcode[] {
  if (!verified(common)) return [];
  return [...entryOpcodes(common), ...storageOpcodes(common), ...callOpcodes(common)];
}

/**
 * Stock opcodes that are slow in JavaScript and that the core runs through their entries: EXP
 * (arithmetic.ts), ADDRESS (context.ts), memory and copies (memory.ts), STOP and RETURN without a
 * thrown error in the core (halt.ts). Only the computation changes: the stock gas function is kept,
 * or for the memory opcodes and EXP a synchronous one computing the same amounts (memory-gas.ts),
 * so gas and out-of-gas are the stock ones; test/engine/fast-opcodes.test.ts and
 * opcode-handlers.test.ts check results, gas, errors and memory against the stock opcodes. Only
 * opcodes the rules have.
 */
export function entryOpcodes(common: Common): CustomOpcode[] {
  const stock = getOpcodesForHF(common);
  const stockGasOf = (code: number) => stock.dynamicGasHandlers.get(code) as GasFunction | undefined;
  const memoryGas = syncMemoryGas(stockGasOf);
  const replaced: [number, Logic][] = [[0x0a, exp], ...contextOpcodes, ...memoryOpcodes, ...haltOpcodes];
  return replaced.flatMap(([code, logicFunction]) => {
    const op = stock.opcodes.get(code);
    if (op === undefined) return [];
    const gasFunction = code === 0x0a ? expGas : (memoryGas.get(code) ?? stockGasOf(code));
    return [
      {
        opcode: code,
        opcodeName: op.name,
        baseFee: op.fee,
        ...(gasFunction === undefined ? {} : { gasFunction }),
        logicFunction,
      },
    ];
  });
}
