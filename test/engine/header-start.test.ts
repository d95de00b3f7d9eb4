import { type BlockHeader, createBlockHeader } from "@ethereumjs/block";
import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { Address } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/config/common.js";
import { type HeaderStart, startHeaderLike } from "../../src/engine/index.js";
import { FORKS_AFTER_GENESIS } from "../helpers/forks.js";
import { expectSameHeader } from "../helpers/headers.js";

const coinbase = new Address(new Uint8Array(20).fill(0xc0));

function fieldsOf(number: bigint, more: Partial<HeaderStart> = {}): HeaderStart {
  return {
    parentHash: new Uint8Array(32).fill(Number(number % 256n)),
    number,
    coinbase,
    timestamp: 1_700_000_000n + number,
    gasLimit: 30_000_000n + number,
    extraData: new Uint8Array([1, 2, 3]),
    difficulty: 131_072n + number,
    baseFeePerGas: 1_000_000_000n - number,
    ...more,
  };
}

function constructed(common: Common, fields: HeaderStart): BlockHeader {
  return createBlockHeader(fields, { common, setHardfork: false });
}

// the block builder's new headers are copies of the last one the constructor built (builder.ts)
describe("a new block's header copied from the last one built", () => {
  const dev = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });

  it("is the constructor's header of the same fields, sharing the earlier header's Common", () => {
    const first = constructed(dev, fieldsOf(1n));
    for (const number of [2n, 3n, 500n]) {
      const copy = startHeaderLike(first, dev, fieldsOf(number));
      expectSameHeader(copy, constructed(dev, fieldsOf(number)));
      expect(copy!.common).toBe(first.common);
    }
    // nothing of the earlier header's own fields stays in a copy
    expect(first.number).toBe(1n);
    expect(startHeaderLike(first, dev, fieldsOf(9n))!.hash()).not.toEqual(first.hash());
  });

  it("leaves extra data above the limit to the constructor, which refuses it", () => {
    const first = constructed(dev, fieldsOf(1n));
    const long = fieldsOf(2n, { extraData: new Uint8Array(33) });
    expect(startHeaderLike(first, dev, long)).toBeUndefined();
    expect(() => constructed(dev, long)).toThrow("invalid amount of extra data");
    expectSameHeader(
      startHeaderLike(first, dev, fieldsOf(2n, { extraData: new Uint8Array(32) })),
      constructed(dev, fieldsOf(2n, { extraData: new Uint8Array(32) })),
    );
  });

  it("leaves a header without the base fee its rules ask for to the constructor", () => {
    const first = constructed(dev, fieldsOf(1n));
    const none = fieldsOf(2n, { baseFeePerGas: undefined });
    expect(startHeaderLike(first, dev, none)).toBeUndefined();
    // the constructor's own default, which a copy would not have given
    expect(constructed(dev, none).baseFeePerGas).toBe(7n);
  });

  it("copies only under the rules the earlier header was built under, and not at London's block", () => {
    const scheduled = makeCommon({
      chainId: 1337n,
      minimumDifficulty: 1n,
      forks: FORKS_AFTER_GENESIS,
      devEvm: false,
    });
    scheduled.setHardforkBy({ blockNumber: 1n });
    const early = constructed(scheduled, fieldsOf(1n, { baseFeePerGas: undefined }));
    scheduled.setHardforkBy({ blockNumber: 2n });
    expect(startHeaderLike(early, scheduled, fieldsOf(2n, { baseFeePerGas: undefined }))).toBeUndefined();
    scheduled.setHardforkBy({ blockNumber: 4n });
    const london = constructed(scheduled, fieldsOf(4n));
    expect(startHeaderLike(london, scheduled, fieldsOf(3n))).toBeUndefined();
    expectSameHeader(startHeaderLike(london, scheduled, fieldsOf(5n)), constructed(scheduled, fieldsOf(5n)));
  });

  it("leaves the DAO fork's ten blocks, whose extra data is fixed, to the constructor", () => {
    const mainnet = new Common({ chain: Mainnet, hardfork: Hardfork.Dao });
    const daoBlock = mainnet.hardforkBlock(Hardfork.Dao)!;
    const pre = { baseFeePerGas: undefined };
    const after = constructed(mainnet, fieldsOf(daoBlock + 10n, pre));
    expect(startHeaderLike(after, mainnet, fieldsOf(daoBlock, pre))).toBeUndefined();
    expect(startHeaderLike(after, mainnet, fieldsOf(daoBlock + 9n, pre))).toBeUndefined();
    expect(() => constructed(mainnet, fieldsOf(daoBlock + 9n, pre))).toThrow(
      "extraData should be 'dao-hard-fork'",
    );
    expectSameHeader(
      startHeaderLike(after, mainnet, fieldsOf(daoBlock + 11n, pre)),
      constructed(mainnet, fieldsOf(daoBlock + 11n, pre)),
    );
  });
});
