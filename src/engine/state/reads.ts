import type { Account, Address } from "@ethereumjs/util";
import { EngineState, NOT_CACHED } from "./engine-state.js";

export { NOT_CACHED };

import type { StorageLayer } from "./storage-layer.js";

// What the engine's frames and opcodes read of the EVM's state manager without a promise (an
// EngineState when the VM was made by the engine's front door; NOT_CACHED, ask it, otherwise).

export function accountNow(sm: object, address: Address): Account | undefined | typeof NOT_CACHED {
  return sm instanceof EngineState ? sm.accountNow(address) : NOT_CACHED;
}

export function accountPeek(sm: object, address: Address): Account | undefined | typeof NOT_CACHED {
  return sm instanceof EngineState ? sm.accountPeek(address) : NOT_CACHED;
}

export function accountsVersion(sm: object): number | undefined {
  return sm instanceof EngineState ? sm.accountsVersion() : undefined;
}

export function codeNow(sm: object, address: Address): Uint8Array | typeof NOT_CACHED {
  return sm instanceof EngineState ? sm.codeNow(address) : NOT_CACHED;
}

/** The storage layer of a state manager, if it is an EngineState. */
export function layerOf(sm: object): StorageLayer | undefined {
  return sm instanceof EngineState ? sm.layer : undefined;
}
