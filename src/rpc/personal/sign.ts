import type { PersonalSignParams, PersonalSignResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";
import { signMessage } from "../eth/sign/sign.js";

/** personal_sign: eth_sign with the message first; geth's password param is ignored. */
export const sign =
  (deps: RpcDeps) =>
  ([message, address]: PersonalSignParams): PersonalSignResult =>
    signMessage(deps, address, message);
