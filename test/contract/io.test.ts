/** The `.io` machinery itself: parsing, placeholders and the contract checks can fail. */
import { describe, expect, it } from "vitest";
import { methods } from "../../generated/methods.js";
import { abstract, checkAnswer, expand, FixtureSyntaxError, parseFixture, RUNTIME } from "./io.js";

const CHAIN_ID = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}';
const BALANCE =
  '{"jsonrpc":"2.0","id":7,"method":"eth_getBalance","params":["0x0000000000000000000000000000000000000000","latest"]}';

describe("parseFixture", () => {
  it("reads comments, directives and round trips", () => {
    const f = parseFixture(
      `// a case\n// @transport ws\n\n>> ${CHAIN_ID}\n<< {"a":1}\n<< {"b":2}\n>> x\n`,
      "test/fixtures/eth_chainId/case.io",
    );
    expect(f).toMatchObject({ folder: "eth_chainId", name: "case", transports: ["ws"] });
    expect(f.exchanges).toEqual([
      { request: CHAIN_ID, answers: ['{"a":1}', '{"b":2}'], line: 4 },
      { request: "x", answers: [], line: 7 },
    ]);
  });

  it("rejects what it does not understand, naming file and line", () => {
    expect(() => parseFixture("<< {}\n", "a/b.io")).toThrow(/a\/b\.io:1: "<<" before any ">>"/);
    expect(() => parseFixture(">> {}\nhello\n", "a/b.io")).toThrow(/a\/b\.io:2: a line must start/);
    expect(() => parseFixture("// @transport tcp\n>> {}\n", "a/b.io")).toThrow(FixtureSyntaxError);
    expect(() => parseFixture("// nothing\n", "a/b.io")).toThrow(/no ">>" request/);
  });
});

describe("placeholders", () => {
  it("round-trip the runtime and the OpenRPC document", () => {
    const doc = expand("{{openrpc.json}}") as { openrpc: string };
    expect(typeof doc.openrpc).toBe("string");
    const answer = { result: [`powgate/v0.1.0/${RUNTIME}`, doc] };
    expect(abstract(answer)).toEqual({ result: ["powgate/v0.1.0/{{runtime}}", "{{openrpc.json}}"] });
    expect(expand(abstract(answer))).toEqual(answer);
  });
});

describe("checkAnswer", () => {
  it("accepts a valid result and a declared error", () => {
    expect(checkAnswer(methods, CHAIN_ID, { jsonrpc: "2.0", id: 1, result: "0x539" })).toEqual([]);
    const headerNotFound = { jsonrpc: "2.0", id: 7, error: { code: -32000, message: "header not found" } };
    expect(checkAnswer(methods, BALANCE, headerNotFound)).toEqual([]);
  });

  it("flags a result the schema rejects", () => {
    expect(checkAnswer(methods, CHAIN_ID, { jsonrpc: "2.0", id: 1, result: "0x0539" })).toEqual([
      expect.stringMatching(/^eth_chainId \(id 1\): result does not match the schema/),
    ]);
  });

  it("flags an undeclared code and any -32603", () => {
    const reverted = { jsonrpc: "2.0", id: 1, error: { code: 3, message: "execution reverted" } };
    expect(checkAnswer(methods, CHAIN_ID, reverted)).toEqual([
      expect.stringMatching(/code 3 is not declared/),
    ]);
    const internal = { jsonrpc: "2.0", id: 7, error: { code: -32603, message: "internal error" } };
    expect(checkAnswer(methods, BALANCE, internal)).toEqual([expect.stringMatching(/-32603/)]);
  });

  it("pairs batch answers with their requests by id; envelope errors need no method", () => {
    const batch = `[${CHAIN_ID},${BALANCE}]`;
    const answers = [
      { jsonrpc: "2.0", id: 7, result: "0x1" },
      { jsonrpc: "2.0", id: 1, result: "0x539" },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: "invalid request" } },
    ];
    expect(checkAnswer(methods, batch, answers)).toEqual([]);
    const notification = {
      jsonrpc: "2.0",
      method: "eth_subscription",
      params: { subscription: "0x1", result: {} },
    };
    expect(checkAnswer(methods, CHAIN_ID, notification)).toEqual([]);
    expect(
      checkAnswer(methods, "{", {
        jsonrpc: "2.0",
        id: null,
        error: { code: -32700, message: "parse error" },
      }),
    ).toEqual([]);
  });
});
