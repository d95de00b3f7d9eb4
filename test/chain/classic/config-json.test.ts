import { bytesToHex } from "@ethereumjs/util";
import { describe, expect, it } from "vitest";
import { parseGenesisJson } from "../../../src/chain/block/genesis-file.js";
import { classicDevConfig, classicMainnetConfig, mordorConfig } from "../../../src/chain/classic/profiles.js";
import { devChainConfig } from "../../../src/chain/config/config.js";
import { chainConfigJson } from "../../../src/chain/config/config-json.js";

// core-geth params/config_mordor.go (commit 4185df450), written out by hand as its JSON keys
const MORDOR_CORE_GETH = {
  networkId: 7,
  chainId: 63,
  eip2FBlock: 0,
  eip7FBlock: 0,
  eip150Block: 0,
  eip155Block: 0,
  eip160Block: 0,
  eip161FBlock: 0,
  eip170FBlock: 0,
  eip100FBlock: 0,
  eip140FBlock: 0,
  eip198FBlock: 0,
  eip211FBlock: 0,
  eip212FBlock: 0,
  eip213FBlock: 0,
  eip214FBlock: 0,
  eip658FBlock: 0,
  eip145FBlock: 301243,
  eip1014FBlock: 301243,
  eip1052FBlock: 301243,
  eip152FBlock: 999983,
  eip1108FBlock: 999983,
  eip1344FBlock: 999983,
  eip1884FBlock: 999983,
  eip2028FBlock: 999983,
  eip2200FBlock: 999983,
  eip2565FBlock: 3985893,
  eip2718FBlock: 3985893,
  eip2929FBlock: 3985893,
  eip2930FBlock: 3985893,
  ecip1099FBlock: 2520000,
  eip3529FBlock: 5520000,
  eip3541FBlock: 5520000,
  eip3651FBlock: 9957000,
  eip3855FBlock: 9957000,
  eip3860FBlock: 9957000,
  eip6049FBlock: 9957000,
  disposalBlock: 0,
  ecip1017FBlock: 0,
  ecip1017EraRounds: 2000000,
  ethash: {},
};

describe("chain config JSON (admin_nodeInfo's protocols.eth.config)", () => {
  it("renders Mordor as core-geth's config_mordor.go", () => {
    expect(chainConfigJson(mordorConfig())).toEqual(MORDOR_CORE_GETH);
  });

  it("renders ETC mainnet's Die Hard, ECIP-1010 and ECIP-1017 as config_classic.go", () => {
    const json = chainConfigJson(classicMainnetConfig());
    expect(json).toMatchObject({
      networkId: 1,
      chainId: 61,
      eip2FBlock: 1150000,
      eip150Block: 2500000,
      eip155Block: 3000000,
      eip160Block: 3000000,
      ecip1010PauseBlock: 3000000,
      ecip1010Length: 2000000,
      ecip1017FBlock: 5000000,
      ecip1017EraRounds: 5000000,
      disposalBlock: 5900000,
      eip161FBlock: 8772000,
      eip100FBlock: 8772000,
      eip145FBlock: 9573000,
      eip2200FBlock: 10500839,
      ecip1099FBlock: 11700000,
      eip2930FBlock: 13189133,
      eip3541FBlock: 14525000,
      eip3855FBlock: 19250000,
    });
    expect(json).not.toHaveProperty("eip1559FBlock");
    expect(json).not.toHaveProperty("londonBlock");
  });

  it("renders the dev chain with geth's fork names", () => {
    const json = chainConfigJson(devChainConfig());
    expect(json).toMatchObject({
      chainId: 1337,
      homesteadBlock: 0,
      eip155Block: 0,
      eip158Block: 0,
      londonBlock: 0,
    });
    expect(json).not.toHaveProperty("ecip1017FBlock");
  });

  it("reads core-geth's format back from a genesis file: Mordor's rules, network id, no base fee", () => {
    const mordor = mordorConfig();
    const parsed = parseGenesisJson({
      config: MORDOR_CORE_GETH,
      nonce: "0x0",
      timestamp: "0x5d9676db",
      extraData: bytesToHex(mordor.extraData),
      gasLimit: "0x2fefd8",
      difficulty: "0x20000",
      alloc: {},
    });
    expect(parsed.consensus).toEqual(mordor.consensus);
    expect(parsed.networkId).toBe(7n);
    expect(parsed.baseFeePerGas).toBeUndefined();
    expect(chainConfigJson(parsed)).toEqual(MORDOR_CORE_GETH);
  });

  it("round-trips ETC mainnet's and classic-dev's rules through core-geth's format", () => {
    for (const config of [classicMainnetConfig(), classicDevConfig({ eraRounds: 7n })]) {
      const parsed = parseGenesisJson({ config: chainConfigJson(config), difficulty: "0x1" });
      // a genesis file has geth's difficulty floor; the rest must come back as it was
      expect({ ...parsed.consensus, minimumDifficulty: 0n }).toEqual({
        ...config.consensus,
        minimumDifficulty: 0n,
      });
    }
  });

  it("refuses what ETC has not adopted, and a fork whose EIPs are split", () => {
    expect(() => parseGenesisJson({ config: { ...MORDOR_CORE_GETH, eip1559FBlock: 10 } })).toThrow(
      /eip1559FBlock is not supported/,
    );
    expect(() => parseGenesisJson({ config: { ...MORDOR_CORE_GETH, eip1884FBlock: 5 } })).toThrow(
      /eip1884FBlock \(5\) differs from config.eip152FBlock \(999983\)/,
    );
    const { ecip1017EraRounds: _, ...noEras } = MORDOR_CORE_GETH;
    expect(() => parseGenesisJson({ config: noEras })).toThrow(/ecip1017EraRounds/);
  });
});
