// The calls Hardhat's console.sol makes, generated from its signatures rather than copied: every
// helper (log, logUint, logBytes7, ...) sends `log(<types>)` to the console address.
import { keccak256 } from "../../lib/keccak/keccak.js";

/** Hardhat's console.sol address: the bytes of "console.log". No code lives there. */
export const CONSOLE_ADDRESS = "0x000000000000000000636f6e736f6c652e6c6f67";

/** The argument types console.sol logs; `bytesN` is a fixed-size bytes of N. */
export type ConsoleType = "uint256" | "int256" | "string" | "bool" | "address" | "bytes" | `bytes${number}`;

/** The types console.sol combines in its two- to four-argument overloads. */
const COMBINED: ConsoleType[] = ["uint256", "string", "bool", "address"];

/**
 * The argument lists of console.sol's overloads: log(), each single type (with bytes1..bytes32),
 * and every combination of two to four of uint256, string, bool and address (375 in all).
 */
export function consoleSignatures(): ConsoleType[][] {
  const lists: ConsoleType[][] = [[]];
  const singles: ConsoleType[] = ["uint256", "int256", "string", "bool", "address", "bytes"];
  for (let n = 1; n <= 32; n++) singles.push(`bytes${n}`);
  for (const t of singles) lists.push([t]);
  let level: ConsoleType[][] = [[]];
  for (let arity = 1; arity <= 4; arity++) {
    level = level.flatMap((prefix) => COMBINED.map((t) => [...prefix, t]));
    if (arity >= 2) lists.push(...level);
  }
  return lists;
}

function selector(signature: string): number {
  const h = keccak256(new TextEncoder().encode(signature));
  return ((h[0]! << 24) | (h[1]! << 16) | (h[2]! << 8) | h[3]!) >>> 0;
}

let table: Map<number, ConsoleType[]> | undefined;

/**
 * Selector → argument types. Older releases of console.sol hashed `log(uint)` and
 * `log(int)` instead of the canonical `uint256`/`int256` (the arguments encode the same), so a
 * signature with those types is reachable under both selectors, as Hardhat and Foundry decode it.
 * Built on first use (~600 hashes, about a millisecond).
 */
export function consoleTable(): Map<number, ConsoleType[]> {
  if (table) return table;
  const built = new Map<number, ConsoleType[]>();
  for (const types of consoleSignatures()) {
    const canonical = `log(${types.join(",")})`;
    built.set(selector(canonical), types);
    const legacy = canonical.replace(/\b(u?int)256\b/g, "$1");
    if (legacy !== canonical) built.set(selector(legacy), types);
  }
  table = built;
  return built;
}
