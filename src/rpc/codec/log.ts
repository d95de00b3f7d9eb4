import type { Log } from "../../../generated/types.js";
import type { LocatedLog } from "../../chain/types.js";
import { address, data, quantity } from "./hex.js";

export function formatLog(log: LocatedLog): Log {
  return {
    removed: log.removed,
    logIndex: quantity(log.logIndex),
    transactionIndex: quantity(log.transactionIndex),
    transactionHash: data(log.transactionHash),
    blockHash: data(log.blockHash),
    blockNumber: quantity(log.blockNumber),
    address: address(log.address),
    data: data(log.data),
    topics: log.topics.map(data),
  };
}
