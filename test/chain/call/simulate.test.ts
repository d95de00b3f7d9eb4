// eth_simulateV1 in the call service: blocks of calls on one state, as geth's simulate.go; nothing
// stays behind. Expected values come from geth's rules (sanitizeChain, logtracer.go, errors.go).
import {
  type Address,
  bigIntToUnpaddedBytes,
  bytesToBigInt,
  bytesToHex,
  createAddressFromString,
  hexToBytes,
  setLengthLeft,
} from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectedDifficulty } from "../../../src/chain/block/difficulty.js";
import type { StateOverrides } from "../../../src/chain/call/overrides.js";
import { type SimulateRequest, simulate } from "../../../src/chain/call/simulate.js";
import { ETHER_ADDRESS, TRANSFER_TOPIC } from "../../../src/chain/call/simulate-logs.js";
import {
  CallTimeoutError,
  SimBlockGasLimitError,
  SimBlockNumberError,
  SimBlockTimestampError,
  SimClientLimitError,
  SimInsufficientFundsError,
  SimIntrinsicGasError,
  SimInvalidTransactionError,
  SimNonceTooHighError,
  SimNonceTooLowError,
} from "../../../src/chain/errors.js";
import type { ChainNode } from "../../../src/chain/index.js";
import { GWEI, openTestNode } from "../../helpers/chain.js";

const addr = (n: number) => createAddressFromString(`0x${n.toString(16).padStart(40, "0")}`);
const hex = (b: Uint8Array) => (b.toString === undefined ? "" : bytesToHex(b));
const A = addr(0xa0);
const B = addr(0xb0);
const R = addr(0xc0);
const X = addr(0x5e4d);
const push20 = (a: Address) => `73${a.toString().slice(2)}`;
const log1 = (topic: number) => `60${topic.toString(16).padStart(2, "0")}60006000a1`;
// CALL(gas, to, value, 0, 0, 0, 0), result popped
const callWith = (to: Address, value: number) =>
  `6000600060006000 60${value.toString(16).padStart(2, "0")}${push20(to)}5af150`.replace(/ /g, "");
const code = (s: string) => hexToBytes(`0x${s}`);
const CONTRACTS: StateOverrides = new Map([
  [A.toString(), { code: code(`${log1(1)}${callWith(B, 5)}${callWith(R, 3)}${log1(2)}00`), balance: 100n }],
  [R.toString(), { code: code(`${callWith(B, 1)}${log1(9)}60006000fd`) }],
  [B.toString(), { code: code(`${log1(3)}00`) }],
  [X.toString(), { balance: 10n ** 18n }],
]);
const word = (a: Address) => bytesToHex(setLengthLeft(a.bytes, 32));
const topic = (n: number) => bytesToHex(setLengthLeft(bigIntToUnpaddedBytes(BigInt(n)), 32));

