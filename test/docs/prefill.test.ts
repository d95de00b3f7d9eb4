// The playground's pure parts, without a browser: Try it's prefill from examples and live chain
// data, the params built from its inputs, the verdict on an answer, and the navigation's
// namespaces and search.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dereferenceDocument } from "@open-rpc/schema-utils-js";
import { describe, expect, it } from "vitest";
import { groupMethods, matches } from "../../docs/methods.js";
import { paramsFromInputs, prefillParams, sampleChain } from "../../docs/prefill.js";
import { verdict } from "../../docs/rpc.js";
import { startNode } from "../../src/node.js";
import { call } from "../events/helpers.js";
import { contractInterface, deployData } from "../helpers/chain.js";
import { ROOT } from "./browser.js";

interface Method {
  name: string;
  summary?: string;
  description?: string;
  params: { name: string; required?: boolean }[];
  examples?: { params: { name: string; value: unknown }[] }[];
  "x-alias-of"?: string;
}
const METHODS = JSON.parse(readFileSync(join(ROOT, "openrpc.json"), "utf8")).methods as Method[];
const byName = (name: string) => METHODS.find((m) => m.name === name)!;

const SAMPLE = {
  blockNumber: "0x5",
  blockHash: `0x${"ab".repeat(32)}`,
  account: `0x${"11".repeat(20)}`,
  txHash: `0x${"cd".repeat(32)}`,
};
const parsed = (method: Method, sample?: typeof SAMPLE & { contract?: { address: string; data?: string } }) =>
  prefillParams(method, sample).map((t: string) => (t === "" ? undefined : JSON.parse(t)));

describe("Try it prefill", () => {
  it("puts this chain's account, block and transaction where the example names its chain's", () => {
    expect(parsed(byName("eth_getBalance"), SAMPLE)).toEqual([SAMPLE.account, "latest"]);
    expect(parsed(byName("eth_getBlockByHash"), SAMPLE)).toEqual([SAMPLE.blockHash, false]);
    expect(parsed(byName("eth_getTransactionByHash"), SAMPLE)).toEqual([SAMPLE.txHash]);
    // A call's sender becomes a dev account; its target stays the example's contract.
    const [tx] = parsed(byName("eth_call"), SAMPLE);
    const example = byName("eth_call").examples![0].params[0].value as { to: string };
    expect(tx).toMatchObject({ from: SAMPLE.account, to: example.to });
    // A block above this chain's head becomes the head; the filter's token address stays.
    const [filter] = parsed(byName("eth_getLogs"), SAMPLE);
    expect(filter.fromBlock).toBe(SAMPLE.blockNumber);
    expect(filter.address).toBe(
      (byName("eth_getLogs").examples![0].params[0].value as { address: string }).address,
    );
  });

  it("keeps the example as it is without chain data, and every method's prefill is JSON", () => {
    const example = byName("eth_getBalance").examples![0].params.map((p) => p.value);
    expect(parsed(byName("eth_getBalance"))).toEqual(example);
    for (const m of METHODS) {
      const texts = prefillParams(m, SAMPLE);
      expect(texts, m.name).toHaveLength(m.params.length);
      for (const t of texts) if (t !== "") expect(() => JSON.parse(t), m.name).not.toThrow();
    }
  });
});

describe("Try it on a call: a contract of this chain", () => {
  const contract = { address: `0x${"22".repeat(20)}`, data: "0xa87d942c" };

  it("aims the call object at the sample's contract with the input it was called with", () => {
    for (const name of ["eth_call", "eth_estimateGas", "eth_createAccessList"]) {
      const [tx] = parsed(byName(name), { ...SAMPLE, contract });
      expect(tx, name).toMatchObject({ to: contract.address });
      expect(tx.data ?? tx.input, name).toBe(contract.data);
    }
    // a created contract without a known call keeps the example's input
    const [created] = parsed(byName("eth_call"), { ...SAMPLE, contract: { address: contract.address } });
    const example = byName("eth_call").examples![0].params[0].value as { data: string };
    expect(created).toMatchObject({ to: contract.address, data: example.data });
  });

  it("never aims a transaction that is sent (eth_sendTransaction) at it", () => {
    const [tx] = parsed(byName("eth_sendTransaction"), { ...SAMPLE, contract });
    const example = byName("eth_sendTransaction").examples![0].params[0].value as { to?: string };
    expect(tx.to).toBe(example.to);
  });

  it("finds on a live chain the newest call to code, and the prefilled eth_call reaches code", async () => {
    const node = await startNode({ dataDir: null, port: 0, logLevel: "silent" });
    const { port } = new URL(node.url);
    const window = {
      location: { origin: `http://127.0.0.1:${port}`, protocol: "http:", host: `127.0.0.1:${port}` },
    };
    Object.assign(globalThis, { window });
    try {
      const from = (await call<string[]>(node.url, "eth_accounts", []))[0];
      // nothing has code yet: the example's call stays
      expect((await sampleChain()).contract).toBeUndefined();
      const deployed = await call<string>(node.url, "eth_sendTransaction", [
        { from, data: deployData("Tracing"), gas: "0x2dc6c0" },
      ]);
      const { contractAddress } = await call<{ contractAddress: string }>(
        node.url,
        "eth_getTransactionReceipt",
        [deployed],
      );
      expect((await sampleChain()).contract).toEqual({ address: contractAddress });
      const data = contractInterface("Tracing").encodeFunctionData("counter", []);
      await call(node.url, "eth_sendTransaction", [{ from, to: contractAddress, data }]);
      // a transfer after it: the newest transaction that reached code is still the call
      await call(node.url, "eth_sendTransaction", [{ from, to: `0x${"33".repeat(20)}`, value: "0x1" }]);
      const sample = await sampleChain();
      expect(sample.contract).toEqual({ address: contractAddress, data });
      const params = paramsFromInputs(byName("eth_call"), prefillParams(byName("eth_call"), sample));
      expect(await call<string>(node.url, "eth_getCode", [params[0].to, "latest"])).not.toBe("0x");
      expect(await call<string>(node.url, "eth_call", params)).toBe(`0x${"0".repeat(64)}`);
    } finally {
      Reflect.deleteProperty(globalThis, "window");
      await node.close();
    }
  });
});

