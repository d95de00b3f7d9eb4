// Hardhat 3 needs a config file to run `hardhat node`; the benchmark's peer settings.
// Defaults otherwise: automine on, Osaka, 10,000 ETH per account.
export default {
  // the fork benchmark (bench/fork.ts) puts Hardhat's fork cache in its scratch directory
  paths: { cache: process.env.POWGATE_BENCH_HARDHAT_CACHE ?? "cache" },
  // a fork of a powgate dev chain (chain id 1337) runs its fork block under these rules (Hardhat
  // refuses calls on a block of a chain whose hardfork history it does not know)
  chainDescriptors: {
    1337: { name: "powgate dev", hardforkHistory: { cancun: { blockNumber: 0 } } },
  },
  networks: {
    node: {
      type: "edr-simulated",
      chainId: 1337,
      accounts: { mnemonic: "test test test test test test test test test test test junk", count: 20 },
      mining: { auto: true },
    },
  },
};
