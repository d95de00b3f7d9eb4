/**
 * The dev chain's EVM rule sets (`--hardfork NAME`). The chain itself stays proof of work: every
 * fork up to Gray Glacier from genesis (Ethash seal, difficulty, uncles, block rewards), and the
 * later forks' EVM EIPs that need no beacon chain are added to Gray Glacier's spec
 * (config/common.ts). What a later fork has that only a beacon chain gives is left out and
 * listed here, so that `--hardfork` can say so.
 */

/** The names `--hardfork` takes (Anvil's and Hardhat's, lowercase; `latest` is the newest). */
export const DEV_HARDFORKS = [
  "london",
  "arrowglacier",
  "grayglacier",
  "paris",
  "merge",
  "shanghai",
  "cancun",
  "prague",
  "osaka",
  "latest",
  "cancun-clz",
] as const;
export type DevHardforkName = (typeof DEV_HARDFORKS)[number];

/**
 * The rule sets themselves (aliases resolved). "cancun-clz" (Cancun's EVM with Osaka's CLZ) was
 * the default before osaka (docs/design/dev-hardforks.md): data directories made then hold no
 * rules in their settings, and it stays selectable to resume them.
 */
export type DevRules = "cancun-clz" | "london" | "shanghai" | "cancun" | "prague" | "osaka";

/** Forks before London: the dev chain starts at London's fee market, so they need a genesis file. */
const BEFORE_LONDON = [
  "frontier",
  "homestead",
  "dao",
  "tangerine",
  "tangerinewhistle",
  "spuriousdragon",
  "byzantium",
  "constantinople",
  "petersburg",
  "istanbul",
  "muirglacier",
  "berlin",
];

/** Without `--hardfork`: Osaka's EVM, as Anvil 1.7.1's default (EIP-7825's cap off, as Anvil's). */
export const DEFAULT_DEV_RULES: DevRules = "osaka";

/** The rules of a data directory whose settings name none: the default before osaka. */
export const UNSTATED_DEV_RULES: DevRules = "cancun-clz";

const SHANGHAI = [3855, 3860, 3651];
const CANCUN = [...SHANGHAI, 1153, 5656, 6780];
const PRAGUE = [...CANCUN, 2537, 2935, 7623, 7702];
const OSAKA = [...PRAGUE, 7823, 7883, 7934, 7939, 7951];

/**
 * The EIPs each rule set adds to Gray Glacier (5133, the bomb delay, is Gray Glacier's own).
 * London, Arrow and Gray Glacier differ only in the difficulty bomb, which the dev chain's fixed
 * difficulty does not feel; Paris's EVM change is PREVRANDAO, a beacon value (left out).
 */
export const DEV_RULE_EIPS: Record<DevRules, readonly number[]> = {
  "cancun-clz": [...CANCUN, 7939],
  london: [],
  shanghai: SHANGHAI,
  cancun: CANCUN,
  prague: PRAGUE,
  osaka: OSAKA,
};

/** What each fork has that needs a beacon chain, left out on proof of work (for the banner and errors). */
export const LEFT_OUT: Record<string, string> = {
  paris: "PREVRANDAO (EIP-4399: opcode 0x44 stays DIFFICULTY) and proof of stake (EIP-3675)",
  shanghai: "withdrawals (EIP-4895)",
  cancun:
    "blob transactions (EIP-4844, type 3, and the point-evaluation precompile), the beacon block root (EIP-4788), BLOBBASEFEE (EIP-7516)",
  prague:
    "validator deposits, withdrawals and consolidations requests (EIP-6110, 7002, 7251, 7685) and blob throughput (EIP-7691)",
  osaka: "PeerDAS and the blob schedule and base fee (EIP-7594, 7892, 7918)",
};

const ORDER: DevRules[] = ["london", "shanghai", "cancun", "prague", "osaka"];

/** The rule set a `--hardfork` name selects; throws with the reason for a name it does not take. */
export function devRulesFor(name: string): DevRules {
  const n = name.toLowerCase().replace(/[-_ ]/g, "");
  switch (n) {
    case "london":
    case "arrowglacier":
    case "grayglacier":
    case "paris":
    case "merge":
      return "london";
    case "shanghai":
    case "cancun":
    case "prague":
    case "osaka":
      return n;
    case "latest":
      return "osaka";
    case "cancunclz":
      return "cancun-clz";
  }
  if (BEFORE_LONDON.includes(n))
    throw new Error(
      `--hardfork ${name}: the dev chain starts at London's fee market; for earlier rules start from a geth genesis file with those fork blocks (--genesis)`,
    );
  throw new Error(
    `--hardfork ${name} is not known: one of london, arrowGlacier, grayGlacier, paris (merge), shanghai, cancun, prague, osaka, latest (or cancun-clz, the default before osaka)`,
  );
}

/** The beacon-only parts left out of `rules` and of the forks before it, one line per fork. */
export function leftOut(rules: DevRules): string[] {
  const upTo = ORDER.indexOf(rules === "cancun-clz" ? "cancun" : rules);
  const forks = ["paris", ...ORDER.slice(1, upTo + 1)];
  return forks.map((fork) => `${fork}: ${LEFT_OUT[fork]}`);
}

/**
 * The EIPs of `rules` on top of Gray Glacier. EIP-7825's cap is not among them: the pool applies
 * it with `--enable-tx-gas-limit` (pool/validate.ts), as Anvil, so that calls are never capped.
 */
export function devRuleEips(rules: DevRules): number[] {
  return [5133, ...DEV_RULE_EIPS[rules]];
}

/** One line for the banner: the rules in force. */
export function describeRules(rules: DevRules, txGasLimit = false): string {
  if (rules === "cancun-clz")
    return "cancun EVM with CLZ on Ethash, no beacon-chain parts (--hardfork cancun-clz, the default before osaka)";
  const cap = rules === "osaka" ? (txGasLimit ? ", EIP-7825 gas cap on" : ", no EIP-7825 gas cap") : "";
  const how = rules === DEFAULT_DEV_RULES ? "the default; --hardfork for others" : `--hardfork ${rules}`;
  return `${rules} EVM on Ethash, no beacon-chain parts${cap} (${how})`;
}

/** How a rule set is asked for on the command line. */
function rulesFlag(rules: string): string {
  const flag = `--hardfork ${rules}`;
  if (rules === UNSTATED_DEV_RULES) return `${flag} (Cancun's EVM with CLZ, powgate's default before osaka)`;
  return rules === DEFAULT_DEV_RULES ? `${flag} (the default)` : flag;
}

/**
 * A data directory resumes only under the rules its blocks were mined with: the genesis alone does
 * not tell (cancun's and cancun-clz's are the same, and prague's and osaka's). `stored` is what its
 * settings hold (absent: cancun-clz, the default of every directory made before osaka was).
 */
export function checkStoredRules(dataDir: string, stored: string | undefined, rules: DevRules): void {
  const was = stored ?? UNSTATED_DEV_RULES;
  if (was !== rules)
    throw new Error(
      `data directory ${dataDir} holds a chain made with ${rulesFlag(was)}; this start asks for ${rulesFlag(rules)}: start it with the rules its blocks were mined under`,
    );
}
