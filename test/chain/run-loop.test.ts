// The interpreter loop without an await per opcode (src/chain/exec/run-loop.ts), the call frame
// without the runState merge (src/chain/exec/frame.ts) and the replaced opcodes (fast-opcodes.ts,
// opcodes/, storage-opcodes.ts) against EthereumJS's own loop, frame and opcodes: seeded random
// programs (arithmetic, PUSH1..32, DUP, SWAP, memory, calldata, copies, storage, jumps good and bad,
// logs, calls to a precompile and to themselves, creates, invalid opcodes, stack faults, out of gas
// at random limits) run on both over the same pre-state with random calldata; return data, gas,
// refund, error, logs, storage and the result's fields (all but the unread runState) must be equal.
import { createBlock } from "@ethereumjs/block";
import { createEVM, EVM } from "@ethereumjs/evm";
import { Account, type Address, bytesToHex, createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/common.js";
import { fastOpcodes, word32 } from "../../src/chain/exec/fast-opcodes.js";
import { installFrame, stockRunInterpreter } from "../../src/chain/exec/frame.js";
import { installRunLoop, stockRun } from "../../src/chain/exec/run-loop.js";
import { storageOpcodes } from "../../src/chain/exec/storage-opcodes.js";
import { Watchdog } from "../../src/chain/exec/watchdog.js";
import { probeInterpreter } from "../helpers/evm.js";
import { rng } from "../helpers/rng.js";

const CONTRACT = createAddressFromString(`0x${"c0".repeat(20)}`);
const CALLER = createAddressFromString(`0x${"ca".repeat(20)}`);

const hex1 = (n: number) => n.toString(16).padStart(2, "0");
const SIMPLE = [
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16,
  0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x30, 0x32, 0x33, 0x34, 0x35, 0x36, 0x38, 0x3a, 0x3d, 0x41, 0x42,
  0x43, 0x45, 0x46, 0x47, 0x48, 0x50, 0x58, 0x59, 0x5a, 0x5f, 0x80, 0x81, 0x82, 0x90, 0x91,
];

/** A program of `n` pieces; jumps target a JUMPDEST at 0 or a random (mostly invalid) offset. */
function program(next: () => number, n: number): Uint8Array {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const small = () => `60${hex1(Math.floor(next() * 64))}`; // PUSH1 0..63
  let code = "5b"; // JUMPDEST at 0: loops end by gas or by a bad jump
  for (let i = 0; i < n; i++) {
    const r = next();
    if (r < 0.3) code += `${small()}${small()}${hex1(pick(SIMPLE))}`;
    else if (r < 0.38) {
      const width = 1 + Math.floor(next() * 32); // PUSH1..PUSH32 of any bytes
      code += `${hex1(0x5f + width)}${Array.from({ length: width }, () => hex1(Math.floor(next() * 256))).join("")}`;
    } else if (r < 0.46)
      code += `${small()}${small()}${small()}${pick(["52", "53", "51", "20", "5e"])}`; // memory, KECCAK, MCOPY
    else if (r < 0.52)
      code += `${small()}${small()}${small()}${pick(["37", "39", "3e"])}`; // copies
    else if (r < 0.58)
      code += `${small()}${small()}${pick(["55", "54", "5d", "5c"])}`; // storage, transient
    else if (r < 0.62)
      code += `${small()}${small()}${pick(["a0", "a1"])}`; // LOG0/LOG1
    else if (r < 0.67)
      code += `${small()}${pick(["56", "57"])}`.replace(/^60../, next() < 0.5 ? "6000" : "$&");
    else if (r < 0.7)
      code += `${small()}${small()}${small()}${small()}600461fffffa`; // STATICCALL identity
    else if (r < 0.72)
      code += `${small()}${small()}60206000${pick(["6000", "6001"])}305af150`; // CALL itself (depth and gas bound it), with value too
    else if (r < 0.74)
      code += `6005600060f050`; // CREATE of 5 zero bytes
    else if (r < 0.76) code += pick(["fe", "0c", "ef", "60206000f3", "60206000fd", "00", "6000ff"]);
    else if (r < 0.8)
      code += pick(["50", "50", "01", "80"]); // stack underflows
    else code += hex1(Math.floor(next() * 256)); // any byte
  }
  return hexToBytes(`0x${code}`);
}

/** powgate's EVM (replaced opcodes, watchdog) or, `stock`, one with only the watchdog's stock-based opcodes */
async function newEvm(stock = false): Promise<EVM> {
  const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
  const ops = stock ? [] : [...fastOpcodes(common), ...storageOpcodes(common)];
  return createEVM({ common, customOpcodes: [...ops, ...new Watchdog().opcodes(common, ops)] });
}

async function run(evm: EVM, code: Uint8Array, gasLimit: bigint, data: Uint8Array = new Uint8Array(0)) {
  const sm = evm.stateManager;
  await sm.putAccount(CALLER, new Account(0n, 10n ** 18n));
  await sm.putAccount(CONTRACT, new Account(1n, 10n ** 9n));
  await sm.putCode(CONTRACT, code);
  await sm.putStorage(CONTRACT, word32(3n), word32(7n));
  await sm.checkpoint();
  await sm.commit();
  sm.originalStorageCache.clear();
  evm.journal.cleanJournal();
  const block = createBlock(
    { header: { number: 5n, baseFeePerGas: 7n, gasLimit: 30_000_000n } },
    { common: evm.common },
  );
  const r = await evm.runCall({ caller: CALLER, to: CONTRACT, gasLimit, value: 1n, block, data });
  const storage: string[] = [];
  for (let k = 0n; k < 64n; k++)
    storage.push(bytesToHex(await sm.getStorage(CONTRACT as Address, word32(k))));
  return {
    value: bytesToHex(r.execResult.returnValue),
    gas: r.execResult.executionGasUsed,
    refund: r.execResult.gasRefund,
    error: r.execResult.exceptionError?.error,
    logs: (r.execResult.logs ?? []).map((l) =>
      l.map((x) => (Array.isArray(x) ? x.map(bytesToHex) : bytesToHex(x))),
    ),
    created: [...(r.execResult.createdAddresses ?? [])].sort(),
    fields: Object.keys(r.execResult)
      .filter((k) => k !== "runState")
      .sort(),
    storage,
  };
}

interface InterpreterProto {
  run: unknown;
}
let proto: InterpreterProto;
let ours: unknown;
const evmProto = EVM.prototype as unknown as { runInterpreter: unknown };
let ourFrame: unknown;

beforeAll(async () => {
  // an interpreter, to install the loop on its class: a probe opcode hands it out
  const interpreter = await probeInterpreter();
  installRunLoop(interpreter);
  installFrame(interpreter);
  proto = Object.getPrototypeOf(interpreter) as InterpreterProto;
  ours = proto.run;
  ourFrame = evmProto.runInterpreter;
  expect(stockRun).toBeDefined();
  expect(ours).not.toBe(stockRun);
  expect(ourFrame).not.toBe(stockRunInterpreter);
});

/** EthereumJS's loop, frame and opcodes against powgate's */
async function both(code: Uint8Array, gasLimit: bigint, data?: Uint8Array) {
  proto.run = stockRun;
  evmProto.runInterpreter = stockRunInterpreter;
  let stock: Awaited<ReturnType<typeof run>>;
  try {
    stock = await run(await newEvm(true), code, gasLimit, data);
  } finally {
    proto.run = ours;
    evmProto.runInterpreter = ourFrame;
  }
  const fast = await run(await newEvm(), code, gasLimit, data);
  return { stock, fast };
}

describe("the interpreter loop and call frame: equal to EthereumJS's", () => {
  it("runs a counting loop to the same result and gas", async () => {
    // 200 rounds of: i - 1, mstore, keccak, loop while i != 0; then return the last hash
    const code = hexToBytes("0x60c85b600190038060005260206000208060205250806002576020602060003960206020f3");
    const { stock, fast } = await both(code, 5_000_000n);
    expect(stock.error).toBeUndefined();
    expect(fast).toEqual(stock);
  });

  it("agrees with EthereumJS's loop on 400 random programs at random gas limits", async () => {
    const errors = new Set<string>();
    for (let seed = 1; seed <= 400; seed++) {
      const next = rng(seed);
      const code = program(next, 8 + Math.floor(next() * 40));
      const gasLimit = next() < 0.3 ? BigInt(Math.floor(next() * 3000)) : 300_000n;
      const data = Uint8Array.from({ length: Math.floor(next() * 70) }, () => Math.floor(next() * 256));
      const { stock, fast } = await both(code, gasLimit, data);
      expect(fast, `seed ${seed}: ${bytesToHex(code)} at ${gasLimit} gas`).toEqual(stock);
      errors.add(String(stock.error).replace(/ at .*/, ""));
    }
    // the corpus reaches success and the usual faults (else it proves little)
    for (const e of [
      "undefined",
      "out of gas",
      "invalid JUMP",
      "stack underflow",
      "invalid opcode",
      "revert",
    ])
      expect([...errors], `outcomes seen: ${[...errors].join(", ")}`).toContain(e);
  }, 60_000);

  it("leaves tracing to EthereumJS's loop (step listeners see every opcode)", async () => {
    const evm = await newEvm();
    const steps: number[] = [];
    evm.events.on("step", (s: { pc: number }) => {
      steps.push(s.pc);
    });
    await run(evm, hexToBytes("0x6001600201600055"), 100_000n);
    expect(steps).toEqual([0, 2, 4, 5, 7]);
  });
});
