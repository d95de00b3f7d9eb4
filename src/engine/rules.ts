import type { Common } from "@ethereumjs/common";

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
    const list = (common as unknown as { _activatedEIPsCache?: object })._activatedEIPsCache;
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
