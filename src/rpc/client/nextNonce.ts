import type { ClientNextNonceParams, ClientNextNonceResult } from "../../../generated/types.js";
import { parseAddress, quantity } from "../codec/hex.js";
import type { RpcDeps } from "../deps.js";

/** client_nextNonce: the next nonce, counting the pending block and the queue (supported on every chain). */
export const nextNonce =
  (deps: RpcDeps) =>
  async ([address]: ClientNextNonceParams): Promise<ClientNextNonceResult> =>
    quantity(await deps.chain.nextNonce(parseAddress(address)));
