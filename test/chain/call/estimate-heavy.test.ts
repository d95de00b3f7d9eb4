// Issue 16: eth_estimateGas of a loop of EXP opcodes that needs 1.5x the block gas limit, given
// 2x the limit, ran past the 5 s call limit (the search started at the intrinsic gas and re-ran
// the whole loop ~12 times, each EXP ~130 µs). It must finish within the default limit, and the
// estimate must be geth's: enough gas, within geth's 1.5% above what the call used.
import { type Address, bigIntToBytes, setLengthLeft } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchGas } from "../../../src/chain/call/gas-search.js";
import { budget, DEFAULT_CALL_TIMEOUT_MS } from "../../../src/chain/call/request.js";
import type { ChainNode } from "../../../src/chain/index.js";
import { openTestNode, send } from "../../helpers/chain.js";

/**
 * Runtime: x = 3; repeat calldata[0..32] times: x = x ** (2^256 - 1); return x.
 * 1,662 gas per round (EXP with a 32-byte exponent: 1,610).
 */
const RUNTIME =
  "6000356003" + // n = calldata[0]; x = 3            stack: n x
  "5b8115603757" + // 0x05 loop: if n == 0 goto 0x37
  `7f${"ff".repeat(32)}900a` + // x = x ** (2^256 - 1)
  "9060019003906005" + // n = n - 1
  "56" + // goto loop
  "5b60005260206000f3"; // 0x37: return x
const ROUND_GAS = 1_662n;
const INIT = `0x60${(RUNTIME.length / 2).toString(16)}80600b6000396000f3${RUNTIME}`;

describe("eth_estimateGas of a loop that needs 1.5x the block gas limit", () => {
  let node: ChainNode;
  let loop: Address;
  beforeAll(async () => {
    // a 10M block gas limit (the was 30M) keeps the test's work at ~1/3 on a busy machine;
    // the case is the same: a loop of 1.5x the limit, given 2x
    node = await openTestNode({ gasLimit: 10_000_000n });
    const [a] = node.chain.config.devAccounts;
    const inclusion = await send(node, a.privateKey, { nonce: 0n, data: INIT, gasLimit: 200_000n });
    loop = inclusion.result.createdAddress as Address;
  });
  afterAll(() => node.close());

  it("finishes within the default time limit with geth's estimate", async () => {
    const blockLimit = node.chain.head.header.gasLimit;
    const rounds = (blockLimit * 3n) / 2n / ROUND_GAS;
    const req = {
      from: node.chain.config.devAccounts[0].address,
      to: loop,
      data: setLengthLeft(bigIntToBytes(rounds), 32),
      gas: blockLimit * 2n,
    };
    const started = Date.now();
    const estimate = await node.executor.estimateGas(req, node.chain.head, blockLimit, {
      timeoutMs: DEFAULT_CALL_TIMEOUT_MS,
    });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(DEFAULT_CALL_TIMEOUT_MS);
    expect(estimate).toBeGreaterThan(blockLimit);
    // the loop's gas: 21,000 + calldata + rounds (a lower bound the estimate must cover)
    expect(estimate).toBeGreaterThan(21_000n + rounds * ROUND_GAS);
    // The call succeeds with the estimate and fails with less than it used (geth's `lo`), and the
    // estimate is at most 1.5% above the failing bound (geth's error ratio).
    await expect(node.executor.call({ ...req, gas: estimate }, node.chain.head)).resolves.toBeDefined();
    const run = await node.executor.runReportingAccessList(req, node.chain.head, budget({ timeoutMs: 0 }));
    const used = run.totalGasSpent;
    expect(estimate).toBeGreaterThanOrEqual(used);
    expect(Number(estimate - (used - 1n)) / Number(estimate)).toBeLessThan(0.016);
    await expect(node.executor.call({ ...req, gas: used - 1n }, node.chain.head)).rejects.toThrow(
      "out of gas",
    );
  }, 60_000);

  it("skips runs only where they cannot change the answer: the same estimate as running each try", async () => {
    const req = {
      from: node.chain.config.devAccounts[0].address,
      to: loop,
      data: setLengthLeft(bigIntToBytes(2_000n), 32),
    };
    const blockLimit = node.chain.head.header.gasLimit;
    const estimate = await node.executor.estimateGas(req, node.chain.head, blockLimit);
    const run = await node.executor.runReportingAccessList(req, node.chain.head, budget({ timeoutMs: 0 }));
    let tries = 0;
    const searched = await searchGas(
      { used: run.totalGasSpent, peak: run.totalGasSpent, observedGas: true, sentryNeed: 0n },
      blockLimit,
      async (gas) => {
        tries++;
        return node.executor.call({ ...req, gas }, node.chain.head).then(
          () => false,
          () => true,
        );
      },
    );
    expect(tries).toBeGreaterThan(1);
    expect(estimate).toBe(searched);
  }, 60_000);
});
