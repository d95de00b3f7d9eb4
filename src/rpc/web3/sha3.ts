import type { Web3Sha3Params, Web3Sha3Result } from "../../../generated/types.js";
import { keccak256 } from "../../lib/keccak/keccak.js";
import { data, parseData } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** web3_sha3: keccak-256 of the given data. */
export const sha3 =
  (_deps: RpcDeps) =>
  ([input]: Web3Sha3Params): Web3Sha3Result =>
    data(keccak256(parseData(input)));
