// The generated validators on the real spec: every example passes, malformed params are rejected
// with geth-like messages naming the param and the reason, results are checked strictly.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { OpenRpcDocument } from "../../codegen/document.js";
import { buildModel } from "../../codegen/model.js";
import {
  createRpcError,
  ExecutionRevertedError,
  errorClassForCode,
  InvalidParamsError,
  LimitExceededResultsError,
  LimitExceededTimeoutError,
  NonceTooLowError,
  ReplacementUnderpricedError,
  RpcError,
  UnderpricedError,
} from "../../generated/errors.js";
import { type MethodSpec, methods, normalizeParams } from "../../generated/methods.js";
import * as validators from "../../generated/validators.js";

const doc = JSON.parse(readFileSync(fileURLToPath(new URL("../../openrpc.json", import.meta.url)), "utf8"));
const model = buildModel(doc as OpenRpcDocument);
const method = (name: string): MethodSpec => {
  const spec = methods.get(name);
  if (spec === undefined) throw new Error(`no method ${name}`);
  return spec;
};

const ADDR = "0x9c0257114eb9399a2985f8e75dad7600c5d89fe3";
const EIP55 = "0x9C0257114EB9399a2985f8E75DAd7600c5D89fe3";
const HASH = `0x${"ab".repeat(32)}`;

describe("examples", () => {
  it("the method table matches the document", () => {
    expect([...methods.keys()]).toEqual(model.methods.map((m) => m.name));
    expect(method("rpc.discover")).toMatchObject({
      namespace: "rpc",
      handler: "discover",
      requiredParams: 0,
    });
    expect(method("eth_estimateGas")).toMatchObject({
      paramNames: ["transaction", "block", "stateOverrides", "blockOverrides"],
      requiredParams: 1,
    });
    expect(method("eth_getLogs").errors).toEqual([-32005, -32000, -32602, -32603]);
  });

  for (const m of model.methods) {
    it(`${m.name}: every example's params and result validate`, () => {
      const spec = method(m.name);
      const v = validators as unknown as Record<string, validators.Validator>;
      for (const example of m.examples) {
        const params = example.params.map((p) => p.value);
        expect(spec.validateParams(params), example.name).toBeNull();
        expect(spec.validateResult(example.result), example.name).toBeNull();
        expect(v[`params_${m.exportName}`]!(params), example.name).toBe(true);
        expect(v[`result_${m.exportName}`]!(example.result), example.name).toBe(true);
      }
    });
  }
});

