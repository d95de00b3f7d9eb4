// eth_simulateV1 from and to the wire: the payload as the chain's request, simulated blocks as
// geth's block objects with their calls' results.
import { bytesToHex } from "@ethereumjs/util";
import {
  ExecutionRevertedError,
  InvalidParamsError,
  SimulateCallFailedError,
} from "../../../generated/errors.js";
import type {
  SimulatedBlock as SimulatedBlockJson,
  SimulatedCallResult,
  SimulatedLog,
  SimulatePayload,
} from "../../../generated/types.js";
import type { SimCallResult, SimulatedBlock, SimulateRequest } from "../../chain/call/simulate.js";
import { formatBlock } from "./block.js";
import { parseCallObject } from "./call.js";
import { address, data, parseQuantity, quantity } from "./hex.js";
import { parseBlockOverrides, parseStateOverrides } from "./overrides.js";

/** geth's checks that need no state: at least one block. */
export function parseSimulatePayload(payload: SimulatePayload, chainId: bigint): SimulateRequest {
  if (payload.blockStateCalls.length === 0) throw new InvalidParamsError("empty input");
  return {
    traceTransfers: payload.traceTransfers ?? false,
    validation: payload.validation ?? false,
    blocks: payload.blockStateCalls.map((b) => ({
      blockOverrides: parseBlockOverrides(b.blockOverrides),
      stateOverrides: parseStateOverrides(b.stateOverrides),
      calls: (b.calls ?? []).map((c) => ({
        ...parseCallObject(c, chainId),
        nonce: c.nonce === undefined ? undefined : parseQuantity(c.nonce),
      })),
    })),
  };
}

export function formatSimulatedBlock(sim: SimulatedBlock, fullTransactions: boolean): SimulatedBlockJson {
  const { block } = sim;
  const json = formatBlock(block, sim.totalDifficulty, fullTransactions, false) as SimulatedBlockJson;
  const blockHash = data(block.hash());
  const blockNumber = quantity(block.header.number);
  const blockTimestamp = quantity(block.header.timestamp);
  let logIndex = 0;
  json.calls = sim.calls.map((call, i): SimulatedCallResult => {
    const transactionHash = data(block.transactions[i]!.hash());
    const logs = call.logs.map(
      (log): SimulatedLog => ({
        address: address(log.address),
        topics: log.topics.map(data),
        data: data(log.data),
        blockNumber,
        blockHash,
        blockTimestamp,
        transactionHash,
        transactionIndex: quantity(i),
        logIndex: quantity(logIndex++),
        removed: false,
      }),
    );
    return {
      returnData: data(call.returnData),
      logs,
      gasUsed: quantity(call.gasUsed),
      status: call.status === 1 ? "0x1" : "0x0",
      ...(call.error === undefined ? {} : { error: callError(call.error) }),
    };
  });
  return json;
}

function callError(error: NonNullable<SimCallResult["error"]>) {
  return error.reverted
    ? { message: error.message, code: ExecutionRevertedError.code, data: bytesToHex(error.data) }
    : { message: error.message, code: SimulateCallFailedError.code };
}
