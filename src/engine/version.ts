/**
 * The EthereumJS packages whose private members the engine reads or replaces (ethereumjs.ts), at the
 * versions it was verified against: the state tests and the differential tests of test/engine/
 * passed with exactly these. package.json pins them exactly; test/engine/version.test.ts fails when
 * another version is installed. To upgrade: install it, run the engine tests and the whole state
 * test set (scripts/state-tests.ts), read the upstream diff of every file named in ethereumjs.ts,
 * then change the versions here.
 */
export const VERIFIED_ETHEREUMJS: Readonly<Record<string, string>> = {
  "@ethereumjs/block": "10.1.3",
  "@ethereumjs/common": "10.1.3",
  "@ethereumjs/evm": "10.1.3",
  "@ethereumjs/mpt": "10.1.3",
  "@ethereumjs/rlp": "10.1.3",
  "@ethereumjs/statemanager": "10.1.3",
  "@ethereumjs/tx": "10.1.3",
  "@ethereumjs/util": "10.1.3",
  "@ethereumjs/vm": "10.1.3",
};
