// Hardhat 3 needs a config file to run `hardhat node`; the benchmark's peer settings.
// Defaults otherwise: automine on, Osaka, 10,000 ETH per account.
export default {
  networks: {
    node: {
      type: "edr-simulated",
      chainId: 1337,
      accounts: { mnemonic: "test test test test test test test test test test test junk", count: 20 },
      mining: { auto: true },
    },
  },
};
