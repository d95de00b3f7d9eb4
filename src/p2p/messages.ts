import { EthMessageCodes } from "@ethereumjs/devp2p";
import type { NestedUint8Array } from "@ethereumjs/rlp";
import { BlockImportError } from "../chain/errors.js";
import type { Logger } from "../log.js";
import { type EthPeer, PeerMisbehaved } from "./eth-peer.js";
import type { Inbound } from "./inbound.js";
import type { RequestServer } from "./serve.js";
import { list, requestOf } from "./wire.js";

/**
 * Routes each eth message of a connected peer: requests to the store's server, answers to the
 * request that waits for them, announcements to the inbound side. A peer that breaks the protocol
 * (or sends a block that does not import) is punished; other failures are only logged.
 */
export class MessageRouter {
  constructor(
    private readonly server: RequestServer,
    private readonly inbound: Inbound,
    private readonly punish: (peer: EthPeer, reason: string) => void,
    private readonly logger: Logger,
  ) {}

  async onMessage(peer: EthPeer, code: number, payload: NestedUint8Array): Promise<void> {
    try {
      switch (code) {
        case EthMessageCodes.GET_BLOCK_HEADERS:
          return this.answer(peer, EthMessageCodes.BLOCK_HEADERS, payload, (items) =>
            this.server.headers(items),
          );
        case EthMessageCodes.GET_BLOCK_BODIES:
          return this.answer(peer, EthMessageCodes.BLOCK_BODIES, payload, (items) =>
            this.server.bodies(items),
          );
        case EthMessageCodes.GET_RECEIPTS:
          return this.answer(peer, EthMessageCodes.RECEIPTS, payload, (items) => this.server.receipts(items));
        case EthMessageCodes.GET_POOLED_TRANSACTIONS:
          return this.answer(peer, EthMessageCodes.POOLED_TRANSACTIONS, payload, async (items) =>
            this.server.pooled(items),
          );
        case EthMessageCodes.BLOCK_HEADERS:
        case EthMessageCodes.BLOCK_BODIES:
        case EthMessageCodes.RECEIPTS:
          return peer.onResponse(code, payload);
        case EthMessageCodes.POOLED_TRANSACTIONS:
          peer.onResponse(code, payload);
          return;
        case EthMessageCodes.NEW_BLOCK:
          return await this.inbound.newBlock(peer, payload);
        case EthMessageCodes.NEW_BLOCK_HASHES:
          return this.inbound.newBlockHashes(peer, payload);
        case EthMessageCodes.TX:
          return await this.inbound.transactions(peer, list(payload, "Transactions"));
        case EthMessageCodes.NEW_POOLED_TRANSACTION_HASHES:
          return await this.inbound.txHashes(peer, payload);
        default:
          return;
      }
    } catch (err) {
      if (err instanceof PeerMisbehaved || err instanceof BlockImportError) this.punish(peer, err.message);
      else
        this.logger.debug(
          { peer: peer.id.slice(0, 16), error: (err as Error).message },
          "p2p: message handling failed",
        );
    }
  }

  private async answer(
    peer: EthPeer,
    code: number,
    payload: NestedUint8Array,
    serve: (items: NestedUint8Array) => Promise<NestedUint8Array>,
  ): Promise<void> {
    const { id, items } = requestOf(payload, "request");
    peer.send(code, [id, await serve(items)]);
  }
}
