/**
 * Just enough ABI encoding for the shipped contracts' simple functions (uint256, address and
 * string arguments), so the runner needs no ABI library at run time.
 */
import { keccak_256 } from "@noble/hashes/sha3.js";

export type AbiType = "uint256" | "address" | "string";
export type Hex = `0x${string}`;

const utf8 = new TextEncoder();

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function keccakHex(text: string): Hex {
  return `0x${hex(keccak_256(utf8.encode(text)))}`;
}

/** The 4-byte selector of a signature such as `transfer(address,uint256)`. */
export function selector(signature: string): Hex {
  return keccakHex(signature).slice(0, 10) as Hex;
}

function word(value: bigint): string {
  return value.toString(16).padStart(64, "0");
}

/** Standard head/tail encoding of the arguments (no selector). */
export function encodeArgs(types: readonly AbiType[], values: readonly (bigint | string)[]): string {
  const heads: string[] = [];
  const tails: string[] = [];
  let tailOffset = 32 * types.length;
  types.forEach((type, i) => {
    const v = values[i];
    if (type === "uint256") heads.push(word(BigInt(v as bigint)));
    else if (type === "address") heads.push((v as string).toLowerCase().replace(/^0x/, "").padStart(64, "0"));
    else {
      const bytes = utf8.encode(v as string);
      const padded = hex(bytes).padEnd(Math.ceil(bytes.length / 32) * 64, "0");
      heads.push(word(BigInt(tailOffset)));
      tails.push(word(BigInt(bytes.length)) + padded);
      tailOffset += 32 + Math.ceil(bytes.length / 32) * 32;
    }
  });
  return heads.join("") + tails.join("");
}

/** Call data: `encodeCall("transfer(address,uint256)", [to, 5n])`. */
export function encodeCall(signature: string, values: readonly (bigint | string)[] = []): Hex {
  const inner = signature.slice(signature.indexOf("(") + 1, -1);
  const types = (inner === "" ? [] : inner.split(",")) as AbiType[];
  return `${selector(signature)}${encodeArgs(types, values)}` as Hex;
}

/** Error(string) revert payload, as solc's `revert("...")` produces it. */
export function revertReasonData(reason: string): Hex {
  return encodeCall("Error(string)", [reason]);
}

/** An event's topic 0. */
export function eventTopic(signature: string): Hex {
  return keccakHex(signature);
}

export function addressTopic(address: string): Hex {
  return `0x${address.toLowerCase().replace(/^0x/, "").padStart(64, "0")}`;
}
