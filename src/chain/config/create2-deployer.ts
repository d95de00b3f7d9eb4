import { hexToBytes } from "@ethereumjs/util";

/**
 * The deterministic CREATE2 deployer (Arachnid's deterministic-deployment-proxy) that Foundry's
 * `forge script` deploys `new C{salt: s}()` through, at the address it has on every chain that
 * ran its keyless deployment. Anvil puts it in its dev state; the dev chains here have it in their
 * genesis alloc (code only: nonce 0, no balance, as Anvil).
 */
export const CREATE2_DEPLOYER_ADDRESS = "0x4e59b44847b379578588920ca78fbf26c0b4956c";

/**
 * Its runtime code: CALLDATA is a 32-byte salt followed by init code; CREATE2 with the call's value,
 * returning the 20-byte address (reverting when the creation fails). keccak256 of it is
 * CREATE2_DEPLOYER_CODE_HASH, the code hash Foundry checks before it broadcasts through it.
 */
export const CREATE2_DEPLOYER_RUNTIME = hexToBytes(
  "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3",
);

export const CREATE2_DEPLOYER_CODE_HASH =
  "0x2fa86add0aed31f33a762c9d88e807c475bd51d0f52bd0955754b2608f7e4989";
