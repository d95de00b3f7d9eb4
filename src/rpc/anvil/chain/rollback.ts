import type { AnvilRollbackParams, AnvilRollbackResult } from "../../../../generated/types.js";
import { parseCount } from "../../codec/count.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_rollback: the head `depth` blocks back (default 1), the blocks above deleted. */
export const rollback =
  (deps: RpcDeps) =>
  async ([depth]: AnvilRollbackParams): Promise<AnvilRollbackResult> => {
    await deps.chain.dev.rollback(depth === undefined ? 1n : parseCount(depth));
    return null;
  };
