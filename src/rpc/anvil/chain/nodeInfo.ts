import type { AnvilNodeInfoResult } from "../../../../generated/types.js";
import { data, quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { SUGGESTED_TIP } from "../../eth/chain/maxPriorityFeePerGas.js";

/** anvil_nodeInfo: the head, the rules and the next block's environment, in Anvil's fields. */
export const nodeInfo = (deps: RpcDeps) => (): AnvilNodeInfoResult => {
  const head = deps.chain.head();
  const next = deps.chain.dev.nextBlock();
  const baseFee = next.baseFee;
  return {
    currentBlockNumber: Number(head.header.number),
    currentBlockTimestamp: Number(head.header.timestamp),
    currentBlockHash: data(head.hash()),
    hardFork: deps.chain.dev.hardfork(),
    transactionOrder: "fees",
    environment: {
      baseFee: quantity(baseFee),
      chainId: Number(deps.chain.chainId),
      gasLimit: Number(next.gasLimit),
      gasPrice: quantity(baseFee + SUGGESTED_TIP),
    },
    forkConfig: {},
    network: "powgate-ethash",
  };
};
