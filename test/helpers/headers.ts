import { BlockHeader } from "@ethereumjs/block";
import { RLP } from "@ethereumjs/rlp";
import { bytesToHex } from "@ethereumjs/util";
import { expect } from "vitest";

/** `actual` is a frozen BlockHeader equal to `expected`: encoding, hash, JSON and hardfork. */
export function expectSameHeader(actual: BlockHeader | undefined, expected: BlockHeader): void {
  expect(actual).toBeInstanceOf(BlockHeader);
  expect(Object.isFrozen(actual)).toBe(true);
  expect(bytesToHex(RLP.encode(actual!.raw()))).toBe(bytesToHex(RLP.encode(expected.raw())));
  expect(bytesToHex(actual!.hash())).toBe(bytesToHex(expected.hash()));
  expect(actual!.toJSON()).toEqual(expected.toJSON());
  expect(actual!.common.hardfork()).toBe(expected.common.hardfork());
}