describe("eth_simulateV1 (call service)", () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await openTestNode();
  });
  afterAll(() => node.close());

  const run = (request: Partial<SimulateRequest> & Pick<SimulateRequest, "blocks">, timeoutMs?: number) =>
    simulate(
      node.executor,
      node.chain,
      node.chain.head,
      { traceTransfers: false, validation: false, ...request },
      { timeoutMs },
    );

  it("logs in execution order; with traceTransfers the transfers too; a failed frame's are dropped", async () => {
    const blocks = [{ stateOverrides: CONTRACTS, calls: [{ from: X, to: A, value: 10n }] }];
    const plain = (await run({ blocks }))[0]!.calls[0]!;
    expect(plain.status).toBe(1);
    expect(plain.logs.map((l) => [bytesToHex(l.address), bytesToHex(l.topics[0]!)])).toEqual([
      [A.toString(), topic(1)],
      [B.toString(), topic(3)],
      [A.toString(), topic(2)],
    ]);
    const traced = (await run({ blocks, traceTransfers: true }))[0]!.calls[0]!;
    const ether = bytesToHex(ETHER_ADDRESS);
    const transfer = (from: Address, to: Address, value: number) => [
      ether,
      [bytesToHex(TRANSFER_TOPIC), word(from), word(to)],
      bytesToHex(setLengthLeft(bigIntToUnpaddedBytes(BigInt(value)), 32)),
    ];
    const own = (at: Address, n: number) => [at.toString(), [topic(n)], "0x"];
    expect(
      traced.logs.map((l) => [bytesToHex(l.address), l.topics.map((t) => bytesToHex(t)), bytesToHex(l.data)]),
    ).toEqual([transfer(X, A, 10), own(A, 1), transfer(A, B, 5), own(B, 3), own(A, 2)]);
    // the transfer logs are not the block's: its bloom is its receipts' (as geth)
    const bloomOf = async (traceTransfers: boolean) =>
      bytesToHex((await run({ blocks, traceTransfers }))[0]!.block.header.logsBloom);
    expect(await bloomOf(true)).toBe(await bloomOf(false));
  });

  it("a reverted call: status 0, its revert data and no logs, transfers included", async () => {
    const [block] = await run({
      blocks: [{ stateOverrides: CONTRACTS, calls: [{ from: X, to: R, value: 2n }] }],
      traceTransfers: true,
    });
    const call = block!.calls[0]!;
    expect(call.status).toBe(0);
    expect(call.logs).toEqual([]);
    expect(call.error).toEqual({ reverted: true, message: "execution reverted", data: new Uint8Array() });
  });

  it("state carries from call to call and block to block; nothing stays after", async () => {
    const to = addr(0x70);
    const blocks = [
      {
        stateOverrides: new Map([[X.toString(), { balance: 1000n }]]),
        calls: [
          { from: X, to, value: 400n },
          { from: X, to, value: 500n },
        ],
      },
      { calls: [{ from: X, to, value: 100n }] },
    ];
    const out = await run({ blocks });
    expect(out.map((b) => b.calls.map((c) => c.status))).toEqual([[1, 1], [1]]);
    // one wei more than is left fails the whole request with geth's code
    const over = run({ blocks: [...blocks, { calls: [{ from: X, to, value: 1n }] }] });
    await expect(over).rejects.toBeInstanceOf(SimInsufficientFundsError);
    await expect(over).rejects.toThrow(
      "insufficient funds for gas * price + value: address 0x0000000000000000000000000000000000005e4D have 0 want 1",
    );
    const state = await node.chain.stateAt(node.chain.head);
    expect((await state.getAccount(to))?.balance ?? 0n).toBe(0n);
    expect((await state.getAccount(X))?.balance ?? 0n).toBe(0n);
    // the call service answers from the chain's state again
    expect(await node.executor.call({ to: A }, node.chain.head)).toHaveLength(0);
  });

  it("numbers and times: +1 and +12 s by default, gaps filled with empty blocks, refused out of order", async () => {
    const head = node.chain.head.header;
    const out = await run({
      blocks: [{ calls: [] }, { blockOverrides: { number: head.number + 4n }, calls: [] }],
    });
    expect(out.map((b) => b.block.header.number)).toEqual([1n, 2n, 3n, 4n].map((n) => head.number + n));
    expect(out.map((b) => b.block.header.timestamp)).toEqual(
      [12n, 24n, 36n, 48n].map((t) => head.timestamp + t),
    );
    // parents chain up, difficulty follows Ethash on the simulated parent, total difficulty adds up
    let parent = node.chain.head.header;
    let td = (await node.chain.getTotalDifficulty(node.chain.head.hash()))!;
    for (const { block, totalDifficulty } of out) {
      expect(bytesToHex(block.header.parentHash)).toBe(bytesToHex(parent.hash()));
      expect(block.header.difficulty).toBe(
        expectedDifficulty(node.chain.config.consensus, block.header.timestamp, parent),
      );
      td += block.header.difficulty;
      expect(totalDifficulty).toBe(td);
      expect(bytesToHex(block.header.nonce)).toBe("0x0000000000000000");
      expect(block.uncleHeaders).toHaveLength(0);
      parent = block.header;
    }
    await expect(
      run({ blocks: [{ blockOverrides: { number: head.number }, calls: [] }] }),
    ).rejects.toBeInstanceOf(SimBlockNumberError);
    await expect(run({ blocks: [{ blockOverrides: { time: head.timestamp }, calls: [] }] })).rejects.toThrow(
      new SimBlockTimestampError(`block timestamps must be in order: ${head.timestamp} <= ${head.timestamp}`),
    );
    await expect(
      run({ blocks: [{ blockOverrides: { number: head.number + 257n }, calls: [] }] }),
    ).rejects.toBeInstanceOf(SimClientLimitError);
    await expect(run({ blocks: Array.from({ length: 257 }, () => ({ calls: [] })) })).rejects.toThrow(
      "too many blocks",
    );
  });

  it("BLOCKHASH sees the earlier simulated blocks", async () => {
    // BLOCKHASH(NUMBER - 1), returned
    const reader = addr(0xb10c);
    const over: StateOverrides = new Map([[reader.toString(), { code: code("600143034060005260206000f3") }]]);
    const out = await run({ blocks: [{ calls: [] }, { stateOverrides: over, calls: [{ to: reader }] }] });
    expect(bytesToHex(out[1]!.calls[0]!.returnData)).toBe(bytesToHex(out[0]!.block.hash()));
  });

  it("validation: nonces, fee caps and the base fee checked with geth's codes and words", async () => {
    const [dev] = node.chain.config.devAccounts;
    const nonce = (await (await node.chain.stateAt(node.chain.head)).getAccount(dev.address))!.nonce;
    const checksum = dev.address.toString() === dev.address.toString().toLowerCase() ? "" : "";
    void checksum;
    const send = (extra: object) =>
      run({ validation: true, blocks: [{ calls: [{ from: dev.address, to: X, ...extra }] }] });
    await expect(send({ nonce: nonce + 1n, maxFeePerGas: 10n * GWEI })).rejects.toBeInstanceOf(
      SimNonceTooHighError,
    );
    if (nonce > 0n)
      await expect(send({ nonce: nonce - 1n, maxFeePerGas: 10n * GWEI })).rejects.toBeInstanceOf(
        SimNonceTooLowError,
      );
    // with validation the base fee is EIP-1559's on the parent, so a call without fees is refused
    await expect(send({})).rejects.toBeInstanceOf(SimInvalidTransactionError);
    await expect(send({})).rejects.toThrow(/^max fee per gas less than block base fee: address 0x/);
    const [ok] = await send({ maxFeePerGas: 10n * GWEI, maxPriorityFeePerGas: GWEI });
    expect(ok!.block.header.baseFeePerGas).toBe(node.chain.head.header.calcNextBaseFee());
    expect(ok!.calls[0]!.status).toBe(1);
    // without validation: base fee 0, any nonce
    const [free] = await run({ blocks: [{ calls: [{ from: dev.address, to: X, nonce: nonce + 5n }] }] });
    expect(free!.block.header.baseFeePerGas).toBe(0n);
    expect(free!.calls[0]!.status).toBe(1);
  });

  it("gas: a call's gas must fit what is left of its block; intrinsic gas checked", async () => {
    const gasLimit = node.chain.head.header.gasLimit;
    // what the calls before used counts, not the gas they were given (geth's sanitizeCall)
    await expect(
      run({
        blocks: [
          {
            calls: [
              { to: X, gas: gasLimit - 10_000n },
              { to: X, gas: gasLimit - 21_000n },
            ],
          },
        ],
      }),
    ).resolves.toHaveLength(1);
    await expect(
      run({ blocks: [{ calls: [{ to: X }, { to: X, gas: gasLimit - 20_000n }] }] }),
    ).rejects.toThrow(
      new SimBlockGasLimitError(
        `block gas limit reached: remaining: ${gasLimit - 21_000n}, required: ${gasLimit - 20_000n}`,
      ),
    );
    await expect(run({ blocks: [{ calls: [{ to: X, gas: 20_000n }] }] })).rejects.toThrow(
      new SimIntrinsicGasError("intrinsic gas too low: have 20000, want 21000"),
    );
    // without gas each call gets what is left, and the block's gas used adds up
    const [block] = await run({ blocks: [{ calls: [{ to: X }, { to: X }] }] });
    expect(block!.block.header.gasUsed).toBe(42_000n);
    expect(block!.calls.map((c) => c.gasUsed)).toEqual([21_000n, 21_000n]);
  });

  it("gas: the gas cap is one budget for all blocks' calls, as geth's; a capped call's failure says so", async () => {
    const cap = node.executor.gasCap;
    const burns: StateOverrides = new Map([[A.toString(), { code: code("fe") }]]); // INVALID: all gas gone
    // the block allows twice the cap: the call gets the cap, burns it, and says why it had no more
    const [first] = await run({
      blocks: [{ blockOverrides: { gasLimit: cap * 2n }, stateOverrides: burns, calls: [{ to: A }] }],
    });
    expect(first!.calls[0]!.gasUsed).toBe(cap);
    expect(first!.calls[0]!.error).toEqual({
      reverted: false,
      message: "invalid opcode (gas limit was capped by the RPC server's global gas cap)",
    });
    // a later block's call gets what is left of the budget: nothing
    await expect(
      run({
        blocks: [
          { blockOverrides: { gasLimit: cap * 2n }, stateOverrides: burns, calls: [{ to: A }] },
          { calls: [{ to: X }] },
        ],
      }),
    ).rejects.toThrow(new SimIntrinsicGasError("intrinsic gas too low: have 0, want 21000"));
    // a call within the cap is not marked
    const [plain] = await run({ blocks: [{ stateOverrides: burns, calls: [{ to: A, gas: 50_000n }] }] });
    expect(plain!.calls[0]!.error).toEqual({ reverted: false, message: "invalid opcode" });
  });

  it("a simulation that runs past the time limit stops with the call timeout", async () => {
    const loop: StateOverrides = new Map([[A.toString(), { code: code("5b600056") }]]);
    await expect(run({ blocks: [{ stateOverrides: loop, calls: [{ to: A }] }] }, 200)).rejects.toBeInstanceOf(
      CallTimeoutError,
    );
    // and the service still answers from the chain's state
    expect(await node.executor.call({ to: A }, node.chain.head)).toHaveLength(0);
  });

  it("concurrent simulations with different overrides each see their own", async () => {
    const reader = addr(0xbeef);
    const runs = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        run({
          blocks: [
            {
              stateOverrides: new Map([
                [reader.toString(), { code: code("6000353160005260206000f3") }],
                [X.toString(), { balance: BigInt(i) }],
              ]),
              calls: [{ to: reader, data: setLengthLeft(X.bytes, 32) }],
            },
          ],
        }),
      ),
    );
    expect(runs.map((r) => bytesToBigInt(r[0]!.calls[0]!.returnData))).toEqual(
      Array.from({ length: 12 }, (_, i) => BigInt(i)),
    );
    void hex;
  });
});