describe("Try it inputs and verdicts", () => {
  it("makes the params array: JSON each, trailing empty optionals left out, others null", () => {
    const m = {
      name: "x",
      params: [{ name: "a", required: true }, { name: "b" }, { name: "c" }],
    };
    expect(paramsFromInputs(m, ['"0x1"', "", ""])).toEqual(["0x1"]);
    expect(paramsFromInputs(m, ['"0x1"', "", ' {"k": 1} '])).toEqual(["0x1", null, { k: 1 }]);
    expect(paramsFromInputs(m, ["", "", ""])).toEqual([null]);
    expect(() => paramsFromInputs(m, ["latest", "", ""])).toThrow(/^a: not JSON/);
  });

  it("accepts what the result schema or the declared errors allow, and nothing else", async () => {
    const doc = (await dereferenceDocument(
      JSON.parse(readFileSync(join(ROOT, "openrpc.json"), "utf8")),
    )) as unknown as { methods: (Method & { errors: { code: number }[] })[] };
    const m = (name: string) => doc.methods.find((x) => x.name === name)!;
    const answer = (body: object) => ({ jsonrpc: "2.0", id: 1, ...body });
    const balance = m("eth_getBalance");
    expect(await verdict(balance, answer({ result: "0x1bc16d674ec80000" }))).toEqual({
      ok: true,
      text: "result valid against the result schema",
    });
    const bad = await verdict(balance, answer({ result: "0x01" }));
    expect(bad.ok).toBe(false);
    expect(bad.text).toMatch(/^result invalid: must match pattern/);
    expect(
      (await verdict(balance, answer({ error: { code: -32000, message: "header not found" } }))).ok,
    ).toBe(true);
    const undeclared = await verdict(balance, answer({ error: { code: -32601, message: "x" } }));
    expect(undeclared.ok).toBe(false);
    expect(undeclared.text).toContain("-32601 is not among eth_getBalance's errors");
    expect((await verdict(balance, { result: "0x1" })).text).toBe("not a JSON-RPC 2.0 response");
    // An alias is judged by its target's validator.
    expect((await verdict(m("anvil_mine"), answer({ result: true }))).ok).toBe(true);
    expect((await verdict(m("anvil_mine"), answer({ result: "0x1" }))).ok).toBe(false);
  });
});

describe("navigation", () => {
  it("groups every method by the namespace of its name, aliases apart, in document order", () => {
    const groups = groupMethods(METHODS);
    const namespaces = groups.map((g: { namespace: string }) => g.namespace);
    expect(namespaces.slice(0, 1)).toEqual(["eth"]);
    expect(namespaces).toEqual(
      expect.arrayContaining(["eth", "net", "web3", "debug", "txpool", "evm", "hardhat", "anvil"]),
    );
    expect(new Set(namespaces).size).toBe(namespaces.length);
    const listed = groups.flatMap((g: { methods: Method[]; aliases: Method[] }) => [
      ...g.methods,
      ...g.aliases,
    ]);
    expect(listed.map((m: Method) => m.name).sort()).toEqual(METHODS.map((m) => m.name).sort());
    const anvil = groups.find((g: { namespace: string }) => g.namespace === "anvil");
    expect(anvil.aliases.map((m: Method) => m.name)).toContain("anvil_mine");
    expect(anvil.methods.every((m: Method) => m["x-alias-of"] === undefined)).toBe(true);
  });

  it("searches names, summaries and descriptions, case-insensitively", () => {
    const found = (q: string) => METHODS.filter((m) => matches(m, q)).map((m) => m.name);
    expect(found("")).toHaveLength(METHODS.length);
    expect(found("GETBALANCE")).toContain("eth_getBalance");
    expect(found("MIX DIGEST")).toContain("eth_submitWork"); // in its description only
    expect(found("no such words anywhere")).toEqual([]);
  });
});
