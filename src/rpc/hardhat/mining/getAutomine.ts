import type { HardhatGetAutomineResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** hardhat_getAutomine: whether a block follows each executable transaction. */
export const getAutomine = (deps: RpcDeps) => (): HardhatGetAutomineResult => deps.chain.dev.automine();
