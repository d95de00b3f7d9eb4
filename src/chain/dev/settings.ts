import type { Chain } from "../chain.js";
import { setChainId } from "../config/common.js";
import type { Miner } from "../miner/miner.js";
import type { TxPool } from "../pool/txpool.js";
import type { Impersonation } from "./impersonation.js";
import type { Snapshots } from "./snapshots.js";

/**
 * The node's dev settings that evm_snapshot captures and evm_revert / hardhat_reset bring back,
 * besides the chain and the pool themselves: head edits, the next block's fields (the block time
 * included: evm_setTime), the min gas price, impersonation and the chain id (anvil_setChainId).
 * Registered in this order, restored in it.
 */
export function registerDevSettings(
  snapshots: Snapshots,
  parts: { chain: Chain; miner: Miner; pool: TxPool; impersonation: Impersonation },
): void {
  const { chain, miner, pool, impersonation } = parts;
  // Head edits come back with a snapshot; hardhat_reset clears them (none at registration).
  let registered = false;
  snapshots.register({
    name: "head edits",
    capture: () => (registered ? chain.headEdits.capture() : null),
    restore: (state) => chain.headEdits.set(state, chain.head),
    ops: (state) => chain.headEdits.opsFor(state),
  });
  registered = true;
  snapshots.register({
    name: "next block",
    capture: () => miner.next.capture(),
    restore: (state) => miner.next.restore(state),
  });
  snapshots.register({
    name: "min gas price",
    capture: () => pool.minGasPrice,
    restore: (floor) => {
      pool.minGasPrice = floor;
    },
  });
  snapshots.register({
    name: "impersonation",
    capture: () => impersonation.capture(),
    restore: (state) => impersonation.restore(state),
  });
  snapshots.register({
    name: "chain id",
    capture: () => chain.common.chainId(),
    restore: (id) => setChainId(chain.common, id),
  });
}
