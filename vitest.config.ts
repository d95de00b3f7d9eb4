import { configDefaults, defineConfig } from "vitest/config";

const INCLUDE = ["test/**/*.test.ts", "src/**/*.test.ts", "codegen/**/*.test.ts"];

/**
 * The slow project: tests that need a real tool (Chromium, Foundry), several nodes or processes
 * killed on purpose, minutes of real proof of work, or whole runs of a subcommand. `npm test` runs everything else (the fast
 * project); `npm run test:slow` these; `npm run test:all` both; CI runs both (CONTRIBUTING.md).
 * A new test file is fast unless it is listed here.
 */
export const SLOW = [
  "test/reliability/**/*.test.ts", // fuzzing, transport abuse, load, SIGKILL and disk faults, 10,000 blocks
  "test/p2p/**/*.test.ts", // several nodes over devp2p
  "test/chain/crash.test.ts", // SIGKILLs while blocks are written
  "test/reliability/address-backfill-kill.test.ts", // SIGKILLs while the address index is backfilled
  "test/e2e/cast.test.ts", // Foundry's cast
  "test/e2e/osaka.test.ts", // Anvil --hardfork osaka, OpenZeppelin compiled by solc
  "test/e2e/time-travel.test.ts", // real Ethash work at difficulty 2049
  "test/e2e/fork-*.test.ts", // a forked node and its remote (another powgate, Anvil)
  "test/e2e/otterscan.test.ts", // the real Otterscan in Chromium
  "test/chain/classic/etchash-verify.test.ts", // Ethash epoch 2's cache at block 60,000
  "test/ethash/cache-store.test.ts", // epoch caches built, damaged and rebuilt on disk
  "test/ethash/dataset-store.test.ts", // datasets generated in workers, damaged and regenerated on disk
  "test/ethash/ethereumjs.test.ts", // against @ethereumjs/ethash, ~20 s an epoch cache
  "test/conformance/**/*.test.ts", // the whole conformance run against live nodes
  "test/import/cli.test.ts", // powgate export/import as processes
  "test/cli/bundle.test.ts", // bundles the CLI with esbuild and starts it
  "test/docs/docs-page.test.ts", // Chromium
  "test/docs/playground.test.ts", // Chromium
  "test/docs/guide-page.test.ts", // Chromium
  "test/gateway/failover.test.ts", // powgate gateway over three powgate processes, one SIGKILLed
  "test/gateway/redis.test.ts", // two gateways sharing a real redis-server, SIGKILLed
  "test/gateway/proxy.test.ts", // gateways behind a real HAProxy (--trusted-proxy)
  "test/gateway/move-subscriptions.test.ts", // three replica processes, one hung and one SIGKILLed under subscriptions
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    reporters: ["default"],
    projects: [
      {
        extends: true,
        test: { name: "fast", include: INCLUDE, exclude: [...configDefaults.exclude, ...SLOW] },
      },
      { extends: true, test: { name: "slow", include: SLOW } },
    ],
  },
});
