// A frozen header's raw() is kept per object (engine/patches/header-raw.ts): the stock list, and a
// caller editing its array does not change the next answer.
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
});
