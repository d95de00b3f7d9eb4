// console.sol calldata → the line Hardhat prints. Each argument becomes a string: integers in
// decimal (int256 signed), bools as true/false, addresses and bytes as lowercase 0x-hex (Hardhat's;
// Foundry checksums addresses), strings as UTF-8. The line is Node's util.format over them, the
// first as the format string, with %d and %i read as %s (a uint256 does not fit a JS number).
import { format } from "node:util";
import { bytesToBigInt, bytesToHex } from "@ethereumjs/util";
import { type ConsoleType, consoleTable } from "./signatures.js";

const WORD = 32;
const utf8 = new TextDecoder("utf-8", { fatal: false });

/** Position + 32 bytes of `data`, or undefined past its end. */
function word(data: Uint8Array, at: number): Uint8Array | undefined {
  return at >= 0 && at + WORD <= data.length ? data.subarray(at, at + WORD) : undefined;
}

/** A dynamic argument (string, bytes) whose head word sits at `head`; undefined when out of range. */
function dynamic(data: Uint8Array, head: number): Uint8Array | undefined {
  const offset = word(data, head);
  if (!offset) return undefined;
  const start = bytesToBigInt(offset);
  const length = start <= BigInt(data.length) ? word(data, Number(start)) : undefined;
  if (!length) return undefined;
  const size = bytesToBigInt(length);
  const from = Number(start) + WORD;
  if (size > BigInt(data.length - from)) return undefined;
  return data.subarray(from, from + Number(size));
}

function argument(data: Uint8Array, type: ConsoleType, index: number): string | undefined {
  const head = index * WORD;
  if (type === "string") {
    const bytes = dynamic(data, head);
    return bytes && utf8.decode(bytes);
  }
  if (type === "bytes") {
    const bytes = dynamic(data, head);
    return bytes && bytesToHex(bytes);
  }
  const w = word(data, head);
  if (!w) return undefined;
  switch (type) {
    case "uint256":
      return bytesToBigInt(w).toString();
    case "int256":
      return BigInt.asIntN(256, bytesToBigInt(w)).toString();
    case "bool":
      return w[WORD - 1] !== 0 ? "true" : "false";
    case "address":
      return bytesToHex(w.subarray(WORD - 20));
    default:
      // bytesN: left-aligned in its word
      return bytesToHex(w.subarray(0, Number(type.slice(5))));
  }
}

/** %d and %i not escaped by a preceding % (an odd run of %), as Hardhat rewrites them. */
const NUMBER_SPECIFIER = /((?<!%)(?:%%)*)%[di]/g;

/**
 * The printed line of one call to the console address, or undefined when it is not console.sol's:
 * an unknown selector or arguments that do not decode (a short head, an offset or length past the
 * end). Its length is a small multiple of the calldata's at most.
 */
export function decodeConsoleLog(calldata: Uint8Array): string | undefined {
  if (calldata.length < 4) return undefined;
  const sel = ((calldata[0]! << 24) | (calldata[1]! << 16) | (calldata[2]! << 8) | calldata[3]!) >>> 0;
  const types = consoleTable().get(sel);
  if (!types) return undefined;
  const data = calldata.subarray(4);
  const args: string[] = [];
  for (let i = 0; i < types.length; i++) {
    const value = argument(data, types[i]!, i);
    if (value === undefined) return undefined;
    args.push(value);
  }
  if (args.length === 0) return "";
  const [first, ...rest] = args;
  return format(first!.replace(NUMBER_SPECIFIER, "$1%s"), ...rest);
}
