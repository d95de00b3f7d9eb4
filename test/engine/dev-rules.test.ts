// The engine under `--hardfork prague` and `osaka` (the dev chain's rule sets with EIP-7702,
// BLS12-381, P256VERIFY, modexp's new bounds and gas): those rules are on the engine's allow-list
// (src/engine/rules.ts, verified by execution-spec-tests' state tests: test/engine/state-tests/),
// so its own loop, frames and CALLs run them. Here its calls against EthereumJS's under them: a
// callee that delegates (EIP-7702) costs its delegate's access too, cold then warm.
import { bytesToHex, hexToBytes } from "@ethereumjs/util";
import { beforeAll, describe, expect, it } from "vitest";
import { makeCommon } from "../../src/chain/config/common.js";
import { DEV_RULE_EIPS, type DevRules } from "../../src/chain/config/dev-hardforks.js";
import { verified } from "../../src/engine/rules.js";
import { rng } from "../helpers/rng.js";
import { both, CALLEE, CONTRACT, installOurs, program, type Rules } from "./helpers/frames.js";

beforeAll(installOurs);

const addr = (n: number) => n.toString(16).padStart(40, "0");
/** Delegates: the calling contract, an account never created, precompiles (ecrecover, identity, BLS G1ADD, P256VERIFY) */
const DELEGATES = [CONTRACT.toString().slice(2), "d0".repeat(20), addr(1), addr(4), addr(0x0b), addr(0x100)];

describe("the engine under the dev chain's Prague and Osaka rules", () => {
  it("runs every dev rule set on its own paths (the allow-list holds their EIPs)", () => {
    for (const rules of Object.keys(DEV_RULE_EIPS) as DevRules[]) {
      const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, devRules: rules });
      expect(verified(common), rules).toBe(true);
    }
    // an EIP outside the list still takes the stock engine
    const common = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, devRules: "osaka" });
    common.setEIPs([7825]);
    expect(verified(common)).toBe(false);
  });

  for (const devRules of ["prague", "osaka"] as const) {
    const rules: Rules = { devRules };
    it(`${devRules}: calls of a delegated account cost its delegate's access, cold then warm`, async () => {
      let cases = 0;
      for (const delegate of DELEGATES)
        for (const op of ["f1", "f2", "f4", "fa"])
          for (const warmFirst of [false, true])
            for (const gas of ["5a", "610a00"]) {
              const value = op === "f1" || op === "f2" ? "6000" : "";
              const call = `6020600060046000${value}73${CALLEE.toString().slice(2)}${gas}${op}`;
              // BALANCE of the delegate warms it first; then two calls, the outcome and GAS stored
              const warm = warmFirst ? `73${delegate}3150` : "";
              const code = hexToBytes(`0x${warm}${call}6000555a600155${call}6002555a60035560206000f3`);
              const callee = hexToBytes(`0xef0100${delegate}`);
              const { stock, fast } = await both(
                code,
                200_000n,
                Uint8Array.of(1, 2, 3, 4),
                callee,
                true,
                undefined,
                {
                  rules,
                },
              );
              expect(fast, `${op} delegating to ${delegate}, warm ${warmFirst}, gas ${gas}`).toEqual(stock);
              cases++;
            }
      expect(cases).toBe(DELEGATES.length * 16);
    });

    it(`${devRules}: random programs whose calls reach a delegated account agree`, async () => {
      const errors = new Set<string>();
      for (let seed = 1; seed <= 60; seed++) {
        const next = rng(seed * 104_729);
        const delegate = DELEGATES[seed % DELEGATES.length];
        const code = program(next, 12);
        const callee = hexToBytes(`0xef0100${delegate}`);
        const gasLimit = next() < 0.3 ? BigInt(Math.floor(next() * 30_000)) : 500_000n;
        const { stock, fast } = await both(
          code,
          gasLimit,
          new Uint8Array(0),
          callee,
          seed % 2 === 0,
          undefined,
          {
            rules,
          },
        );
        expect(fast, `seed ${seed}: ${bytesToHex(code)} at ${gasLimit}, delegate ${delegate}`).toEqual(stock);
        errors.add(String(stock.error).replace(/ at .*/, ""));
      }
      expect(errors.size).toBeGreaterThan(1);
    }, 120_000);
  }
});
