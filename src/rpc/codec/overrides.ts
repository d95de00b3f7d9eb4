// geth's state and block overrides from the wire (eth_call, eth_estimateGas, eth_createAccessList,
// eth_simulateV1, debug_traceCall); the schema has already refused unknown fields.
import { InvalidParamsError } from "../../../generated/errors.js";
import type {
  BlockOverrides as BlockOverridesWire,
  StateOverrides as StateOverridesWire,
} from "../../../generated/types.js";
import type { BlockOverrides, StateOverrides } from "../../chain/call/overrides.js";
import { parseAddress, parseData, parseQuantity } from "./hex.js";

function parseSlots(slots: Record<string, string | undefined>): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const [key, value] of Object.entries(slots)) {
    if (value !== undefined) out.set(`0x${BigInt(key).toString(16).padStart(64, "0")}`, parseData(value));
  }
  return out;
}

export function parseStateOverrides(o: StateOverridesWire | null | undefined): StateOverrides | undefined {
  if (o === undefined || o === null) return undefined;
  const out: StateOverrides = new Map();
  for (const [addr, a] of Object.entries(o)) {
    if (a === undefined) continue;
    out.set(addr.toLowerCase(), {
      nonce: a.nonce === undefined ? undefined : parseQuantity(a.nonce),
      code: a.code === undefined ? undefined : parseData(a.code),
      balance: a.balance === undefined ? undefined : parseQuantity(a.balance),
      state: a.state === undefined ? undefined : parseSlots(a.state),
      stateDiff: a.stateDiff === undefined ? undefined : parseSlots(a.stateDiff),
      movePrecompileToAddress:
        a.movePrecompileToAddress === undefined ? undefined : parseAddress(a.movePrecompileToAddress),
    });
  }
  return out;
}

/** `prevRandao` is ignored (proof of work: DIFFICULTY reads the difficulty, as geth before the merge). */
export function parseBlockOverrides(o: BlockOverridesWire | null | undefined): BlockOverrides | undefined {
  if (o === undefined || o === null) return undefined;
  if (o.blobBaseFee !== undefined)
    throw new InvalidParamsError("blobBaseFee cannot be overridden: this chain has no blobs (no EIP-4844)");
  const q = (v: string | undefined) => (v === undefined ? undefined : parseQuantity(v));
  const coinbase = o.feeRecipient ?? o.coinbase;
  return {
    number: q(o.number),
    difficulty: q(o.difficulty),
    time: q(o.time),
    gasLimit: q(o.gasLimit),
    coinbase: coinbase === undefined ? undefined : parseAddress(coinbase),
    baseFeePerGas: q(o.baseFeePerGas),
  };
}
