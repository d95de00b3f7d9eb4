import type { EthSignTypedDataV4Params, EthSignTypedDataV4Result } from "../../../../generated/types.js";
import { data, parseAddress } from "../../codec/hex.js";
import { hashTypedData, parseTypedData } from "../../codec/typed-data.js";
import type { RpcDeps } from "../../deps.js";

/** eth_signTypedData_v4: the signature of the EIP-712 digest, v 27/28. */
export const signTypedData_v4 =
  (deps: RpcDeps) =>
  ([address, typedData]: EthSignTypedDataV4Params): EthSignTypedDataV4Result => {
    const signer = deps.chain.signer(parseAddress(address));
    return data(signer.signDigest(hashTypedData(parseTypedData(typedData))));
  };