describe("params", () => {
  const rejected: [string, unknown[], string][] = [
    ["eth_getBalance", [ADDR], "missing value for required argument 1 (block)"],
    ["eth_getBalance", [null, "latest"], "missing value for required argument 0 (address)"],
    ["eth_getBalance", [ADDR, "latest", "0x1"], "too many arguments, want at most 2"],
    ["eth_chainId", [1], "too many arguments, want at most 0"],
    [
      "eth_getBalance",
      ["0x1234", "latest"],
      "invalid argument 0 (address): hex string has length 4, want 40",
    ],
    [
      "eth_getBalance",
      [`${ADDR}00`, "latest"],
      "invalid argument 0 (address): hex string has length 42, want 40",
    ],
    [
      "eth_getBalance",
      [ADDR.slice(2), "latest"],
      "invalid argument 0 (address): hex string without 0x prefix",
    ],
    [
      "eth_getBalance",
      [`0xzz${ADDR.slice(4)}`, "latest"],
      "invalid argument 0 (address): invalid hex string",
    ],
    ["eth_getBalance", [ADDR, "0x01"], "invalid argument 1 (block): hex number with leading zero digits"],
    ["eth_getBalance", [ADDR, "0x"], 'invalid argument 1 (block): hex string "0x"'],
    ["eth_getBalance", [ADDR, "0x1ffffffffffffffff"], "invalid argument 1 (block): hex number > 64 bits"],
    [
      "eth_getBalance",
      [ADDR, "finalised"],
      'invalid argument 1 (block): hex number or one of "latest", "earliest", "pending", "safe", "finalized" or hex string of 32 bytes or object or integer expected',
    ],
    [
      "eth_getBalance",
      [ADDR, { blockHash: HASH, blockNumber: "0x1" }],
      "invalid argument 1 (block): cannot specify both BlockHash and BlockNumber, choose one or the other",
    ],
    [
      "eth_getBalance",
      [ADDR, {}],
      "invalid argument 1 (block): must specify either BlockHash or BlockNumber",
    ],
    [
      "eth_getBlockByNumber",
      [{ blockNumber: "0x1" }, false],
      'invalid argument 0 (block): hex number or one of "latest", "earliest", "pending", "safe", "finalized" or integer expected',
    ],
    ["web3_sha3", ["0xabc"], "invalid argument 0 (data): hex string of odd length"],
    ["eth_sendRawTransaction", ["0x02f"], "invalid argument 0 (transaction): hex string of odd length"],
    ["eth_getBlockByNumber", ["latest", "true"], "invalid argument 1 (fullTransactions): boolean expected"],
    [
      "eth_getBlockByHash",
      [HASH.slice(0, -2), false],
      "invalid argument 0 (blockHash): hex string has length 62, want 64",
    ],
    [
      "eth_getUncleByBlockNumberAndIndex",
      ["latest", "0x00"],
      "invalid argument 1 (index): hex number with leading zero digits",
    ],
    ["eth_call", [{ from: ADDR, to: ADDR }], "missing value for required argument 1 (block)"],
    [
      "eth_call",
      [{ from: ADDR, to: ADDR, value: "0x0de0b6b3a7640000" }, "latest"],
      'invalid argument 0 (transaction): field "value": hex number with leading zero digits',
    ],
    [
      "eth_call",
      [{ from: ADDR, to: ADDR, data: "0x123" }, "latest"],
      'invalid argument 0 (transaction): field "data": hex string of odd length',
    ],
    [
      "eth_call",
      [{ from: ADDR, to: ADDR, to_: 1, gas: null }, "latest"],
      'invalid argument 0 (transaction): field "gas": hex number expected',
    ],
    [
      "eth_estimateGas",
      [{ to: ADDR, accessList: [{ address: ADDR, storageKeys: ["0x01"] }] }],
      'invalid argument 0 (transaction): field "accessList[0].storageKeys[0]": hex string has length 2, want 64',
    ],
    ["eth_getLogs", [], "missing value for required argument 0 (filter)"],
    [
      "eth_getLogs",
      [{ blockHash: HASH, fromBlock: "0x1" }],
      "invalid argument 0 (filter): blockHash cannot be combined with fromBlock or toBlock",
    ],
    [
      "eth_getLogs",
      [{ blockHash: HASH, toBlock: "latest" }],
      "invalid argument 0 (filter): blockHash cannot be combined with fromBlock or toBlock",
    ],
    [
      "eth_getLogs",
      [{ topics: [null, null, null, null, null] }],
      'invalid argument 0 (filter): field "topics": at most 4 elements expected',
    ],
    [
      "eth_getLogs",
      [{ topics: [HASH, [HASH, "0x12"]] }],
      'invalid argument 0 (filter): field "topics[1][1]": hex string has length 2, want 64',
    ],
    [
      "eth_feeHistory",
      ["0x4", "latest", [10, 101]],
      "invalid argument 2 (rewardPercentiles): element [1]: number between 0 and 100 expected",
    ],
    ["eth_submitWork", ["0x01", HASH, HASH], "invalid argument 0 (nonce): hex string has length 2, want 16"],
    [
      "eth_getStorageAt",
      [ADDR, `0x${"0".repeat(65)}`, "latest"],
      "invalid argument 1 (position): hex string of at most 32 bytes expected",
    ],
    // geth's hexutil order: prefix, odd length, length, then the digits; numbers: prefix, empty,
    // leading zero, range, then the digits
    ["web3_sha3", ["0xzzz"], "invalid argument 0 (data): hex string of odd length"],
    ["web3_sha3", ["0xzz"], "invalid argument 0 (data): invalid hex string"],
    ["web3_sha3", ["abcd"], "invalid argument 0 (data): hex string without 0x prefix"],
    [
      "eth_getBalance",
      [`0xzz${ADDR.slice(2)}`, "latest"],
      "invalid argument 0 (address): hex string has length 42, want 40",
    ],
    ["eth_getBalance", [ADDR, "0x1g"], "invalid argument 1 (block): invalid hex string"],
    [
      "eth_call",
      [{ to: ADDR, gas: "0xzzzzzzzzzzzzzzzzz" }, "latest"],
      'invalid argument 0 (transaction): field "gas": hex number > 64 bits',
    ],
    [
      "eth_call",
      [{ from: ADDR, to: ADDR, value: `0x1${"0".repeat(64)}` }, "latest"],
      'invalid argument 0 (transaction): field "value": hex number > 256 bits',
    ],
    // a JSON integer block number (Hardhat, Anvil): whole, not negative, exact in a JSON number
    [
      "eth_getBlockByNumber",
      [-1, false],
      "invalid argument 0 (block): number between 0 and 9007199254740991 expected",
    ],
    ["eth_getBlockByNumber", [1.5, false], "invalid argument 0 (block): integer expected"],
    [
      "eth_getBalance",
      [ADDR, 2 ** 53],
      "invalid argument 1 (block): number between 0 and 9007199254740991 expected",
    ],
    ["eth_getBalance", { 0: ADDR } as unknown as unknown[], "non-array args"],
  ];
  it.each(rejected)("%s %j -> %s", (name, params, message) => {
    expect(method(name).validateParams(params)).toBe(message);
  });

  const accepted: [string, unknown[]][] = [
    ["eth_getBalance", [EIP55, "latest"]],
    ["eth_getBalance", [ADDR.toUpperCase().replace("0X", "0x"), "0xABC"]],
    ["eth_getBalance", [ADDR, "0x0"]],
    ["eth_getBlockByNumber", ["pending", true]],
    ["eth_getBlockByNumber", [5, false]],
    ["eth_getBalance", [ADDR, 0]],
    ["eth_call", [{ to: ADDR }, { blockNumber: 3 }]],
    ["eth_getLogs", [{ fromBlock: 0, toBlock: 2 ** 53 - 1 }]],
    ["eth_getStorageAt", [ADDR, "0x0000", "earliest"]],
    ["eth_estimateGas", [{ to: ADDR }, null]],
    ["eth_estimateGas", [{ from: EIP55, data: "0x6080" }]],
    ["eth_feeHistory", [4, "0x10", null]],
    ["eth_getLogs", [{}]],
    ["eth_getLogs", [{ address: [EIP55, ADDR], topics: [null, [], [HASH]] }]],
    [
      "eth_call",
      [
        {
          from: EIP55,
          to: ADDR,
          gas: "0x5208",
          gasPrice: "0x1",
          maxFeePerGas: "0x2",
          maxPriorityFeePerGas: "0x1",
          value: "0x0",
          data: "0xABcd",
          input: "0xabcd",
          nonce: "0x0",
          type: "0x2",
          chainId: "0x539",
          accessList: [{ address: EIP55, storageKeys: [HASH] }],
          blobVersionedHashes: [],
        },
        "latest",
      ],
    ],
  ];
  it.each(accepted)("%s %j is valid", (name, params) => {
    expect(method(name).validateParams(params)).toBeNull();
  });

  it("counts a trailing null for an optional param as absent", () => {
    const estimate = method("eth_estimateGas");
    expect(normalizeParams(estimate, [{ to: ADDR }, null])).toEqual([{ to: ADDR }]);
    expect(normalizeParams(estimate, [{ to: ADDR }, "latest"])).toEqual([{ to: ADDR }, "latest"]);
    expect(estimate.validateParams([{ to: ADDR }, null, null, null, null])).toBe(
      "too many arguments, want at most 4",
    );
  });
});

