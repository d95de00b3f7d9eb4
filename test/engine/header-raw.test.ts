// The last few frozen headers' raw() lists are kept (engine/patches/header-raw.ts): the stock list,
// a caller editing its array does not change the next answer, and older headers' lists are let go.
import { createBlockHeader } from "@ethereumjs/block";
import { bytesToHex } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/config/common.js";
import { installEngine } from "../../src/engine/install.js";
import { withStockEngine } from "../../src/engine/patch.js";

describe("a frozen header's field list", () => {
  beforeAll(installEngine);

  it("is the stock list, every time, whatever a caller does to its array", async () => {
    const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
    const header = createBlockHeader(
      {
        number: 5n,
        difficulty: 131_072n,
        gasLimit: 30_000_000n,
        timestamp: 1_700_000_000n,
        baseFeePerGas: 7n,
      },
      { common },
    );
    expect(Object.isFrozen(header)).toBe(true);
    const hex = (list: Uint8Array[]) => list.map((b) => bytesToHex(b));
    const stock = await withStockEngine(async () => hex(header.raw()));
    const first = header.raw();
    expect(hex(first)).toEqual(stock);
    first.pop();
    first[0] = new Uint8Array(32).fill(1);
    expect(hex(header.raw())).toEqual(stock);
    expect(header.raw()).not.toBe(header.raw());
  });

  it("is built once for a recent header, and let go after four others", () => {
    const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
    const header = (number: bigint) =>
      createBlockHeader(
        { number, difficulty: 131_072n, gasLimit: 30_000_000n, timestamp: 1_700_000_000n + number },
        { common },
      );
    const first = header(1n);
    // the difficulty's bytes (index 7), which the stock list encodes anew each time: the same
    // object is the kept list
    expect(first.raw()[7]).toBe(first.raw()[7]);
    const kept = first.raw()[7];
    for (let n = 2n; n <= 5n; n++) header(n).raw();
    const again = first.raw();
    expect(again[7]).not.toBe(kept);
    expect(bytesToHex(again[7])).toBe(bytesToHex(kept));
  });
});
