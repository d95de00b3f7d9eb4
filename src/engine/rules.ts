import { type Common, Hardfork } from "@ethereumjs/common";
import type { CommonShape } from "./ethereumjs.js";

/**
 * `derive` memoized per rule set: Common assigns a new list of active EIPs on every fork or EIP
 * change and keeps it otherwise, so the list's identity names the rules. The opcode handlers and
 * call frames ask such questions (is this EIP on, which opcodes exist) at every step or frame; the
 * last answer is kept apart from the map for the usual case of one rule set in a row. A Common
 * without the list gets `unknown` (default: `derive` itself, not memoized).
 */
export function perRuleSet<T>(
  derive: (common: Common) => T,
  unknown: (common: Common) => T = derive,
): (common: Common) => T {
  const byList = new WeakMap<object, T>();
  let lastList: object | undefined;
  let lastValue: T | undefined;
  return (common) => {
    const list = (common as unknown as CommonShape)._activatedEIPsCache;
    if (list === undefined) return unknown(common);
    if (list === lastList) return lastValue as T;
    let value = byList.get(list);
    if (value === undefined) {
      value = derive(common);
      byList.set(list, value);
    }
    lastList = list;
    lastValue = value;
    return value;
  };
}

/**
 * The rule sets the engine was verified under (the Ethereum Foundation's state tests and the
 * differential tests against stock EthereumJS, test/engine/): Frontier through Gray Glacier, with
 * the EVM EIPs the dev chain adds on top and Ethereum Classic's subsets of them. A hardfork or
 * an active EIP outside these lists runs EthereumJS's stock engine, whole: its loop, frames and
 * entries, and every replaced opcode's stock handler and gas function. To add a rule set, run
 * the state tests of its fork through the engine (scripts/state-tests.ts) and add it here.
 */
export const VERIFIED_HARDFORKS: ReadonlySet<string> = new Set([
  Hardfork.Chainstart,
  Hardfork.Homestead,
  Hardfork.Dao,
  Hardfork.TangerineWhistle,
  Hardfork.SpuriousDragon,
  Hardfork.Byzantium,
  Hardfork.Constantinople,
  Hardfork.Petersburg,
  Hardfork.Istanbul,
  Hardfork.MuirGlacier,
  Hardfork.Berlin,
  Hardfork.London,
  Hardfork.ArrowGlacier,
  Hardfork.GrayGlacier,
]);

export const VERIFIED_EIPS: ReadonlySet<number> = new Set([
  // the hardforks' own (EthereumJS lists one meta-EIP per fork up to Istanbul)
  1, 606, 607, 608, 609, 1013, 1716, 1679, 2384,
  // Berlin, London, Arrow and Gray Glacier
  2565, 2718, 2929, 2930, 1559, 3198, 3529, 3541, 4345, 5133,
  // the dev chain's EVM beyond London (common.ts) and Classic's Spiral: PUSH0, initcode limit,
  // warm coinbase, transient storage, MCOPY, SELFDESTRUCT in the same transaction only, CLZ
  3855, 3860, 3651, 1153, 5656, 6780, 7939,
  // Prague's EVM without its beacon parts (--hardfork prague): BLS12-381, the block hash history,
  // calldata floor, set-code transactions; Osaka's (--hardfork osaka): modexp's bounds and
  // gas, the block size cap, P256VERIFY. Verified by execution-spec-tests' state tests of their
  // folders (test/engine/state-tests/forks.ts)
  2537, 2935, 7623, 7702, 7823, 7883, 7934, 7951,
]);

/** Whether the engine's own paths may run under `common`'s current rules (else the stock engine). */
export const verified = perRuleSet(
  (common) =>
    VERIFIED_HARDFORKS.has(common.hardfork()) &&
    ((common as unknown as CommonShape)._activatedEIPsCache ?? []).every((eip) => VERIFIED_EIPS.has(eip)),
  () => false,
);