describe("results", () => {
  const block = model.methods.find((m) => m.name === "eth_getBlockByNumber")!.examples[0]!.result as Record<
    string,
    unknown
  >;
  const uncle = model.methods.find((m) => m.name === "eth_getUncleByBlockHashAndIndex")!.examples[0]!
    .result as Record<string, unknown>;
  const rejected: [string, unknown, string][] = [
    ["eth_getBalance", "0xAB", "invalid result: hex digits must be lowercase"],
    ["eth_getBalance", "0x01", "invalid result: hex number with leading zero digits"],
    ["eth_getBalance", 1, "invalid result: hex number expected"],
    ["eth_getCode", "0xABCD", "invalid result: hex digits must be lowercase"],
    ["eth_coinbase", EIP55, "invalid result: hex digits must be lowercase"],
    [
      "eth_getBlockByNumber",
      { ...block, miner: null },
      'invalid result: field "miner": hex string of 20 bytes expected',
    ],
    ["eth_getBlockByNumber", { ...block, extra: 1 }, 'invalid result: unknown field "extra"'],
    [
      "eth_getBlockByNumber",
      { ...block, transactions: undefined },
      'invalid result: missing required field "transactions"',
    ],
    [
      "eth_getUncleByBlockNumberAndIndex",
      { ...uncle, transactions: [] },
      "invalid result: an uncle has no transactions field",
    ],
    ["eth_getWork", [HASH, HASH, HASH, "0x1", "0x1"], "invalid result: at most 4 elements expected"],
    ["eth_syncing", true, "invalid result: false expected"],
    ["eth_syncing", {}, 'invalid result: missing required field "startingBlock"'],
  ];
  it.each(rejected)("%s rejects %j", (name, result, message) => {
    const json = JSON.parse(JSON.stringify(result ?? null));
    expect(method(name).validateResult(json)).toBe(message);
  });

  it("accepts null where the spec allows not-found results", () => {
    for (const name of [
      "eth_getBlockByNumber",
      "eth_getBlockByHash",
      "eth_getUncleByBlockNumberAndIndex",
      "eth_getTransactionByBlockHashAndIndex",
      "eth_getTransactionReceipt",
      "eth_getTransactionByHash",
    ]) {
      expect(method(name).validateResult(null), name).toBeNull();
    }
    expect(method("eth_getBalance").validateResult(null)).toBe("invalid result: hex number expected");
  });
});

