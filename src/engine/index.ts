/*
 * The engine's front door: everything outside src/engine/ uses the EVM through this file. See
 * README.md for the map.
 */
import type { Common, StateManagerInterface } from "@ethereumjs/common";
import type { EVMOpts } from "@ethereumjs/evm";
import { createVM, type VM } from "@ethereumjs/vm";
import type { CustomOpcode } from "./ethereumjs.js";
import { installEngine } from "./install.js";
import { blockOpcodes } from "./instructions/block-opcodes.js";
import { callOpcodes } from "./instructions/calls.js";
import { fastOpcodes } from "./instructions/fast-opcodes.js";
import { storageOpcodes } from "./instructions/storage.js";
import { watchedOpcodes } from "./instructions/watched.js";
import type { Watch } from "./watch.js";

export { gethWording, withoutEngineContext } from "./errors.js";
export { onBeforeMessageKeepingNothing } from "./frames/listeners.js";
export { EngineDriftError, installEngine, withStockEngine } from "./install.js";
export { claimedSender, claimSender } from "./patches/tx-sender.js";
export { VERIFIED_EIPS, VERIFIED_HARDFORKS, verified } from "./rules.js";
export { memoizeAccountReads } from "./state/account-reads.js";
export { deferCheckpoints } from "./state/lazy-checkpoints.js";
export { installStorageLayer } from "./state/storage-layer.js";
export { cacheOnlyStorageWrites, observeCachedStoragePuts } from "./state/storage-writes.js";
export type { Watch } from "./watch.js";

/**
 * Which VM: `call` runs calls and estimates (every replaced opcode of the Common's fork, fixed at
 * creation: make a new one when the fork changes; watched for the call service's deadline and gas
 * search), `block` builds and imports blocks (follows the chain's forks: only opcodes whose fees
 * are the same in every block), `trace` runs tracers (stock opcodes, watched).
 */
export type EngineVmKind = "call" | "block" | "trace";

export interface EngineVmOptions {
  kind: EngineVmKind;
  common: Common;
  stateManager: StateManagerInterface;
  blockchain: NonNullable<EVMOpts["blockchain"]>;
  /** who hears of jumps, calls and gas-observing opcodes (call and trace VMs) */
  watch?: Watch;
  /** EIP-170's and EIP-3860's limits off (--disable-code-size-limit) */
  unlimitedCodeSize?: boolean;
}

/** A VM whose EVM runs the engine (installed first, once per process). */
export async function createEngineVm(opts: EngineVmOptions): Promise<VM> {
  await installEngine();
  const unlimited = opts.unlimitedCodeSize
    ? { allowUnlimitedContractSize: true, allowUnlimitedInitCodeSize: true }
    : {};
  return createVM({
    common: opts.common,
    stateManager: opts.stateManager,
    blockchain: opts.blockchain,
    evmOpts: { ...unlimited, customOpcodes: opcodesOf(opts) },
  });
}

function opcodesOf({ kind, common, watch }: EngineVmOptions): CustomOpcode[] {
  if (kind === "block") return blockOpcodes(common);
  if (kind === "trace") return watch === undefined ? [] : watchedOpcodes(common, watch);
  // the watch wraps the replaced SSTORE (it hears the gas left), so it comes last
  const replaced = [...fastOpcodes(common), ...storageOpcodes(common), ...callOpcodes(common)];
  return watch === undefined ? replaced : [...replaced, ...watchedOpcodes(common, watch, replaced)];
}
