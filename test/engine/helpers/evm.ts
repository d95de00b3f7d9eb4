// EVMs for the opcode-equivalence tests: a stock one and one with powgate's replacements, code
// run on both, and an interpreter handed out by a probe opcode (EthereumJS does not export the class).
import { createEVM, type EVM } from "@ethereumjs/evm";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { expect } from "vitest";
import { makeCommon } from "../../../src/chain/config/common.js";
import { entryOpcodes } from "../../../src/engine/instructions/replaced.js";

/** A stock EVM and one with entryOpcodes, on the dev chain's rules. */
export async function stockAndFast(): Promise<[EVM, EVM]> {
  const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
  const c = common.copy();
  return [
    await createEVM({ common: common.copy() }),
    await createEVM({ common: c, customOpcodes: entryOpcodes(c) }),
  ];
}

export interface CodeOutcome {
  value: string;
  gas: bigint;
  error: string | undefined;
}

/** Runs `hex` on both EVMs and expects the same return data, gas and error; returns them. */
export async function runOnBoth(
  stock: EVM,
  fast: EVM,
  hex: string,
  gasLimit = 1_000_000n,
): Promise<CodeOutcome> {
  const run = async (evm: EVM): Promise<CodeOutcome> => {
    const r = await evm.runCode({ code: hexToBytes(hex as `0x${string}`), gasLimit });
    return { value: bytesToHex(r.returnValue), gas: r.executionGasUsed, error: r.exceptionError?.error };
  };
  const [a, b] = [await run(stock), await run(fast)];
  expect(b).toEqual(a);
  return a;
}

/** An interpreter of a fresh EVM, taken from inside a probe opcode's handler. */
export async function probeInterpreter(): Promise<unknown> {
  let interpreter: unknown;
  const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
  const probe = await createEVM({
    common,
    customOpcodes: [
      {
        opcode: 0x0c,
        opcodeName: "PROBE",
        baseFee: 0,
        logicFunction: (rs) => {
          interpreter = rs.interpreter;
        },
      },
    ],
  });
  await probe.runCode({ code: hexToBytes("0x0c00"), gasLimit: 1000n });
  return interpreter;
}
