import type { EthCreateAccessListParams, EthCreateAccessListResult } from "../../../../generated/types.js";
import { parseCallObject } from "../../codec/call.js";
import { quantity } from "../../codec/hex.js";
import { parseStateOverrides } from "../../codec/overrides.js";
import { type RpcDeps, requireBlock } from "../../deps.js";

/**
 * eth_createAccessList: the call is run until its access list is stable (geth's method); a failure
 * of the call itself is answered in `error`, not as a JSON-RPC error. Default block: latest.
 */
export const createAccessList =
  (deps: RpcDeps) =>
  async ([
    transaction,
    block,
    stateOverrides,
  ]: EthCreateAccessListParams): Promise<EthCreateAccessListResult> => {
    const at = await requireBlock(deps, block ?? "latest");
    const outcome = await deps.chain.createAccessList(
      parseCallObject(transaction, deps.chain.chainId),
      at.block,
      { timeoutMs: deps.callTimeoutMs, overrides: { stateOverrides: parseStateOverrides(stateOverrides) } },
    );
    return {
      accessList: outcome.accessList.map(({ address, storageKeys }) => ({ address, storageKeys })),
      gasUsed: quantity(outcome.gasUsed),
      ...(outcome.error === undefined ? {} : { error: outcome.error }),
    };
  };
