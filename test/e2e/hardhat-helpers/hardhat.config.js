// A Hardhat 3 project whose only network is a powgate node (POWGATE_URL), started as
// docs/guide/anvil-hardhat-compat.md says: `powgate --client-version-prefix hardhat`.
import hardhatNetworkHelpers from "@nomicfoundation/hardhat-network-helpers";

export default {
  plugins: [hardhatNetworkHelpers],
  networks: {
    powgate: { type: "http", chainType: "l1", url: process.env.POWGATE_URL ?? "http://127.0.0.1:8545" },
  },
};
