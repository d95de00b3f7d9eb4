// anvil_dealERC20 / anvil_setERC20Allowance: which storage slot of a token holds a balance or an
// allowance, found without knowing the token's layout. As Anvil: the slots the view call reads are
// the candidates; each is overridden in turn and the one that changes the call's answer wins.
import type { Block } from "@ethereumjs/block";
import {
  type Address,
  bigIntToBytes,
  bytesToBigInt,
  concatBytes,
  hexToBytes,
  setLengthLeft,
} from "@ethereumjs/util";
import type { StateOverrides } from "../call/overrides.js";
import type { TraceRunner } from "../trace/runner.js";

type CallRequest = Parameters<TraceRunner["traceCall"]>[0];

const BALANCE_OF = hexToBytes("0x70a08231");
const ALLOWANCE = hexToBytes("0xdd62ed3e");

/**
 * The value slots are probed with: not the value to set, so that a deal of 0 to a holder with no
 * tokens still tells the balance slot from any other slot that reads as 0 (Anvil probes with the
 * value itself).
 */
const MARKER = 0x5eedc0ffee5107n;

const word = (value: bigint) => setLengthLeft(bigIntToBytes(value), 32);
const addressWord = (a: Address) => setLengthLeft(a.bytes, 32);

export const balanceOfCall = (holder: Address) => concatBytes(BALANCE_OF, addressWord(holder));
export const allowanceCall = (owner: Address, spender: Address) =>
  concatBytes(ALLOWANCE, addressWord(owner), addressWord(spender));

/**
 * The slot of `token`'s own storage that the view call `data` returns as its uint256, on the state
 * after `block`; undefined when no slot it reads does (no code, a revert, a packed or computed value,
 * a proxy whose storage lives elsewhere).
 */
export async function findValueSlot(
  tracer: TraceRunner,
  block: Block,
  token: Address,
  data: Uint8Array,
): Promise<Uint8Array | undefined> {
  const req: CallRequest = { to: token, data };
  const read = await tracer.traceCall(req, block, {
    tracer: {
      kind: "prestateTracer",
      config: { diffMode: false, disableCode: true, disableStorage: false, includeEmpty: true },
    },
  });
  if (read.kind !== "prestateTracer") return undefined;
  const slots = [...(read.pre.get(token.toString())?.storage?.keys() ?? [])];
  if (slots.length === 0) return undefined;
  const marker = (await answer(tracer, block, req)) === MARKER ? MARKER + 1n : MARKER;
  for (const slot of slots) {
    const overrides: StateOverrides = new Map([
      [token.toString(), { stateDiff: new Map([[slot, word(marker)]]) }],
    ]);
    if ((await answer(tracer, block, req, overrides)) === marker) return hexToBytes(slot as `0x${string}`);
  }
  return undefined;
}

/** The call's uint256 answer; undefined if it fails or answers anything but one word. */
async function answer(
  tracer: TraceRunner,
  block: Block,
  req: CallRequest,
  stateOverrides?: StateOverrides,
): Promise<bigint | undefined> {
  const result = await tracer.traceCall(req, block, {
    tracer: { kind: "callTracer", config: { onlyTopCall: true, withLog: false } },
    stateOverrides,
  });
  if (result.kind !== "callTracer" || result.frame.error !== undefined) return undefined;
  const output = result.frame.output;
  return output?.length === 32 ? bytesToBigInt(output) : undefined;
}
