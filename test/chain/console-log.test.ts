import { EventEmitter } from "node:events";
import type { EVM, Message } from "@ethereumjs/evm";
import { createAddressFromString, hexToBytes } from "@ethereumjs/util";
import { Interface, id } from "ethers";
import { describe, expect, it } from "vitest";
import { decodeConsoleLog } from "../../src/chain/console/decode.js";
import {
  ConsoleRecorder,
  MAX_CONSOLE_CHARS,
  MAX_CONSOLE_MESSAGES,
} from "../../src/chain/console/recorder.js";
import { CONSOLE_ADDRESS, consoleSignatures, consoleTable } from "../../src/chain/console/signatures.js";
import { ChainEventBus } from "../../src/chain/node/events.js";

/** Calldata as console.sol sends it: `abi.encodeWithSignature(signature, ...args)`. */
function calldata(signature: string, ...args: unknown[]): Uint8Array {
  const iface = new Interface([`function ${signature}`]);
  return hexToBytes(iface.encodeFunctionData(iface.fragments[0] as never, args) as `0x${string}`);
}

/** The same arguments under a selector hashed from another spelling of the signature. */
function withSelector(signature: string, data: Uint8Array): Uint8Array {
  const out = data.slice();
  out.set(hexToBytes(id(signature).slice(0, 10) as `0x${string}`));
  return out;
}

const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("console.sol selectors", () => {
  it("has console.sol's 375 overloads, each also under its pre-uint256 spelling", () => {
    const signatures = consoleSignatures();
    expect(signatures).toHaveLength(375);
    // a type list appears once
    expect(new Set(signatures.map((s) => s.join(","))).size).toBe(375);
    const withInts = signatures.filter((s) => s.includes("uint256") || s.includes("int256")).length;
    expect(consoleTable().size).toBe(375 + withInts);
  });

  it("maps the selectors console.sol sends to their types (as solc computes them)", () => {
    const table = consoleTable();
    for (const signature of [
      "log()",
      "log(int256)",
      "log(bytes32)",
      "log(string,uint256)",
      "log(address,bool,string,uint256)",
      "log(uint)",
      "log(string,uint,address,uint)",
    ]) {
      const selector = Number.parseInt(id(signature).slice(2, 10), 16);
      const types = signature.slice(4, -1).replace(/\buint\b/g, "uint256");
      expect(table.get(selector)?.join(","), signature).toBe(types);
    }
  });
});

describe("console.log decoding and formatting (Hardhat's rules)", () => {
  it("prints each type as Hardhat does", () => {
    expect(decodeConsoleLog(calldata("log(string,uint256)", "counter is", 1n))).toBe("counter is 1");
    expect(decodeConsoleLog(calldata("log(int256)", -5n))).toBe("-5");
    expect(decodeConsoleLog(calldata("log(uint256)", 2n ** 256n - 1n))).toBe(String(2n ** 256n - 1n));
    expect(decodeConsoleLog(calldata("log(address)", ALICE))).toBe(ALICE.toLowerCase());
    expect(decodeConsoleLog(calldata("log(bool,bool)", true, false))).toBe("true false");
    expect(decodeConsoleLog(calldata("log(bytes)", "0x00ff10"))).toBe("0x00ff10");
    expect(decodeConsoleLog(calldata("log(bytes4)", "0xdeadbeef"))).toBe("0xdeadbeef");
    expect(decodeConsoleLog(calldata("log(bytes1)", "0x7f"))).toBe("0x7f");
    expect(decodeConsoleLog(calldata("log(string)", "héllo ✓"))).toBe("héllo ✓");
    expect(decodeConsoleLog(calldata("log()"))).toBe("");
    expect(decodeConsoleLog(calldata("log(uint256,address,bool,string)", 7n, ALICE, true, "x"))).toBe(
      `7 ${ALICE.toLowerCase()} true x`,
    );
  });

  it("reads the first argument as a format string: %s, %d and %i as strings, %% escapes", () => {
    expect(decodeConsoleLog(calldata("log(string,uint256,address)", "%d sent to %s", 3n, ALICE))).toBe(
      `3 sent to ${ALICE.toLowerCase()}`,
    );
    // a uint256 beyond a double stays exact under %d and %i
    expect(decodeConsoleLog(calldata("log(string,uint256)", "big %i", 2n ** 100n))).toBe(`big ${2n ** 100n}`);
    expect(decodeConsoleLog(calldata("log(string,string)", "100%% of %s", "it"))).toBe("100% of it");
    expect(decodeConsoleLog(calldata("log(string,uint256)", "%%d stays", 4n))).toBe("%d stays 4");
    // without arguments to format the string is printed as is
    expect(decodeConsoleLog(calldata("log(string)", "50%% %s"))).toBe("50%% %s");
  });

  it("decodes the old console.sol's uint/int selectors", () => {
    const modern = calldata("log(string,uint256)", "n", 9n);
    expect(decodeConsoleLog(withSelector("log(string,uint)", modern))).toBe("n 9");
    expect(decodeConsoleLog(withSelector("log(int)", calldata("log(int256)", -1n)))).toBe("-1");
  });

  it("ignores calls that are not console.sol's: unknown selector, short or out-of-range arguments", () => {
    expect(decodeConsoleLog(new Uint8Array([0x41, 0x30]))).toBeUndefined();
    expect(decodeConsoleLog(calldata("transfer(address,uint256)", ALICE, 1n))).toBeUndefined();
    const ok = calldata("log(string,uint256)", "x", 1n);
    expect(decodeConsoleLog(ok.subarray(0, 4 + 40))).toBeUndefined();
    const badOffset = ok.slice();
    badOffset[4 + 31] = 0xff; // the string's offset points past the end
    expect(decodeConsoleLog(badOffset)).toBeUndefined();
    const badLength = ok.slice();
    badLength[4 + 64 + 31] = 0xff; // the string's length runs past the end
    expect(decodeConsoleLog(badLength)).toBeUndefined();
  });
});

