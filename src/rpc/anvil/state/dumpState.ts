import { bytesToHex } from "@ethereumjs/util";
import type { AnvilDumpStateResult } from "../../../../generated/types.js";
import type { RpcDeps } from "../../deps.js";

/** anvil_dumpState (hardhat_dumpState): the head state as hex of gzipped JSON (chain/dev/state-file.ts). */
export const dumpState = (deps: RpcDeps) => async (): Promise<AnvilDumpStateResult> =>
  bytesToHex(await deps.chain.dev.dumpState());
