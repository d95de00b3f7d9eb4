import type { AnvilNodeInfoResult } from "../../../generated/types.js";
import { data, quantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";
import { SUGGESTED_TIP } from "../eth/maxPriorityFeePerGas.js";

/** anvil_nodeInfo: the head, the rules and the next block's environment, in Anvil's fields. */
export const nodeInfo = (deps: RpcDeps) => (): AnvilNodeInfoResult => {
  const head = deps.node.chain.head;
  const next = deps.node.miner.next;
  const baseFee = next.baseFeeOn(head);
  return {
    currentBlockNumber: Number(head.header.number),
    currentBlockTimestamp: Number(head.header.timestamp),
    currentBlockHash: data(head.hash()),
    hardFork: deps.node.chain.common.hardfork(),
    transactionOrder: "fees",
    environment: {
      baseFee: quantity(baseFee),
      chainId: Number(deps.node.chain.config.chainId),
      gasLimit: Number(next.fields(head).gasLimit),
      gasPrice: quantity(baseFee + SUGGESTED_TIP),
    },
    forkConfig: {},
    network: "powgate-ethash",
  };
};