describe("the recorder of one execution", () => {
  const listening = () => {
    const bus = new ChainEventBus();
    bus.on("consoleLog", () => {});
    return bus;
  };
  const evm = () => ({ events: new EventEmitter() }) as unknown as EVM;
  const frame = (to: string, data: Uint8Array, depth = 1) =>
    ({ depth, to: createAddressFromString(to), data }) as unknown as Message;

  it("does not listen to the EVM while nobody listens to consoleLog", () => {
    const vm = evm();
    expect(ConsoleRecorder.start(new ChainEventBus(), vm)).toBeUndefined();
    expect(vm.events.listenerCount("beforeMessage")).toBe(0);
  });

  it("keeps calls to the console address from contracts, not the transaction or other addresses", () => {
    const vm = evm();
    const recorder = ConsoleRecorder.start(listening(), vm)!;
    const hello = calldata("log(string)", "hello");
    vm.events.emit("beforeMessage", frame(CONSOLE_ADDRESS, hello, 0));
    vm.events.emit("beforeMessage", frame(ALICE, hello));
    vm.events.emit("beforeMessage", frame(CONSOLE_ADDRESS, calldata("log(uint256)", 3n)));
    vm.events.emit("beforeMessage", frame(CONSOLE_ADDRESS, new Uint8Array([1, 2, 3, 4])));
    expect(recorder.stop()).toEqual({ messages: ["3"], dropped: 0 });
    expect(vm.events.listenerCount("beforeMessage")).toBe(0);
  });

  it("reports nothing for an execution without console calls", () => {
    const vm = evm();
    expect(ConsoleRecorder.start(listening(), vm)!.stop()).toBeUndefined();
  });

  it("is bounded in messages and characters; the rest is counted as dropped", () => {
    const vm = evm();
    let recorder = ConsoleRecorder.start(listening(), vm)!;
    const short = calldata("log(uint256)", 1n);
    for (let i = 0; i < MAX_CONSOLE_MESSAGES + 5; i++)
      vm.events.emit("beforeMessage", frame(CONSOLE_ADDRESS, short));
    let out = recorder.stop()!;
    expect(out.messages).toHaveLength(MAX_CONSOLE_MESSAGES);
    expect(out.dropped).toBe(5);

    recorder = ConsoleRecorder.start(listening(), vm)!;
    const big = calldata("log(string)", "x".repeat(MAX_CONSOLE_CHARS / 4));
    for (let i = 0; i < 6; i++) vm.events.emit("beforeMessage", frame(CONSOLE_ADDRESS, big));
    out = recorder.stop()!;
    expect(out.messages).toHaveLength(4);
    expect(out.dropped).toBe(2);
  });
});
