import type { EthConfigResult, ForkConfig as ForkConfigJson } from "../../../../generated/types.js";
import type { ForkConfig } from "../../../chain/config/eth-config.js";
import { address, data, quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** eth_config (EIP-7910) for a proof-of-work chain: forks by block, null where nothing applies. */
export const config = (deps: RpcDeps) => async (): Promise<EthConfigResult> => {
  const c = await deps.chain.forkConfig();
  return { current: fork(c.current), next: c.next ? fork(c.next) : null, last: c.last ? fork(c.last) : null };
};

function fork(f: ForkConfig): ForkConfigJson {
  const byName = <V>(m: Map<string, V>, fn: (v: V) => `0x${string}`) =>
    Object.fromEntries([...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, fn(v)]));
  return {
    activationBlock: Number(f.activationBlock),
    activationTime: f.activationTime === undefined ? null : Number(f.activationTime),
    blobSchedule: null,
    chainId: quantity(f.chainId),
    forkId: data(f.forkId),
    precompiles: byName(f.precompiles, (a) => address(a)),
    systemContracts: byName(f.systemContracts, (a) => a as `0x${string}`),
  };
}
