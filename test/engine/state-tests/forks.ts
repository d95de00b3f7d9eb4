import { Hardfork } from "@ethereumjs/common";
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
  { name: "Osaka", hardfork: Hardfork.Osaka, pow: false },
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
];

/** Whether a test at `path` (relative to GeneralStateTests) runs at `fork`. */
export function runsAt(fork: ForkRules, path: string): boolean {
  if (fork.pow) return true;
  return LATER_EIP_FOLDERS.some((folder) => path.startsWith(`${folder}/`));
}

/** The report's category of a test file: its folder, with the fork and EIP level where there is one. */
export function categoryOf(path: string): string {
  const parts = path.split("/");
  const depth = parts[0] === "Pyspecs" ? 3 : ["VMTests", "Shanghai", "Cancun"].includes(parts[0]) ? 2 : 1;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join("/");
}
