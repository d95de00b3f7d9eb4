import { Hardfork } from "@ethereumjs/common";
import type { DevRules } from "../../../src/chain/config/dev-hardforks.js";
import type { ForkName } from "../../../src/chain/config/forks.js";

/**
 * The forks whose filled state tests we run, by the name the fixtures' `post` uses, with their
 * rules: `pow` forks are the node's own (src/chain/forks.ts, through its Common); the later ones
 * are the forks the dev chain's extra EIPs were filled for, run on EthereumJS's Common of that
 * fork (the dev chain adds them to Gray Glacier, which no fixture is filled for).
 * Muir, Arrow and Gray Glacier only move the difficulty bomb: London's vectors cover them.
 * Ethereum Classic's forks are EIP subsets of these (src/chain/classic/rules.ts).
 */
export interface ForkRules {
  /** the fixtures' name */
  name: string;
  /** EthereumJS's hardfork */
  hardfork: Hardfork;
  /** the node's fork (undefined: Frontier, or a fork the node runs only as added EIPs) */
  nodeFork?: ForkName;
  pow: boolean;
  /**
   * The dev chain's rule set the fork's vectors run under in our configurations: the node's own
   * Common for `--hardfork <rules>` (Gray Glacier with the fork's EVM EIPs, no beacon-chain
   * parts), so that the engine is verified under the rules the node runs; stock runs
   * EthereumJS's Common of the fork itself. Without it, EthereumJS's Common of the fork.
   */
  devRules?: DevRules;
}

export const FORKS: readonly ForkRules[] = [
  { name: "Frontier", hardfork: Hardfork.Chainstart, pow: true },
  { name: "Homestead", hardfork: Hardfork.Homestead, nodeFork: "homestead", pow: true },
  { name: "EIP150", hardfork: Hardfork.TangerineWhistle, nodeFork: "tangerineWhistle", pow: true },
  { name: "EIP158", hardfork: Hardfork.SpuriousDragon, nodeFork: "spuriousDragon", pow: true },
  { name: "Byzantium", hardfork: Hardfork.Byzantium, nodeFork: "byzantium", pow: true },
  { name: "Constantinople", hardfork: Hardfork.Constantinople, nodeFork: "constantinople", pow: true },
  { name: "ConstantinopleFix", hardfork: Hardfork.Petersburg, nodeFork: "petersburg", pow: true },
  { name: "Istanbul", hardfork: Hardfork.Istanbul, nodeFork: "istanbul", pow: true },
  { name: "Berlin", hardfork: Hardfork.Berlin, nodeFork: "berlin", pow: true },
  { name: "London", hardfork: Hardfork.London, nodeFork: "london", pow: true },
  { name: "Shanghai", hardfork: Hardfork.Shanghai, pow: false },
  { name: "Cancun", hardfork: Hardfork.Cancun, pow: false },
  { name: "Prague", hardfork: Hardfork.Prague, pow: false, devRules: "prague" },
  { name: "Osaka", hardfork: Hardfork.Osaka, pow: false, devRules: "osaka" },
];

export const FORK_BY_NAME: ReadonlyMap<string, ForkRules> = new Map(FORKS.map((f) => [f.name, f]));

/**
 * Folders (under GeneralStateTests) of the EIPs the dev chain adds to Gray Glacier: 3855 PUSH0,
 * 3860 initcode limit, 3651 warm coinbase (Shanghai); 1153 transient storage, 5656 MCOPY, 6780
 * SELFDESTRUCT (Cancun); 7939 CLZ (Osaka: no filled vectors in the ethereum/tests commit used).
 * Only these run at the post-merge forks; every folder runs at the proof-of-work ones.
 */
export const LATER_EIP_FOLDERS: readonly string[] = [
  "Shanghai/stEIP3855-push0",
  "Shanghai/stEIP3860-limitmeterinitcode",
  "Shanghai/stEIP3651-warmcoinbase",
  "Pyspecs/shanghai/eip3855_push0",
  "Pyspecs/shanghai/eip3860_initcode",
  "Pyspecs/shanghai/eip3651_warm_coinbase",
  "Cancun/stEIP1153-transientStorage",
  "Cancun/stEIP5656-MCOPY",
  "Pyspecs/cancun/eip1153_tstore",
  "Pyspecs/cancun/eip5656_mcopy",
  "Pyspecs/cancun/eip6780_selfdestruct",
  "Pyspecs/osaka/eip7939_count_leading_zeros",
  // execution-spec-tests' releases (state_tests/): Prague's and Osaka's EVM EIPs. Not run: 7825's
  // cap (the pool's, with --enable-tx-gas-limit, not an EVM rule here), 7594 (blobs), EOF
  "prague/eip2537_bls_12_381_precompiles",
  "prague/eip7623_increase_calldata_cost",
  "prague/eip7702_set_code_tx",
  "osaka/eip7823_modexp_upper_bounds",
  "osaka/eip7883_modexp_gas_increase",
  "osaka/eip7939_count_leading_zeros",
  "osaka/eip7951_p256verify_precompiles",
];

/**
 * Cases of the dev rule sets' folders that exercise a beacon-chain part the dev chain leaves out
 * (src/chain/config/dev-hardforks.ts LEFT_OUT), by a part of their test name: skipped with why.
 */
export const BEACON_ONLY_CASES: readonly { name: string; why: string }[] = [
  {
    name: "precompile_0x000000000000000000000000000000000000000a",
    why: "the point-evaluation precompile (EIP-4844) is not in the dev chain's rules",
  },
];

/** Whether a test at `path` (relative to GeneralStateTests) runs at `fork`. */
export function runsAt(fork: ForkRules, path: string): boolean {
  if (fork.pow) return true;
  return LATER_EIP_FOLDERS.some((folder) => path.startsWith(`${folder}/`));
}

/** The report's category of a test file: its folder, with the fork and EIP level where there is one. */
export function categoryOf(path: string): string {
  const parts = path.split("/");
  const depth =
    parts[0] === "Pyspecs"
      ? 3
      : ["VMTests", "Shanghai", "Cancun", "prague", "osaka"].includes(parts[0])
        ? 2
        : 1;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join("/");
}
