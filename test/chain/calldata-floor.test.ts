// EIP-7623's calldata floor under the default (osaka) rules: the least gas limit a transaction's
// data allows is 21000 + 10 per token (a zero byte is 1 token, any other 4), checked where geth
// checks it, and the least gas it is charged. Expected values from the EIP's formula and geth's
// messages (core/txpool/validation.go, core/state_transition.go).
import { createFeeMarket1559Tx } from "@ethereumjs/tx";
import type { EOACode7702AuthorizationListBytesItem } from "@ethereumjs/util";
import { createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallRequest } from "../../src/chain/call/request.js";
import { simulate } from "../../src/chain/call/simulate.js";
import {
  FloorDataGasError,
  IntrinsicGasTooLowError,
  InvalidTransactionError,
  SimIntrinsicGasError,
} from "../../src/chain/errors.js";
import type { ChainNode } from "../../src/chain/index.js";
import { GWEI, openTestNode } from "../helpers/chain.js";

// a selector and one word: 6 non-zero bytes (24 tokens) and 30 zero bytes (30 tokens)
const DATA = hexToBytes("0xc6cad2d3000000000000000000000000000000000000000000000000000000000000ca11");
const INTRINSIC = 21_000n + 6n * 16n + 30n * 4n; // 21,216
const FLOOR = 21_000n + 10n * (6n * 4n + 30n); // 21,540
const NO_CODE = createAddressFromString("0x0000000000000000000000000000000000007ace");

describe("EIP-7623's calldata floor (default rules)", () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await openTestNode({ accounts: 2 });
  });
  afterAll(() => node.close());

  const signed = (gasLimit: bigint, nonce = 0n) =>
    createFeeMarket1559Tx(
      { chainId: 1337n, nonce, to: NO_CODE, data: DATA, gasLimit, maxFeePerGas: 10n * GWEI },
      { common: node.chain.common },
    ).sign(node.chain.config.devAccounts[0]!.privateKey);

  it("the pool refuses a gas limit below the floor as geth's pool does (it would never be mined)", async () => {
    const below = signed(FLOOR - 1n);
    await expect(node.submitRawTransaction(below.serialize())).rejects.toThrow(
      new FloorDataGasError(FLOOR - 1n, FLOOR, "pool"),
    );
    expect(FloorDataGasError.prototype).toBeInstanceOf(IntrinsicGasTooLowError);
    expect(new FloorDataGasError(FLOOR - 1n, FLOOR, "pool").message).toBe(
      "insufficient gas for floor data gas cost: gas 21539, minimum needed 21540",
    );
    // below the intrinsic gas, that is named first (geth's order)
    await expect(node.submitRawTransaction(signed(INTRINSIC - 1n).serialize())).rejects.toThrow(
      "intrinsic gas too low: gas 21215, minimum needed 21216",
    );
    expect(node.pool.size).toBe(0);
  });

  it("charges the floor where execution costs less: a call to an account without code", async () => {
    const { inclusion } = await node.submitRawTransaction(signed(FLOOR).serialize());
    expect(inclusion?.result.totalGasSpent).toBe(FLOOR);
    const mined = await node.chain.getTransaction(signed(FLOOR).hash());
    expect(mined?.gasUsed).toBe(FLOOR);
  });

  it("eth_call below the floor: geth's state-transition message; eth_estimateGas answers at least the floor", async () => {
    const from = node.chain.config.devAccounts[1]!.address;
    await expect(
      node.executor.call({ from, to: NO_CODE, data: DATA, gas: FLOOR - 1n }, node.chain.head, {
        timeoutMs: 0,
      }),
    ).rejects.toThrow("insufficient gas for floor data gas cost: have 21539, want 21540");
    const estimate = await node.executor.estimateGas(
      { from, to: NO_CODE, data: DATA },
      node.chain.head,
      node.chain.head.header.gasLimit,
    );
    // geth's search (eth/gasestimator) stops within 1.5% above the least limit, the floor here
    expect(estimate >= FLOOR && estimate <= (FLOOR * 1000n) / 985n).toBe(true);
  });

  it("eth_simulateV1 below the floor: the intrinsic gas's code (-38013) with geth's words", async () => {
    await expect(
      simulate(node.executor, node.chain, node.chain.head, {
        blocks: [{ calls: [{ to: NO_CODE, data: DATA, gas: FLOOR - 1n }] }],
        traceTransfers: false,
        validation: false,
      }),
    ).rejects.toThrow(
      new SimIntrinsicGasError("insufficient gas for floor data gas cost: have 21539, want 21540"),
    );
  });
});

describe("calls with an authorization list the transaction could not carry (found by the fuzzer)", () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await openTestNode({ accounts: 1 });
  });
  afterAll(() => node.close());

  const auth = (yParity: Uint8Array): EOACode7702AuthorizationListBytesItem => [
    hexToBytes("0x0539"),
    NO_CODE.bytes,
    new Uint8Array(0),
    yParity,
    hexToBytes("0x0828"),
    hexToBytes("0x013a8fdbf7"),
  ];
  const call = (req: Partial<CallRequest>) =>
    node.executor.call(
      { to: NO_CODE, authorizationList: [auth(new Uint8Array(0))], ...req },
      node.chain.head,
      {
        timeoutMs: 0,
      },
    );

  it("refuses a creation and an empty list in geth's words (core/error.go), a yParity over a byte as invalid", async () => {
    await expect(call({ to: undefined })).rejects.toThrow(
      new InvalidTransactionError(
        "invalid transaction: EIP-7702 transaction cannot be used to create contract",
      ),
    );
    await expect(call({ authorizationList: [] })).rejects.toThrow(
      new InvalidTransactionError("invalid transaction: EIP-7702 transaction with empty auth list"),
    );
    const wide = call({ authorizationList: [auth(hexToBytes("0x0100"))] });
    await expect(wide).rejects.toBeInstanceOf(InvalidTransactionError);
    await expect(wide).rejects.toThrow(/^invalid transaction: .*yParity/);
    // (each answer its own: the call cache keys on the authorization list, which it once left out)
    // a well-formed one runs (the call to an account without code returns nothing)
    expect(await call({})).toEqual(new Uint8Array(0));
  });
});
