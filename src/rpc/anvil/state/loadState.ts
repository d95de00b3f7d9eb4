import type { AnvilLoadStateParams, AnvilLoadStateResult } from "../../../../generated/types.js";
import { parseData } from "../../codec/hex.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_loadState (hardhat_loadState): a dumped state (gzipped or plain JSON hex) as head edits; true, as Anvil. */
export const loadState =
  (deps: RpcDeps) =>
  async ([state]: AnvilLoadStateParams): Promise<AnvilLoadStateResult> => {
    await deps.chain.dev.loadState(parseData(state));
    return true;
  };
