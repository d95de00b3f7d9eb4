import { Common, Mainnet } from "@ethereumjs/common";
import { EVM, EVMError, type ExecResult, getActivePrecompiles } from "@ethereumjs/evm";
import { perRuleSet } from "../rules.js";
import { carvedCopy } from "./carved-copies.js";

const IDENTITY = `${"00".repeat(19)}04`;
/** Its fees per rule set (Common.param looks each up by name). */
const identityFees = perRuleSet((common) => ({
  base: common.param("identityGas"),
  perWord: common.param("identityWordGas"),
}));
let stockIdentity: unknown;

interface EvmInternals {
  common: Common;
  runPrecompile(code: unknown, data: Uint8Array, gasLimit: bigint): ExecResult | Promise<ExecResult>;
}

/**
 * EVM.runPrecompile, but for the identity precompile (0x04): its stock function copies its input
 * with `Uint8Array.from`, through the array iterator (~11% of the copy class's profile, 4 KiB a
 * call); this is the same gas, out-of-gas result and bytes with a native copy (an inner frame's
 * carved from a slab: 9% of the copy class's profile was this copy's allocation). Only where the EVM's
 * own runPrecompile would run it (not replaced on the instance); callers are not in debug mode.
 */
export function runPrecompile(
  evm: EVM,
  code: unknown,
  data: Uint8Array,
  gasLimit: bigint,
  /** an inner frame's: its output is return data the caller copies, carved (carved-copies.ts) */
  inner = false,
): ExecResult | Promise<ExecResult> {
  const self = evm as unknown as EvmInternals;
  stockIdentity ??= getActivePrecompiles(new Common({ chain: Mainnet })).get(IDENTITY);
  const stockRun = (EVM.prototype as unknown as EvmInternals).runPrecompile;
  if (code !== stockIdentity || self.runPrecompile !== stockRun)
    return self.runPrecompile(code, data, gasLimit);
  const fees = identityFees(self.common);
  const gasUsed = fees.base + fees.perWord * BigInt(Math.ceil(data.length / 32));
  if (gasLimit < gasUsed) {
    // EthereumJS's OOGResult
    const oog = {
      returnValue: new Uint8Array(0),
      executionGasUsed: gasLimit,
      exceptionError: new EVMError(EVMError.errorMessages.OUT_OF_GAS),
    };
    return oog as ExecResult;
  }
  return { executionGasUsed: gasUsed, returnValue: inner ? carvedCopy(data) : data.slice() } as ExecResult;
}
