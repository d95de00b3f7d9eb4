/*
 * The engine's front door: everything outside src/engine/ uses the EVM through this file. See
 * README.md for the map.
 */
import type { Common, StateManagerInterface } from "@ethereumjs/common";
import type { EVMOpts } from "@ethereumjs/evm";
import type { Address } from "@ethereumjs/util";
import { createVM, type VM } from "@ethereumjs/vm";
import type { CustomOpcode } from "./ethereumjs.js";
import { markEngineVm } from "./frames/plain-transfer.js";
import { installEngine } from "./install.js";
import { replacedOpcodes } from "./instructions/replaced.js";
import { setOpcodeSource } from "./instructions/sources.js";
import { watchedOpcodes } from "./instructions/watched.js";
import { EngineState } from "./state/engine-state.js";
import type { Watch } from "./watch.js";

export { gethWording, withoutEngineContext } from "./errors.js";
export { onBeforeMessageKeepingNothing, onInnerMessagesKeepingNothing } from "./frames/listeners.js";
export { type BlockTxOptions, runPlainTransfer } from "./frames/plain-transfer.js";
export { type HeaderStart, headerWith, startHeaderLike } from "./header-copy.js";
export { installEngine } from "./install.js";
export { EngineDriftError, withStockEngine } from "./patch.js";
export { claimedSender, claimSender } from "./patches/tx-sender.js";
export { rememberEncoding } from "./patches/tx-serialized.js";
export { isPrecompile, overridePrecompiles } from "./precompile-overrides.js";
export { VERIFIED_EIPS, VERIFIED_HARDFORKS, verified } from "./rules.js";
export type { AccountReader } from "./state/accounts-at.js";
export { EngineState, type EngineStateOptions, type Preimager } from "./state/engine-state.js";
export {
  ForkStateManager,
  ForkStateMismatchError,
  ForkTrie,
  type RemoteState,
  storeNodes,
} from "./state/fork-state.js";
export type { Watch } from "./watch.js";

/**
 * Which VM: `call` runs calls and estimates (watched for the call service's deadline and gas
 * search), `block` builds and imports blocks, `trace` runs tracers (EthereumJS's opcodes, watched).
 * Every VM follows its Common's forks: its custom opcodes are asked again at each (sources.ts).
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
  const source = opcodeSource(opts.kind, opts.watch);
  const unlimited = opts.unlimitedCodeSize
    ? { allowUnlimitedContractSize: true, allowUnlimitedInitCodeSize: true }
    : {};
  const vm = await createVM({
    common: opts.common,
    stateManager: opts.stateManager,
    blockchain: opts.blockchain,
    evmOpts: { ...unlimited, customOpcodes: source(opts.common) },
  });
  setOpcodeSource(vm.evm, source);
  markEngineVm(vm);
  return vm;
}

function opcodeSource(kind: EngineVmKind, watch: Watch | undefined): (common: Common) => CustomOpcode[] {
  if (kind === "block") return replacedOpcodes;
  if (kind === "trace") return (common) => (watch === undefined ? [] : watchedOpcodes(common, watch));
  // the watch wraps the replaced SSTORE (it hears the gas left), so it comes last
  return (common) => {
    const replaced = replacedOpcodes(common);
    return watch === undefined ? replaced : [...replaced, ...watchedOpcodes(common, watch, replaced)];
  };
}

/** Points `state` at `root` for a new block, keeping its warm caches where they hold exactly that state. */
export function startBlockOn(state: StateManagerInterface, root: Uint8Array): Promise<void> {
  return state instanceof EngineState ? state.startOn(root) : state.setStateRoot(root);
}

/** `state`'s block committed at `root` (its caches hold exactly that state). */
export function blockCommittedAt(state: StateManagerInterface, root: Uint8Array): void {
  if (state instanceof EngineState) state.committedAt(root);
}

/**
 * The next read of `from`'s account on `state` hides its code once (EIP-3607's check in runTx, which
 * calls and impersonated senders skip as geth and Anvil do); returns the undo.
 */
export function hideSenderCode(state: StateManagerInterface, from: Address): () => void {
  if (!(state instanceof EngineState)) throw new Error("hideSenderCode: the state is not the engine's");
  return state.hideCodeOnce(from);
}
