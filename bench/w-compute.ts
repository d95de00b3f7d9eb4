/**
 * W11: compute-heavy calls. One contract (contracts/Compute.sol), one function per opcode class,
 * each ~3M gas per call (under Ganache's 6.7M block gas limit, which caps its estimates). Per
 * class, sequential `eth_call`s for the load's length, then sequential `eth_estimateGas`es; the
 * figure is gas/s: the node's own estimate of the call times calls per second (estimates differ
 * between nodes by at most a few percent: geth's 1.5% error ratio and the like).
 * Each eth_call carries a different `gas` (10,000,000 + i): the work is the same, but no node can
 * answer it from a cache of call outcomes (powgate remembers them per block).
 * A request that takes more than 30 s fails its class (Ganache's estimates of these loops).
 */
import { Interface } from "ethers";
import { cpuMs } from "./proc.js";
import { measured, type Outcome, type Sample } from "./sample.js";
import { errorSummary, type Session } from "./session.js";
import { accounts, artifacts, contractAddress, hex } from "./txs.js";

/** account 18: no other workload sends from it */
const DEPLOYER = 18;
const computeAbi = new Interface(artifacts.Compute.abi as string[]);
const BLOB = `0x${Buffer.alloc(4096, 0xa5).toString("hex")}`;

/** Opcode classes: the function and the rounds that make ~3M gas. */
export const W11_CLASSES = [
  { id: "exp", label: "EXP", data: computeAbi.encodeFunctionData("expLoop", [1_800]) },
  { id: "keccak", label: "KECCAK256 (256 B)", data: computeAbi.encodeFunctionData("keccakLoop", [30_000]) },
  { id: "mulmod", label: "MULMOD+ADDMOD", data: computeAbi.encodeFunctionData("mulmodLoop", [60_000]) },
  {
    id: "copy",
    label: "memory copies (4 KiB)",
    data: computeAbi.encodeFunctionData("copyLoop", [2_000, BLOB]),
  },
  { id: "storage", label: "SSTORE/SLOAD", data: computeAbi.encodeFunctionData("storageLoop", [8_000]) },
  { id: "call", label: "STATICCALL", data: computeAbi.encodeFunctionData("callLoop", [6_000]) },
] as const;

const CALL_GAS = 10_000_000;
const TIMEOUT_MS = 30_000;

export async function deployCompute(s: Session): Promise<string> {
  const address = contractAddress(accounts[DEPLOYER].address, s.nonceOf(DEPLOYER));
  const tx = s.next(DEPLOYER, { to: null, data: artifacts.Compute.bytecode, gas: 1_000_000 });
  await s.sendAndConfirm([tx]);
  return address;
}

/** Repeat `one(i)` sequentially for `seconds` (at least 3 times); gas/s with `gas` per call. */
async function repeat(
  s: Session,
  gas: number,
  seconds: number,
  one: (i: number) => Promise<unknown>,
): Promise<Sample> {
  return measured(
    () => cpuMs(s.pid),
    async () => {
      const t0 = performance.now();
      let n = 0;
      while (n < 3 || performance.now() - t0 < seconds * 1000) await one(n++);
      const elapsed = (performance.now() - t0) / 1000;
      return {
        units: gas * n,
        seconds: elapsed,
        detail: { calls: n, gasPerCall: gas, msPerCall: (elapsed * 1000) / n },
      };
    },
    "second",
  ).then((sample) => {
    // CPU per unit: µs per million gas (per unit of gas is below the /proc resolution)
    if (sample.cpuUs !== undefined) sample.cpuUs *= 1e6;
    return sample;
  });
}

/**
 * Transactions of each class mined one after another (a test suite's heavy transaction: send, wait
 * for the receipt): at most MINED_TXS signed before the clock starts, sent until `seconds` passed
 * (at least 3); gas/s from the receipts' gasUsed. Each class sends from its own W5 sender (10-15),
 * which nothing sends from afterwards: the transactions signed and not sent leave a gap there only.
 */
const MINED_TXS = 60;
const MINED_SENDER = 10;

async function mined(
  s: Session,
  sender: number,
  tx: { to: string; data: string; gas: number },
  seconds: number,
) {
  const signed = Array.from({ length: MINED_TXS }, () => s.next(sender, tx));
  return measured(
    () => cpuMs(s.pid),
    async () => {
      const t0 = performance.now();
      let gas = 0;
      let n = 0;
      while (n < signed.length && (n < 3 || performance.now() - t0 < seconds * 1000)) {
        const { raw, hash } = signed[n++];
        await s.rpc.call("eth_sendRawTransaction", [raw], TIMEOUT_MS);
        const receipt = await s.waitReceipt(hash, TIMEOUT_MS, 1);
        if (receipt.status !== "0x1")
          throw new Error(`transaction ${hash} failed (status ${receipt.status})`);
        gas += Number(receipt.gasUsed);
      }
      const elapsed = (performance.now() - t0) / 1000;
      return {
        units: gas,
        seconds: elapsed,
        detail: { txs: n, gasPerTx: gas / n, msPerTx: (elapsed * 1000) / n },
      };
    },
    "second",
  ).then((sample) => {
    if (sample.cpuUs !== undefined) sample.cpuUs *= 1e6;
    return sample;
  });
}

/**
 * W11call-<class>, W11est-<class> and W11tx-<class> samples (gas/s); a failing class is recorded,
 * the rest run.
 */
export async function w11Compute(
  s: Session,
  compute: string,
  seconds: number,
): Promise<Record<string, Outcome>> {
  const from = accounts[0].address;
  const out: Record<string, Outcome> = {};
  const attempt = async (id: string, fn: () => Promise<Sample>) => {
    out[id] = await fn().catch((e: unknown) => ({ error: errorSummary(e).message }));
  };
  for (const c of W11_CLASSES) {
    const req = { from, to: compute, data: c.data };
    // the node's own figure of the call's gas (with the whole block gas limit to spend)
    const gas = await s.rpc
      .call<string>("eth_estimateGas", [req, "latest"], TIMEOUT_MS)
      .then(Number, (e: unknown) => e);
    if (typeof gas !== "number") {
      const error = `eth_estimateGas: ${errorSummary(gas).message}`;
      out[`W11call-${c.id}`] = { error };
      out[`W11est-${c.id}`] = { error };
      continue;
    }
    await attempt(`W11call-${c.id}`, () =>
      repeat(s, gas, seconds, (i) =>
        s.rpc.call("eth_call", [{ ...req, gas: hex(CALL_GAS + i) }, "latest"], TIMEOUT_MS),
      ),
    );
    await attempt(`W11est-${c.id}`, () =>
      repeat(s, gas, seconds, () => s.rpc.call("eth_estimateGas", [req, "latest"], TIMEOUT_MS)),
    );
    const sender = MINED_SENDER + W11_CLASSES.indexOf(c);
    const tx = { to: compute, data: c.data, gas: Math.ceil(gas * 1.1) };
    await attempt(`W11tx-${c.id}`, () => mined(s, sender, tx, seconds));
  }
  return out;
}
