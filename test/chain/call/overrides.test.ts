// State and block overrides of the call service (geth's internal/ethapi/override): each call sees
// its own, the chain's state and the executor's memory of outcomes never do.
import { createHash } from "node:crypto";
import {
  type Address,
  bigIntToUnpaddedBytes,
  bytesToBigInt,
  bytesToHex,
  createAddressFromString,
  generateAddress,
  hexToBytes,
  setLengthLeft,
} from "@ethereumjs/util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessList } from "../../../src/chain/call/access-list.js";
import type { CallOverrides, StateOverrides } from "../../../src/chain/call/overrides.js";
import { InsufficientFundsError, InvalidOverrideError } from "../../../src/chain/errors.js";
import type { ChainNode } from "../../../src/chain/index.js";
import { contractInterface, deploy, GWEI, openTestNode } from "../../helpers/chain.js";

const token = contractInterface("Token");
// runtime code: return one word computed from calldata word 0
const RETURN_WORD = "60005260206000f3";
const CODE = {
  balanceOfArg: hexToBytes(`0x60003531${RETURN_WORD}`), // BALANCE(calldata[0])
  sloadArg: hexToBytes(`0x60003554${RETURN_WORD}`), // SLOAD(calldata[0])
  number: hexToBytes(`0x43${RETURN_WORD}`),
  timestamp: hexToBytes(`0x42${RETURN_WORD}`),
  coinbase: hexToBytes(`0x41${RETURN_WORD}`),
  gasLimit: hexToBytes(`0x45${RETURN_WORD}`),
  difficulty: hexToBytes(`0x44${RETURN_WORD}`),
  baseFee: hexToBytes(`0x48${RETURN_WORD}`),
  create: hexToBytes(`0x600060006000f0${RETURN_WORD}`), // CREATE(0, 0, 0)
};
const word = (n: bigint) => setLengthLeft(bigIntToUnpaddedBytes(n), 32);
const addr = (n: number) => createAddressFromString(`0x${n.toString(16).padStart(40, "0")}`);
const TARGET = addr(0xc0de);

