import type { PersonalHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { sign } from "./sign.js";

/** The personal_* methods: one handler per file, checked against the generated interface. */
export function createPersonalHandlers(deps: RpcDeps) {
  return {
    sign: sign(deps),
  } satisfies PersonalHandlers<RpcContext>;
}
