import { hashPersonalMessage } from "@ethereumjs/util";
import type { EthSignParams, EthSignResult } from "../../../../generated/types.js";
import { data, parseAddress, parseData } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_sign: the EIP-191 signature of the message bytes, v 27/28, as geth. */
export const sign =
  (deps: RpcDeps) =>
  ([address, message]: EthSignParams): EthSignResult =>
    signMessage(deps, address, message);

/** Shared with personal_sign (the same, params reversed). */
export function signMessage(deps: RpcDeps, address: string, message: string): EthSignResult {
  const signer = deps.chain.signer(parseAddress(address));
  return data(signer.signDigest(hashPersonalMessage(parseData(message))));
}
