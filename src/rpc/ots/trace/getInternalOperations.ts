import { TransactionNotFoundError } from "../../../../generated/errors.js";
import type {
  OtsGetInternalOperationsParams,
  OtsGetInternalOperationsResult,
  OtsInternalOperation,
} from "../../../../generated/types.js";
import { address, parseData, quantity } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";
import { topFrame, walk } from "./frames.js";

const KINDS: Record<string, 0 | 1 | 2 | 3> = { CALL: 0, SELFDESTRUCT: 1, CREATE: 2, CREATE2: 3 };

/** ots_getInternalOperations: transfers (calls with value), selfdestructs and creations, in order. */
export const getInternalOperations =
  (deps: RpcDeps) =>
  async ([hash]: OtsGetInternalOperationsParams): Promise<OtsGetInternalOperationsResult> => {
    const top = await topFrame(deps, parseData(hash));
    if (!top) throw new TransactionNotFoundError();
    const ops: OtsInternalOperation[] = [];
    for (const { frame } of walk(top)) {
      const type = KINDS[frame.type];
      if (type === undefined || frame.to === undefined) continue;
      if (type === 0 && !frame.value) continue;
      ops.push({
        type,
        from: address(frame.from),
        to: address(frame.to),
        value: quantity(frame.value ?? 0n),
      });
    }
    return ops;
  };
