import type { EthGetWorkResult } from "../../../../generated/types.js";
import { NoMiningWorkError } from "../../../chain/errors.js";
import { data, quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/**
 * eth_getWork: [pow-hash, seed hash, boundary, block number] of the pending block when the node
 * runs with `--mining external` (the number is geth's 4th element, read by pools; 3-element readers
 * ignore it); otherwise it seals its own blocks and there is no work (-32000).
 */
export const getWork = (deps: RpcDeps) => async (): Promise<EthGetWorkResult> => {
  const work = deps.chain.getWork();
  if (!work) throw new NoMiningWorkError();
  const pkg = await work;
  return [data(pkg.powHash), data(pkg.seedHash), data(pkg.boundary), quantity(pkg.number)];
};
