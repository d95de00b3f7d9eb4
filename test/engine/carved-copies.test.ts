// Inner frames' return data carved from a shared slab (src/engine/frames/carved-copies.ts): each copy
// keeps its own bytes whatever is copied after it and whatever happens to its source, and the
// identity precompile's return data through inner calls is EthereumJS's (test/helpers/frames.ts).
import { hexToBytes } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { carvedCopy } from "../../src/engine/frames/carved-copies.js";
import { rng } from "../helpers/rng.js";
import { both, installOurs } from "./helpers/frames.js";

beforeAll(installOurs);

const hex2 = (n: number) => n.toString(16).padStart(4, "0");

describe("carved copies", () => {
  it("keep their bytes across many copies, slab changes and edits of their sources", () => {
    const next = rng(99);
    const sources: Uint8Array[] = [];
    const copies: Uint8Array[] = [];
    for (let i = 0; i < 300; i++) {
      const length = [0, 1, 64, 65, 100, 4096, 8192, 8193, 20_000][i % 9] + (i % 3);
      const source = Uint8Array.from({ length }, () => Math.floor(next() * 256));
      sources.push(source.slice());
      const copy = carvedCopy(source);
      source.fill(0xee); // the source changes after the copy (the caller's memory does)
      copies.push(copy);
    }
    copies.forEach((copy, i) => {
      expect(copy, `copy ${i}`).toEqual(sources[i]);
    });
    // each slab's copies lie apart
    const spans = copies
      .filter((c) => c.byteOffset > 0 || c.buffer.byteLength > c.length)
      .map((c) => [c.buffer, c.byteOffset, c.byteOffset + c.length] as const);
    for (const [buffer, start, end] of spans)
      for (const [other, s2, e2] of spans)
        if (other === buffer && !(s2 === start && e2 === end)) expect(e2 <= start || s2 >= end).toBe(true);
  });

  it("give inner calls of the identity precompile EthereumJS's return data", async () => {
    // per size: calldata to memory, STATICCALL identity, RETURNDATACOPY, hash to a slot; the
    // source is then overwritten and the return data copied and hashed again (same hash expected)
    let code = "";
    [100, 4096, 5000, 8192, 9000, 65, 64].forEach((size, i) => {
      const s = hex2(size);
      code += `61${s}60006000376000600061${s}600060046107d0fa50`; // CALLDATACOPY; STATICCALL(2000, 4, 0, size, 0, 0)
      const hashTo = (slot: number) => `61${s}6140002060${slot.toString(16).padStart(2, "0")}55`; // SSTORE(slot, KECCAK(0x4000, size))
      code += `61${s}60006140003e`; // RETURNDATACOPY(0x4000, 0, size)
      code += hashTo(2 * i);
      code += `61${s}6001600037`; // CALLDATACOPY(0, 1, size): the source changes
      code += `61${s}60006140003e`;
      code += hashTo(2 * i + 1);
    });
    const next = rng(7);
    const data = Uint8Array.from({ length: 9100 }, () => Math.floor(next() * 256));
    const { stock, fast } = await both(hexToBytes(`0x${code}`), 5_000_000n, data);
    expect(stock.error).toBeUndefined();
    expect(fast).toEqual(stock);
    // the pairs agree: the return data did not follow its source
    for (let i = 0; i < 7; i++) expect(stock.storage[2 * i + 1]).toBe(stock.storage[2 * i]);
  });
});
