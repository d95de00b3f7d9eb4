// geth's state and block overrides (internal/ethapi/override), shared by eth_call, eth_estimateGas,
// eth_createAccessList, eth_simulateV1 and debug_traceCall. State overrides are writes inside the
// call's checkpoint, which is always reverted: they never reach the chain's state or its caches.
import { type Block, createBlock } from "@ethereumjs/block";
import type { EVMInterface } from "@ethereumjs/evm";
import {
  Account,
  type Address,
  createAddressFromString,
  hexToBytes,
  setLengthLeft,
  toChecksumAddress,
} from "@ethereumjs/util";
import type { VM } from "@ethereumjs/vm";
import { isPrecompile, overridePrecompiles } from "../../engine/index.js";
import { InvalidOverrideError } from "../errors.js";
import { callEnvironment } from "./call-tx.js";

/** One account's replacements (geth's OverrideAccount). */
export interface AccountOverride {
  nonce?: bigint;
  code?: Uint8Array;
  balance?: bigint;
  /** replaces the whole storage; slot keys as 0x-prefixed 32-byte hex */
  state?: Map<string, Uint8Array>;
  /** replaces only these slots */
  stateDiff?: Map<string, Uint8Array>;
  /** the precompile at this address moves there for the call (this address then has none) */
  movePrecompileToAddress?: Address;
}

/** By lowercase 0x-prefixed address. */
export type StateOverrides = Map<string, AccountOverride>;

/** Block context replacements (geth's BlockOverrides, the fields a proof-of-work chain has). */
export interface BlockOverrides {
  number?: bigint;
  difficulty?: bigint;
  time?: bigint;
  gasLimit?: bigint;
  coinbase?: Address;
  baseFeePerGas?: bigint;
}

/** What a call may carry besides its request. */
export interface CallOverrides {
  stateOverrides?: StateOverrides;
  blockOverrides?: BlockOverrides;
}

export function hasOverrides(o: CallOverrides | undefined): boolean {
  return (
    o !== undefined &&
    ((o.stateOverrides !== undefined && o.stateOverrides.size > 0) ||
      (o.blockOverrides !== undefined && Object.values(o.blockOverrides).some((v) => v !== undefined)))
  );
}

/** geth's checks that need no state: both `state` and `stateDiff`, a move onto an overridden account. */
export function checkStateOverrides(overrides: StateOverrides): void {
  for (const [hex, o] of overrides) {
    if (o.state !== undefined && o.stateDiff !== undefined)
      throw new InvalidOverrideError(`account ${checksum(hex)} has both 'state' and 'stateDiff'`);
    const to = o.movePrecompileToAddress;
    if (to !== undefined && overrides.has(to.toString()))
      throw new InvalidOverrideError(`account ${checksum(to.toString())} is already overridden`);
  }
}

/**
 * Writes `overrides` into `sm` (inside the caller's checkpoint) and changes the EVM's precompiles
 * as geth does: an overridden precompile address becomes an ordinary account, a moved precompile
 * answers at its new address. Returns the undo of the precompile change (the state's is the
 * checkpoint's revert).
 */
export async function applyStateOverrides(
  sm: VM["stateManager"],
  evm: EVMInterface | undefined,
  overrides: StateOverrides,
): Promise<() => void> {
  checkStateOverrides(overrides);
  const removed: Address[] = [];
  const moved: [Address, Address][] = [];
  for (const [hex, o] of overrides) {
    const address = createAddressFromString(hex);
    const precompile = evm !== undefined && isPrecompile(evm, address);
    if (o.movePrecompileToAddress !== undefined) {
      if (!precompile) throw new InvalidOverrideError(`account ${checksum(hex)} is not a precompile`);
      moved.push([address, o.movePrecompileToAddress]);
    }
    if (precompile) removed.push(address);
  }
  for (const [hex, o] of overrides) {
    const address = createAddressFromString(hex);
    const account = (await sm.getAccount(address)) ?? new Account();
    if (o.nonce !== undefined) account.nonce = o.nonce;
    if (o.balance !== undefined) account.balance = o.balance;
    await sm.putAccount(address, account);
    if (o.code !== undefined) await sm.putCode(address, o.code);
    if (o.state !== undefined) await sm.clearStorage(address);
    for (const [key, value] of o.state ?? o.stateDiff ?? []) {
      await sm.putStorage(address, setLengthLeft(hexToBytes(key as `0x${string}`), 32), value);
    }
  }
  return evm !== undefined && (removed.length > 0 || moved.length > 0)
    ? overridePrecompiles(evm, removed, moved)
    : () => {};
}

/** The block context of a call: eth_call's (call-tx.ts), with the overridden header fields. */
export function callBlock(block: Block, priced: boolean, o: BlockOverrides | undefined): Block {
  const env = callEnvironment(block, priced);
  if (o === undefined || Object.values(o).every((v) => v === undefined)) return env;
  const header = env.header.toJSON();
  // without a gas price the base fee stays 0 (geth's NoBaseFee); without a fee market there is none
  const baseFee =
    env.header.baseFeePerGas === undefined
      ? undefined
      : priced
        ? (o.baseFeePerGas ?? env.header.baseFeePerGas)
        : 0n;
  const built = createBlock(
    {
      header: {
        ...header,
        uncleHash: undefined,
        number: o.number ?? env.header.number,
        difficulty: o.difficulty ?? env.header.difficulty,
        timestamp: o.time ?? env.header.timestamp,
        gasLimit: o.gasLimit ?? env.header.gasLimit,
        // the parent's gas used may exceed an overridden limit; no opcode reads it
        gasUsed: 0n,
        coinbase: o.coinbase ?? env.header.coinbase,
        baseFeePerGas: baseFee === 0n ? undefined : baseFee,
      },
    },
    { common: block.common, setHardfork: false, skipConsensusFormatValidation: true, freeze: false },
  );
  // set after construction: EthereumJS refuses a zero base fee on London's first block
  if (baseFee === 0n) (built.header as { baseFeePerGas: bigint }).baseFeePerGas = 0n;
  return built;
}

/** geth prints addresses in EIP-55 form in these messages. */
function checksum(hex: string): string {
  return toChecksumAddress(hex.toLowerCase());
}
