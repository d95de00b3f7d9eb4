import { hexToBytes } from "@ethereumjs/util";

/**
 * EIP-2935's history contract: the last 8191 block hashes, stored by the block's system write
 * before its transactions and served by this code (caller passes a 32-byte block number). The
 * dev chain has it in its genesis alloc when its rules include EIP-2935 (nonce 1, as geth's
 * developer genesis; Anvil's has nonce 0), because the EIP's keyless deployment transaction
 * needs a chain that ran before the fork.
 */
export const HISTORY_STORAGE_ADDRESS = "0x0000f90827f1c53a10cb7a02335b175320002935";

/** The EIP's runtime code (the same on mainnet and in Anvil's genesis). */
export const HISTORY_STORAGE_RUNTIME = hexToBytes(
  "0x3373fffffffffffffffffffffffffffffffffffffffe14604657602036036042575f35600143038111604257611fff81430311604257611fff9006545f5260205ff35b5f5ffd5b5f35611fff60014303065500",
);

/** The EIP's window; EthereumJS 10.1.3's EVM params say 8192 and would write past the contract's ring. */
export const HISTORY_SERVE_WINDOW = 8191;
