// EIP-712 typed data to the digest a signer signs, with the v4 rules of MetaMask's
// eth_signTypedData_v4 (arrays, nested structs). Written here rather than pulling viem (and its
// ABI stack) into the product for ~150 lines; test/e2e/signing.test.ts checks it against viem's
// hashTypedData and verifyTypedData.

import { concatBytes, setLengthLeft, setLengthRight, utf8ToBytes } from "@ethereumjs/util";
import { InvalidParamsError } from "../../../generated/errors.js";
import type { TypedData } from "../../../generated/types.js";
import { keccak256 } from "../../lib/keccak/keccak.js";

interface Field {
  name: string;
  type: string;
}

type Types = Record<string, Field[]>;

interface TypedDataObject {
  types: Types;
  primaryType: string;
  domain: Record<string, unknown>;
  message: Record<string, unknown>;
}

/** The domain fields EIP-712 defines, in its order: EIP712Domain when `types` leaves it out. */
const DOMAIN_FIELDS: Field[] = [
  { name: "name", type: "string" },
  { name: "version", type: "string" },
  { name: "chainId", type: "uint256" },
  { name: "verifyingContract", type: "address" },
  { name: "salt", type: "bytes32" },
];

function invalid(why: string): never {
  throw new InvalidParamsError(`invalid typed data: ${why}`);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The param as an object: ethers v6 and viem send it as a JSON string. */
export function parseTypedData(input: TypedData): TypedDataObject {
  let value: unknown = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch {
      invalid("not JSON");
    }
  }
  if (!isObject(value)) invalid("not an object");
  const { types, primaryType, domain, message } = value;
  if (!isObject(types)) invalid("types must be an object");
  for (const [name, fields] of Object.entries(types)) {
    if (
      !Array.isArray(fields) ||
      !fields.every((f) => isObject(f) && typeof f.name === "string" && typeof f.type === "string")
    )
      invalid(`types.${name} must be a list of {name, type}`);
  }
  if (typeof primaryType !== "string") invalid("primaryType must be a string");
  if (!isObject(domain)) invalid("domain must be an object");
  if (!isObject(message)) invalid("message must be an object");
  // no prototype: a type named "constructor" or "__proto__" is just an unknown type
  const all: Types = Object.assign(Object.create(null), types);
  all.EIP712Domain ??= DOMAIN_FIELDS.filter((f) => domain[f.name] !== undefined);
  if (!all[primaryType]) invalid(`primaryType ${primaryType} is not in types`);
  return { types: all, primaryType, domain, message };
}

/** keccak256(0x1901 ‖ hashStruct(domain) ‖ hashStruct(message)); no message part for an EIP712Domain primary type. */
export function hashTypedData(data: TypedDataObject): Uint8Array {
  const parts = [Uint8Array.of(0x19, 0x01), hashStruct(data.types, "EIP712Domain", data.domain, "domain")];
  if (data.primaryType !== "EIP712Domain")
    parts.push(hashStruct(data.types, data.primaryType, data.message, "message"));
  return keccak256(concatBytes(...parts));
}

const baseType = (type: string): string => type.replace(/(\[\d*\])+$/, "");

function dependencies(types: Types, type: string, found: Set<string>): Set<string> {
  const base = baseType(type);
  if (found.has(base) || !types[base]) return found;
  found.add(base);
  for (const field of types[base]) dependencies(types, field.type, found);
  return found;
}

/** "Mail(Person from,Person to,string contents)Person(string name,address wallet)" */
export function encodeType(types: Types, primary: string): string {
  const deps = [...dependencies(types, primary, new Set())].filter((t) => t !== primary).sort();
  return [primary, ...deps]
    .map((t) => `${t}(${types[t].map((f) => `${f.type} ${f.name}`).join(",")})`)
    .join("");
}

