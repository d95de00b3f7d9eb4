import { describe, expect, it } from "vitest";
import { classicDevConfig, mordorConfig } from "../../../src/chain/classic/profiles.js";
import { makeCommon } from "../../../src/chain/config/common.js";
import type { ChainConfig } from "../../../src/chain/config/config.js";

function commonOf(config: ChainConfig) {
  return makeCommon({
    chainId: config.chainId,
    minimumDifficulty: config.consensus.minimumDifficulty,
    forks: config.consensus.forks,
    devEvm: config.devEvm,
    classic: config.consensus.classic !== undefined,
  });
}

const active = (common: ReturnType<typeof makeCommon>, eips: number[]) =>
  Object.fromEntries(eips.map((eip) => [eip, common.isActivatedEIP(eip)]));

describe("ETC's forks on EthereumJS's EIP sets (core-geth config_classic.go / config_mordor.go)", () => {
  it("classic-dev runs Spiral: Magneto's and Mystique's EIPs, PUSH0, no fee market, no PREVRANDAO, no Cancun", () => {
    const common = commonOf(classicDevConfig());
    expect(
      active(
        common,
        [2565, 2718, 2929, 2930, 3529, 3541, 3651, 3855, 3860, 1559, 3198, 4399, 4895, 1153, 5656, 6780],
      ),
    ).toEqual({
      2565: true,
      2718: true,
      2929: true,
      2930: true,
      3529: true,
      3541: true,
      3651: true,
      3855: true,
      3860: true,
      1559: false,
      3198: false,
      4399: false,
      4895: false,
      1153: false,
      5656: false,
      6780: false,
    });
  });

  it("Mordor switches Mystique and Spiral at their blocks, without ever enabling EIP-1559", () => {
    const common = commonOf(mordorConfig());
    common.setHardforkBy({ blockNumber: 5_519_999n });
    expect(active(common, [2929, 3529, 3855, 1559])).toEqual({
      2929: true,
      3529: false,
      3855: false,
      1559: false,
    });
    common.setHardforkBy({ blockNumber: 5_520_000n });
    expect(active(common, [3529, 3541, 3855, 1559, 3198])).toEqual({
      3529: true,
      3541: true,
      3855: false,
      1559: false,
      3198: false,
    });
    common.setHardforkBy({ blockNumber: 9_957_000n });
    expect(active(common, [3651, 3855, 3860, 1559, 4399])).toEqual({
      3651: true,
      3855: true,
      3860: true,
      1559: false,
      4399: false,
    });
  });

  it("the dev chain is unchanged: London's fee market and the post-merge EVM", () => {
    const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n });
    expect(active(common, [1559, 3198, 3855, 5656, 1153])).toEqual({
      1559: true,
      3198: true,
      3855: true,
      5656: true,
      1153: true,
    });
  });
});
