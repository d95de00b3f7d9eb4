/**
 * The proof-of-work forks a chain activates, by block number, as geth's chain config names them.
 * EthereumJS's Common applies them (EVM rules, transaction types, base fee, rewards); difficulty.ts
 * applies geth's difficulty rules, which Common does not get exactly right.
 */

/** EthereumJS hardfork names of geth's block-numbered forks, in activation order. */
export const FORK_NAMES = [
  "homestead",
  "tangerineWhistle",
  "spuriousDragon",
  "byzantium",
  "constantinople",
  "petersburg",
  "istanbul",
  "muirGlacier",
  "berlin",
  "london",
  "arrowGlacier",
  "grayGlacier",
] as const;

export type ForkName = (typeof FORK_NAMES)[number];

/** The block at which each fork activates; a fork left out never activates. */
export type ForkSchedule = Partial<Record<ForkName, bigint>>;

/** geth's config key of each fork (spuriousDragon is eip155Block and eip158Block together). */
export const GETH_FORK_KEYS: Record<ForkName, string> = {
  homestead: "homesteadBlock",
  tangerineWhistle: "eip150Block",
  spuriousDragon: "eip158Block",
  byzantium: "byzantiumBlock",
  constantinople: "constantinopleBlock",
  petersburg: "petersburgBlock",
  istanbul: "istanbulBlock",
  muirGlacier: "muirGlacierBlock",
  berlin: "berlinBlock",
  london: "londonBlock",
  arrowGlacier: "arrowGlacierBlock",
  grayGlacier: "grayGlacierBlock",
};

/** Forks geth lets a config skip (bomb delays only); every other fork needs the ones before it. */
const OPTIONAL: ReadonlySet<ForkName> = new Set(["muirGlacier", "arrowGlacier", "grayGlacier"]);

/** Every fork from genesis: the dev chain's schedule. */
export function allForksAtGenesis(): ForkSchedule {
  return Object.fromEntries(FORK_NAMES.map((name) => [name, 0n]));
}

export function isActive(forks: ForkSchedule, fork: ForkName, number: bigint): boolean {
  const block = forks[fork];
  return block !== undefined && block <= number;
}

/** The newest fork active at `number`, or "chainstart" (Frontier). */
export function forkAt(forks: ForkSchedule, number: bigint): ForkName | "chainstart" {
  let active: ForkName | "chainstart" = "chainstart";
  for (const name of FORK_NAMES) if (isActive(forks, name, number)) active = name;
  return active;
}

/** Whether the rules change after genesis (then blocks take their hardfork by number). */
export function hasTransitions(forks: ForkSchedule): boolean {
  return Object.values(forks).some((block) => block !== undefined && block > 0n);
}

/** geth's fork-order check: no required fork skipped before a later one, no fork before an earlier one. */
export function checkForkOrder(forks: ForkSchedule): void {
  let last: { name: ForkName; block: bigint | undefined } | undefined;
  for (const name of FORK_NAMES) {
    const block = forks[name];
    if (last && block !== undefined) {
      if (last.block === undefined)
        throw new Error(`${GETH_FORK_KEYS[name]} is set but ${GETH_FORK_KEYS[last.name]} is not`);
      if (block < last.block)
        throw new Error(
          `${GETH_FORK_KEYS[name]} ${block} is before ${GETH_FORK_KEYS[last.name]} ${last.block}`,
        );
    }
    if (!OPTIONAL.has(name) || block !== undefined) last = { name, block };
  }
}
