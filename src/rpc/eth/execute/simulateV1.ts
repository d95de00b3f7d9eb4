import type { EthSimulateV1Params, EthSimulateV1Result } from "../../../../generated/types.js";
import { formatSimulatedBlock, parseSimulatePayload } from "../../codec/simulate.js";
import { type RpcDeps, requireBlock } from "../../deps.js";

/**
 * eth_simulateV1: blocks of calls with block and state overrides on the state after `block`
 * (default latest), as geth; nothing of it reaches the chain (chain/call/simulate.ts). One call time
 * limit covers the whole simulation.
 */
export const simulateV1 =
  (deps: RpcDeps) =>
  async ([payload, block]: EthSimulateV1Params): Promise<EthSimulateV1Result> => {
    const request = parseSimulatePayload(payload, deps.chain.chainId);
    const at = await requireBlock(deps, block ?? "latest");
    const blocks = await deps.chain.simulate(request, at.block, { timeoutMs: deps.callTimeoutMs });
    const full = payload.returnFullTransactions ?? false;
    return blocks.map((b) => formatSimulatedBlock(b, full));
  };
