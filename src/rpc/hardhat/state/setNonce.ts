import type { HardhatSetNonceParams, HardhatSetNonceResult } from "../../../../generated/types.js";
import { parseAddress, parseQuantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_setNonce (anvil_setNonce, evm_setAccountNonce): never lower, as Hardhat. */
export const setNonce =
  (deps: RpcDeps) =>
  async ([address, nonce]: HardhatSetNonceParams): Promise<HardhatSetNonceResult> => {
    await deps.chain.dev.editState({
      kind: "nonce",
      address: parseAddress(address),
      value: parseQuantity(nonce),
    });
    return true;
  };
