import type { EthGetWorkResult } from "../../../generated/types.js";
import { NoMiningWorkError } from "../../chain/errors.js";
import { data } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/**
 * eth_getWork: [pow-hash, seed hash, boundary] of the pending block when the node runs with
 * `--mining external`; otherwise it seals its own blocks and there is no work (-32000).
 */
export const getWork = (deps: RpcDeps) => async (): Promise<EthGetWorkResult> => {
  const work = deps.node.work;
  if (!work) throw new NoMiningWorkError();
  const pkg = await work.getWork();
  return [data(pkg.powHash), data(pkg.seedHash), data(pkg.boundary)];
};