function hashStruct(types: Types, type: string, value: unknown, path: string): Uint8Array {
  if (!isObject(value)) invalid(`${path} must be an object of type ${type}`);
  const words: Uint8Array[] = [keccak256(utf8ToBytes(encodeType(types, type)))];
  for (const field of types[type])
    words.push(
      encodeField(
        types,
        field.type,
        Object.hasOwn(value, field.name) ? value[field.name] : undefined,
        `${path}.${field.name}`,
      ),
    );
  return keccak256(concatBytes(...words));
}

/** One 32-byte word of encodeData. */
function encodeField(types: Types, type: string, value: unknown, path: string): Uint8Array {
  const array = /^(.*)\[(\d*)\]$/.exec(type);
  if (array) {
    if (!Array.isArray(value)) invalid(`${path} must be an array (${type})`);
    if (array[2] !== "" && value.length !== Number(array[2]))
      invalid(`${path} must have ${array[2]} elements (${type})`);
    return keccak256(concatBytes(...value.map((v, i) => encodeField(types, array[1], v, `${path}[${i}]`))));
  }
  if (types[type]) {
    // v4: a missing nested struct encodes as zero
    if (value === undefined || value === null) return new Uint8Array(32);
    return hashStruct(types, type, value, path);
  }
  if (value === undefined) invalid(`${path} is missing (${type})`);
  if (type === "string") {
    if (typeof value !== "string") invalid(`${path} must be a string`);
    return keccak256(utf8ToBytes(value));
  }
  if (type === "bytes") return keccak256(hexBytes(value, path, type));
  if (type === "bool") {
    if (typeof value !== "boolean") invalid(`${path} must be a boolean`);
    return setLengthLeft(Uint8Array.of(value ? 1 : 0), 32);
  }
  if (type === "address") {
    const bytes = hexBytes(value, path, type);
    if (bytes.length !== 20) invalid(`${path} must be a 20-byte address`);
    return setLengthLeft(bytes, 32);
  }
  const fixed = /^bytes(\d+)$/.exec(type);
  if (fixed && Number(fixed[1]) >= 1 && Number(fixed[1]) <= 32) {
    const bytes = hexBytes(value, path, type);
    if (bytes.length !== Number(fixed[1])) invalid(`${path} must be ${fixed[1]} bytes (${type})`);
    return setLengthRight(bytes, 32);
  }
  const int = /^(u?)int(\d*)$/.exec(type);
  const bits = int ? Number(int[2] || 256) : 0;
  if (int && bits >= 8 && bits <= 256 && bits % 8 === 0)
    return intWord(value, int[1] === "u", bits, path, type);
  return invalid(`${path} has unknown type ${type}`);
}

function hexBytes(value: unknown, path: string, type: string): Uint8Array {
  if (typeof value !== "string" || !/^0x([0-9a-fA-F]{2})*$/.test(value))
    invalid(`${path} must be 0x-prefixed hex of whole bytes (${type})`);
  return Uint8Array.from(Buffer.from(value.slice(2), "hex"));
}

function intWord(value: unknown, unsigned: boolean, bits: number, path: string, type: string): Uint8Array {
  let n: bigint;
  try {
    if (typeof value === "number" && Number.isSafeInteger(value)) n = BigInt(value);
    else if (typeof value === "string" && /^-?(0x[0-9a-fA-F]+|\d+)$/.test(value))
      n = value.startsWith("-") ? -BigInt(value.slice(1)) : BigInt(value);
    else throw new Error();
  } catch {
    return invalid(`${path} must be an integer: a safe JSON number, a decimal or 0x-hex string (${type})`);
  }
  const min = unsigned ? 0n : -(1n << BigInt(bits - 1));
  const max = unsigned ? (1n << BigInt(bits)) - 1n : (1n << BigInt(bits - 1)) - 1n;
  if (n < min || n > max) invalid(`${path} is out of range for ${type}`);
  const word = n < 0n ? (1n << 256n) + n : n;
  return setLengthLeft(Uint8Array.from(Buffer.from(word.toString(16).padStart(64, "0"), "hex")), 32);
}
