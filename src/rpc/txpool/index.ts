import type { TxpoolHandlers } from "../../../generated/handlers.js";
import type { RpcContext } from "../context.js";
import type { RpcDeps } from "../deps.js";
import { content } from "./content.js";
import { contentFrom } from "./contentFrom.js";
import { inspect } from "./inspect.js";
import { status } from "./status.js";

/** The txpool_* methods: one handler per file, checked against the generated interface. */
export function createTxpoolHandlers(deps: RpcDeps) {
  return {
    content: content(deps),
    contentFrom: contentFrom(deps),
    inspect: inspect(deps),
    status: status(deps),
  } satisfies TxpoolHandlers<RpcContext>;
}