describe("errors", () => {
  it("maps wire errors to their classes by code and leading message", () => {
    const reverted = createRpcError(3, "execution reverted: nope", "0x08c379a0");
    expect(reverted).toBeInstanceOf(ExecutionRevertedError);
    expect(reverted).toBeInstanceOf(RpcError);
    expect(reverted).toMatchObject({ code: 3, message: "execution reverted: nope", data: "0x08c379a0" });
    expect(createRpcError(-32000, "nonce too low: next nonce 6, tx nonce 0")).toBeInstanceOf(
      NonceTooLowError,
    );
    expect(createRpcError(-32000, "transaction underpriced")).toBeInstanceOf(UnderpricedError);
    expect(createRpcError(-32000, "replacement transaction underpriced")).toBeInstanceOf(
      ReplacementUnderpricedError,
    );
    expect(createRpcError(-32005, "query timeout exceeded")).toBeInstanceOf(LimitExceededTimeoutError);
    expect(createRpcError(-32005, "query returned more than 10000 results")).toBeInstanceOf(
      LimitExceededResultsError,
    );
    expect(createRpcError(-32602, "too many arguments, want at most 2")).toBeInstanceOf(InvalidParamsError);
    const unknown = createRpcError(-32000, "something else");
    expect(unknown.constructor).toBe(RpcError);
    expect(errorClassForCode(-32000)).toBeUndefined();
    expect(errorClassForCode(3)).toBe(ExecutionRevertedError);
  });

  it("error classes carry their code and default message", () => {
    const e = new NonceTooLowError();
    expect(e).toMatchObject({ code: -32000, message: "nonce too low", name: "NonceTooLowError" });
    expect(e.data).toBeUndefined();
    expect(NonceTooLowError.code).toBe(-32000);
    expect(new RpcError(-32603, "internal error")).toMatchObject({ code: -32603, name: "RpcError" });
  });
});
