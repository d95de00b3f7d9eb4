/**
 * A chain's rules as geth and core-geth write their chain config (genesis.json's `config`, and
 * `admin_nodeInfo`'s `protocols.eth.config`), so that tools can read which rules a node runs.
 * An Ethereum-family chain uses geth's params.ChainConfig names (`homesteadBlock` ... `grayGlacierBlock`);
 * an Ethereum Classic chain uses core-geth's CoreGethChainConfig (params/types/coregeth), which
 * schedules EIP by EIP (`eip2FBlock`, `eip160Block`, `eip161FBlock` ...) plus ETC's own parameters
 * (`ecip1010PauseBlock`, `ecip1017FBlock`, `ecip1017EraRounds`, `ecip1099FBlock`, `disposalBlock`).
 * Block numbers are JSON numbers, as Go's *big.Int marshals them (a chain id beyond 2^53 is a
 * decimal string). Not rendered: core-geth's `requireBlockHashes` and ECBP-1100 (MESS), which
 * powgate does not model.
 */

import { classicForksOf } from "../classic/rules.js";
import type { ChainConfig } from "./config.js";
import { FORK_NAMES, GETH_FORK_KEYS } from "./forks.js";

export type ChainConfigJson = Record<string, number | string | Record<string, never>>;

/** ETC's forks and the core-geth keys of the EIPs each enables (config_classic.go). */
export const CLASSIC_EIP_KEYS = {
  homestead: ["eip2FBlock", "eip7FBlock"],
  gasReprice: ["eip150Block"],
  atlantis: [
    "eip161FBlock",
    "eip170FBlock",
    "eip100FBlock",
    "eip140FBlock",
    "eip198FBlock",
    "eip211FBlock",
    "eip212FBlock",
    "eip213FBlock",
    "eip214FBlock",
    "eip658FBlock",
  ],
  agharta: ["eip145FBlock", "eip1014FBlock", "eip1052FBlock"],
  phoenix: [
    "eip152FBlock",
    "eip1108FBlock",
    "eip1344FBlock",
    "eip1884FBlock",
    "eip2028FBlock",
    "eip2200FBlock",
  ],
  magneto: ["eip2565FBlock", "eip2718FBlock", "eip2929FBlock", "eip2930FBlock"],
  mystique: ["eip3529FBlock", "eip3541FBlock"],
  spiral: ["eip3651FBlock", "eip3855FBlock", "eip3860FBlock", "eip6049FBlock"],
} as const;

function number(value: bigint): number | string {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
}

export function chainConfigJson(config: ChainConfig): ChainConfigJson {
  const { consensus } = config;
  const out: ChainConfigJson = {};
  const set = (key: string, value: bigint | undefined) => {
    if (value !== undefined) out[key] = number(value);
  };
  const classic = consensus.classic;
  if (!classic) {
    set("chainId", config.chainId);
    for (const name of FORK_NAMES) {
      set(GETH_FORK_KEYS[name], consensus.forks[name]);
      // EthereumJS's spuriousDragon is geth's eip155Block and eip158Block together
      if (name === "spuriousDragon") set("eip155Block", consensus.forks[name]);
    }
    out.ethash = {};
    return out;
  }
  set("networkId", config.networkId ?? config.chainId);
  set("chainId", config.chainId);
  const forks = classicForksOf(consensus.forks);
  for (const [fork, keys] of Object.entries(CLASSIC_EIP_KEYS)) {
    for (const key of keys) set(key, forks[fork as keyof typeof forks]);
    // Die Hard (EIP-155, EIP-160): its own block on mainnet, else with Atlantis
    if (fork === "gasReprice") {
      set("eip155Block", classic.eip155Block ?? forks.atlantis);
      set("eip160Block", classic.eip155Block ?? forks.atlantis);
    }
  }
  set("ecip1010PauseBlock", classic.ecip1010PauseBlock);
  set("ecip1010Length", classic.ecip1010Length);
  set("ecip1017FBlock", classic.ecip1017Block);
  set("ecip1017EraRounds", classic.ecip1017EraRounds);
  set("ecip1099FBlock", consensus.ecip1099Block);
  set("disposalBlock", classic.disposalBlock);
  out.ethash = {};
  return out;
}
