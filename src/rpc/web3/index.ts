import type { Web3Handlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { clientVersion } from "./clientVersion.js";
import { sha3 } from "./sha3.js";

/** The web3_* methods: one handler per file, checked against the generated interface. */
export function createWeb3Handlers(deps: RpcDeps) {
  return {
    clientVersion: clientVersion(deps),
    sha3: sha3(deps),
  } satisfies Web3Handlers<RpcContext>;
}
