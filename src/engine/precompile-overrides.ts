// Per-call precompile changes (geth's state override `movePrecompileToAddress`, and an override on a
// precompile's address, which makes it an ordinary account): the EVM's precompile map is replaced
// for the call and put back after it. EthereumJS makes a new map at each fork change; the engine's
// lookups (frames/execute-call.ts) key their memos by the map, so a new map is seen at once.
import type { EVMInterface } from "@ethereumjs/evm";
import type { Address } from "@ethereumjs/util";

interface PrecompileMap {
  _precompiles: Map<string, unknown>;
}

const keyOf = (address: Address) => address.toString().slice(2).toLowerCase();

/** Whether `address` is a precompile of the EVM's current rules (or moved there). */
export function isPrecompile(evm: EVMInterface, address: Address): boolean {
  return (evm as unknown as PrecompileMap)._precompiles.has(keyOf(address));
}

/**
 * Removes the precompiles at `removed` and puts those of `moved` (from → to) at their new
 * address, for one call; returns the undo. Geth's order: every move reads the map as it was.
 */
export function overridePrecompiles(
  evm: EVMInterface,
  removed: readonly Address[],
  moved: readonly (readonly [Address, Address])[],
): () => void {
  const internals = evm as unknown as PrecompileMap;
  const before = internals._precompiles;
  const next = new Map(before);
  for (const [from, to] of moved) next.set(keyOf(to), before.get(keyOf(from)));
  for (const address of removed) next.delete(keyOf(address));
  internals._precompiles = next;
  return () => {
    // a fork change in between made a new map of its own: keep that one
    if (internals._precompiles === next) internals._precompiles = before;
  };
}