describe("call overrides", () => {
  let node: ChainNode;
  let tokenAddr: Address;
  let alice: Address;
  beforeAll(async () => {
    node = await openTestNode();
    const [a] = node.chain.config.devAccounts;
    alice = a.address;
    tokenAddr = await deploy(node, a.privateKey, 0n, "Token", ["Test", "TST", 10n ** 24n]);
  });
  afterAll(() => node.close());

  const run = (to: Address, data: Uint8Array, overrides?: CallOverrides, extra: object = {}) =>
    node.executor.call({ to, data, ...extra }, node.chain.head, { overrides });
  const asNumber = async (p: Promise<Uint8Array>) => bytesToBigInt(await p);
  const withCode = (code: Uint8Array, more: StateOverrides = new Map()): StateOverrides =>
    new Map([[TARGET.toString(), { code }], ...more]);
  const balanceOf = (who: Address, overrides?: CallOverrides) =>
    asNumber(
      run(
        tokenAddr,
        hexToBytes(token.encodeFunctionData("balanceOf", [who.toString()]) as `0x${string}`),
        overrides,
      ),
    );

  it("balance and code: a contract that does not exist answers with the overridden balance", async () => {
    const probe = addr(0xbeef);
    const overrides = {
      stateOverrides: withCode(CODE.balanceOfArg, new Map([[probe.toString(), { balance: 12345n }]])),
    };
    expect(await asNumber(run(TARGET, setLengthLeft(probe.bytes, 32), overrides))).toBe(12345n);
    // nothing stayed behind: the chain's state and a plain call see no code and no balance
    expect(await (await node.chain.stateAt(node.chain.head)).getCode(TARGET)).toHaveLength(0);
    expect(await run(TARGET, setLengthLeft(probe.bytes, 32))).toHaveLength(0);
    expect((await (await node.chain.stateAt(node.chain.head)).getAccount(probe))?.balance ?? 0n).toBe(0n);
  });

  it("nonce: the address of a CREATE follows the overridden nonce", async () => {
    const created = await run(TARGET, new Uint8Array(), {
      stateOverrides: new Map([[TARGET.toString(), { code: CODE.create, nonce: 7n }]]),
    });
    expect(bytesToHex(created.subarray(12))).toBe(
      bytesToHex(generateAddress(TARGET.bytes, bigIntToUnpaddedBytes(7n))),
    );
  });

  it("stateDiff keeps the other slots, state replaces the whole storage", async () => {
    const before = await balanceOf(alice);
    expect(before).toBe(10n ** 24n);
    const other = `0x${"00".repeat(31)}99`;
    expect(
      await balanceOf(alice, {
        stateOverrides: new Map([[tokenAddr.toString(), { stateDiff: new Map([[other, word(1n)]]) }]]),
      }),
    ).toBe(before);
    expect(
      await balanceOf(alice, {
        stateOverrides: new Map([[tokenAddr.toString(), { state: new Map([[other, word(1n)]]) }]]),
      }),
    ).toBe(0n);
    // and the slot written is read back
    const read = await asNumber(
      run(TARGET, word(0x99n), {
        stateOverrides: new Map([
          [TARGET.toString(), { code: CODE.sloadArg, state: new Map([[other, word(77n)]]) }],
        ]),
      }),
    );
    expect(read).toBe(77n);
    expect(await balanceOf(alice)).toBe(before);
  });

  it("refuses state with stateDiff, a move of no precompile and a move onto an overridden account (geth's words)", async () => {
    const both = run(TARGET, new Uint8Array(), {
      stateOverrides: new Map([[TARGET.toString(), { state: new Map(), stateDiff: new Map() }]]),
    });
    await expect(both).rejects.toBeInstanceOf(InvalidOverrideError);
    await expect(both).rejects.toThrow(
      /^account 0x000000000000000000000000000000000000c0DE has both 'state' and 'stateDiff'$/,
    );
    const notPrecompile = run(TARGET, new Uint8Array(), {
      stateOverrides: new Map([[TARGET.toString(), { movePrecompileToAddress: addr(0x1234) }]]),
    });
    await expect(notPrecompile).rejects.toThrow(/is not a precompile$/);
    const onto = run(TARGET, new Uint8Array(), {
      stateOverrides: new Map([
        [addr(2).toString(), { movePrecompileToAddress: TARGET }],
        [TARGET.toString(), { balance: 1n }],
      ]),
    });
    await expect(onto).rejects.toThrow(
      /^account 0x000000000000000000000000000000000000c0DE is already overridden$/,
    );
  });

  it("movePrecompileToAddress: sha256 answers at its new address, the old one is an ordinary account", async () => {
    const input = new TextEncoder().encode("powgate");
    const sha = createHash("sha256").update(input).digest();
    const overrides = {
      stateOverrides: new Map([[addr(2).toString(), { movePrecompileToAddress: addr(0x1234) }]]),
    };
    expect(bytesToHex(await run(addr(0x1234), input, overrides))).toBe(bytesToHex(sha));
    expect(await run(addr(2), input, overrides)).toHaveLength(0);
    // and code put on the old address runs there
    const withNumber = {
      stateOverrides: new Map([
        [addr(2).toString(), { movePrecompileToAddress: addr(0x1234), code: CODE.number }],
      ]),
    };
    expect(await asNumber(run(addr(2), input, withNumber))).toBe(node.chain.head.header.number);
    // the precompile is back where it was for the next call
    expect(bytesToHex(await run(addr(2), input))).toBe(bytesToHex(sha));
    expect(await run(addr(0x1234), input)).toHaveLength(0);
  });

  it("block overrides: NUMBER, TIMESTAMP, COINBASE, GASLIMIT, DIFFICULTY and BASEFEE (priced calls)", async () => {
    const code = (c: Uint8Array) => ({ stateOverrides: withCode(c) });
    const blockOverrides = {
      number: 1000n,
      time: 2_000_000_000n,
      coinbase: addr(0xfee),
      gasLimit: 12_345_678n,
      difficulty: 999n,
      baseFeePerGas: 7n,
    };
    const read = (c: Uint8Array, extra: object = {}) =>
      asNumber(run(TARGET, new Uint8Array(), { ...code(c), blockOverrides }, extra));
    expect(await read(CODE.number)).toBe(1000n);
    expect(await read(CODE.timestamp)).toBe(2_000_000_000n);
    expect(await read(CODE.coinbase)).toBe(0xfeen);
    expect(await read(CODE.gasLimit)).toBe(12_345_678n);
    expect(await read(CODE.difficulty)).toBe(999n);
    // as geth's eth_call: a call without a gas price sees base fee 0, a priced one the override
    expect(await read(CODE.baseFee)).toBe(0n);
    expect(await read(CODE.baseFee, { from: alice, gasPrice: GWEI })).toBe(7n);
    // and the head's own context again without them
    expect(await asNumber(run(TARGET, new Uint8Array(), code(CODE.number)))).toBe(
      node.chain.head.header.number,
    );
  });

  it("is never served from nor stored in the executor's memory of outcomes", async () => {
    const plain = await balanceOf(alice);
    const zeroed = { stateOverrides: new Map([[tokenAddr.toString(), { state: new Map() }]]) };
    expect(await balanceOf(alice, zeroed)).toBe(0n);
    expect(await balanceOf(alice)).toBe(plain);
    expect(await balanceOf(alice, zeroed)).toBe(0n);
  });

  it("concurrent calls with different overrides each see only their own", async () => {
    const probe = addr(0xabc);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 3 === 0
          ? asNumber(
              run(TARGET, setLengthLeft(probe.bytes, 32), { stateOverrides: withCode(CODE.balanceOfArg) }),
            )
          : asNumber(
              run(TARGET, setLengthLeft(probe.bytes, 32), {
                stateOverrides: withCode(
                  CODE.balanceOfArg,
                  new Map([[probe.toString(), { balance: BigInt(i) }]]),
                ),
              }),
            ),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 24 }, (_, i) => (i % 3 === 0 ? 0n : BigInt(i))));
  });

  it("eth_estimateGas: an overridden balance pays, an overridden block gas limit bounds the search", async () => {
    const poor = addr(0x5005);
    const req = { from: poor, to: alice, value: 10n ** 18n, gasPrice: GWEI };
    await expect(node.executor.estimateGas(req, node.chain.head, 30_000_000n)).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
    const rich = { stateOverrides: new Map([[poor.toString(), { balance: 10n ** 19n }]]) };
    expect(await node.executor.estimateGas(req, node.chain.head, 30_000_000n, { overrides: rich })).toBe(
      21000n,
    );
    // code on the recipient: no longer a plain transfer; the bound is the overridden gas limit
    const looping = hexToBytes("0x5b600056"); // JUMPDEST PUSH1 0 JUMP: never ends
    const bounded = node.executor.estimateGas({ to: TARGET }, node.chain.head, 30_000_000n, {
      overrides: { stateOverrides: withCode(looping), blockOverrides: { gasLimit: 100_000n } },
    });
    await expect(bounded).rejects.toThrow("gas required exceeds allowance (100000)");
  });

  it("eth_createAccessList: runs on the overridden code", async () => {
    const outcome = await createAccessList(
      node.executor,
      node.chain,
      { to: TARGET, data: word(5n) },
      node.chain.head,
      {
        overrides: { stateOverrides: withCode(CODE.sloadArg) },
      },
    );
    expect(outcome.accessList).toEqual([{ address: TARGET.toString(), storageKeys: [bytesToHex(word(5n))] }]);
  });
});
