import type { Web3ClientVersionResult } from "../../../generated/types.js";
import type { RpcDeps } from "../deps.js";

/** web3_clientVersion: powgate/v<version>/<platform>/node<version>. */
export const clientVersion = (deps: RpcDeps) => (): Web3ClientVersionResult => deps.clientVersion;
