import type { ForkSchedule } from "../../src/chain/config/forks.js";

/**
 * A chain whose rules change after genesis: Spurious Dragon at 0, Byzantium to Berlin at 2,
 * London and the glaciers at 3.
 */
export const FORKS_AFTER_GENESIS: ForkSchedule = {
  homestead: 0n,
  tangerineWhistle: 0n,
  spuriousDragon: 0n,
  byzantium: 2n,
  constantinople: 2n,
  petersburg: 2n,
  istanbul: 2n,
  muirGlacier: 2n,
  berlin: 2n,
  london: 3n,
  arrowGlacier: 3n,
  grayGlacier: 3n,
};
