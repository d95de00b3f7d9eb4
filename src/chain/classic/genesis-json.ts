/**
 * core-geth's chain config format in a genesis file (`--genesis`), as core-geth reads it: ETC's
 * rules scheduled EIP by EIP (`eip2FBlock`, `eip161FBlock` ...) with ECIP parameters
 * (`ecip1017FBlock`, `ecip1099FBlock`, `disposalBlock` ...). powgate runs ETC's forks as wholes, so
 * the EIPs of one fork (config-json.ts's table) must share a block; Die Hard's eip155Block and
 * eip160Block may come earlier (mainnet), applied with Atlantis (see ClassicRules.eip155Block).
 */
import type { EthashConsensus } from "../block/difficulty.js";
import { CLASSIC_EIP_KEYS } from "../config/config-json.js";
import { type ClassicForks, type ClassicRules, classicForkSchedule } from "./rules.js";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Keys only core-geth's format has: a config with any of them is read as core-geth's. */
const CORE_GETH_MARKERS = ["ecip1017FBlock", "ecip1099FBlock", "disposalBlock", "eip2FBlock", "eip161FBlock"];

/** EIPs ETC has not adopted (or that need a beacon chain): a config enabling them is refused. */
const UNSUPPORTED = [
  "eip1559FBlock",
  "eip3198FBlock",
  "eip4399FBlock",
  "eip4895FBlock",
  "eip1153FBlock",
  "eip5656FBlock",
  "eip6780FBlock",
  "eip4844FBlock",
  "daoForkBlock",
  "eip1283FBlock",
];

export function isCoreGethConfig(config: Record<string, Json>): boolean {
  return CORE_GETH_MARKERS.some((key) => config[key] !== undefined && config[key] !== null);
}

/** The consensus of a core-geth config: ETC's forks, ECIP-1017, the bomb's ECIPs, Etchash; and its network id. */
export function coreGethConsensus(
  config: Record<string, Json>,
  quantity: (value: Json | undefined, what: string) => bigint,
): { consensus: Omit<EthashConsensus, "minimumDifficulty">; networkId?: bigint } {
  const block = (key: string) =>
    config[key] === undefined || config[key] === null ? undefined : quantity(config[key], `config.${key}`);
  for (const key of UNSUPPORTED)
    if (block(key) !== undefined)
      throw new Error(`genesis file: config.${key} is not supported: powgate runs ETC's forks up to Spiral`);
  const forks: Partial<ClassicForks> = {};
  for (const [fork, keys] of Object.entries(CLASSIC_EIP_KEYS) as [keyof ClassicForks, readonly string[]][]) {
    const [first, ...rest] = keys;
    const at = block(first!);
    for (const key of rest)
      if (block(key) !== at)
        throw new Error(
          `genesis file: config.${key} (${block(key) ?? "unset"}) differs from config.${first} (${at ?? "unset"}): powgate activates ETC's ${fork} as a whole`,
        );
    if (at !== undefined) forks[fork] = at;
  }
  const order = Object.keys(CLASSIC_EIP_KEYS) as (keyof ClassicForks)[];
  for (let i = 1; i < order.length; i++) {
    const prev = forks[order[i - 1]!];
    const cur = forks[order[i]!];
    if (cur !== undefined && (prev === undefined || prev > cur))
      throw new Error(`genesis file: ETC's ${order[i]} (${cur}) needs ${order[i - 1]} at or before it`);
  }
  const eip155 = block("eip155Block");
  if (eip155 !== block("eip160Block"))
    throw new Error("genesis file: config.eip155Block and config.eip160Block (Die Hard) must be equal");
  if (eip155 !== undefined && forks.atlantis !== undefined && eip155 > forks.atlantis)
    throw new Error("genesis file: config.eip155Block must not be after Atlantis (eip161FBlock)");
  const ecip1017Block = block("ecip1017FBlock");
  const eraRounds = block("ecip1017EraRounds");
  if (ecip1017Block === undefined || eraRounds === undefined || eraRounds < 1n)
    throw new Error("genesis file: a core-geth config needs ecip1017FBlock and ecip1017EraRounds (>= 1)");
  const classic: ClassicRules = {
    ecip1017Block,
    ecip1017EraRounds: eraRounds,
    ecip1010PauseBlock: block("ecip1010PauseBlock"),
    ecip1010Length: block("ecip1010Length"),
    disposalBlock: block("disposalBlock"),
    eip155Block: eip155 !== undefined && eip155 !== forks.atlantis ? eip155 : undefined,
  };
  const schedule = Object.fromEntries(
    Object.entries(classicForkSchedule(forks as ClassicForks)).filter(([, b]) => b !== undefined),
  );
  return {
    consensus: { forks: schedule, ecip1099Block: block("ecip1099FBlock"), classic },
    networkId: block("networkId"),
  };
}
