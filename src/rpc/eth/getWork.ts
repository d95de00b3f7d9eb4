import type { EthGetWorkResult } from "../../../generated/types.js";
import { NoMiningWorkError } from "../../chain/errors.js";
import type { RpcDeps } from "../deps.js";

/** eth_getWork: in the default configuration the node seals its own blocks, so there is no work. */
export const getWork = (_deps: RpcDeps) => (): EthGetWorkResult => {
  throw new NoMiningWorkError();
};
