import type { ETH, Peer } from "@ethereumjs/devp2p";
import { EthMessageCodes } from "@ethereumjs/devp2p";
import type { NestedUint8Array } from "@ethereumjs/rlp";
import { bigIntToBytes, bytesToBigInt, bytesToHex } from "@ethereumjs/util";
import { BoundedSet, RateLimit } from "./bounded-set.js";

/** How long a peer has to answer a request before it counts as lost. */
export const REQUEST_TIMEOUT_MS = 8_000;
/** Requests one peer may have outstanding (ours to it). */
export const MAX_IN_FLIGHT = 8;
/** Requests waiting for one of those slots; past it a request fails at once. */
export const MAX_QUEUED_REQUESTS = 64;
/** Announced hashes remembered per peer, so nothing is sent back to where it came from. */
const KNOWN_BLOCKS = 1_024;
const KNOWN_TXS = 32_768;
/** Ids of our requests that timed out, remembered so that a late answer is dropped, not punished. */
const EXPIRED_REQUESTS = 64;
/** Announcements (block hashes, transaction hashes, full transactions) a peer may send per second. */
export const ANNOUNCEMENTS_PER_SECOND = 4_096;

const RESPONSE_OF: Partial<Record<number, number>> = {
  [EthMessageCodes.GET_BLOCK_HEADERS]: EthMessageCodes.BLOCK_HEADERS,
  [EthMessageCodes.GET_BLOCK_BODIES]: EthMessageCodes.BLOCK_BODIES,
  [EthMessageCodes.GET_RECEIPTS]: EthMessageCodes.RECEIPTS,
  [EthMessageCodes.GET_POOLED_TRANSACTIONS]: EthMessageCodes.POOLED_TRANSACTIONS,
};

export class PeerMisbehaved extends Error {}

interface Queued {
  code: number;
  items: unknown[] | NestedUint8Array;
  resolve: (items: NestedUint8Array) => void;
  reject: (err: Error) => void;
}

interface Pending {
  code: number;
  resolve: (items: NestedUint8Array) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One connected peer that completed the eth Status exchange: what it told us (total difficulty,
 * head), what it knows (bounded), and our requests to it matched by eth/66 request id.
 */
export class EthPeer {
  readonly id: string;
  readonly connectedAt = Date.now();
  /** what it claims, from Status and its announcements: its head's total difficulty and hash */
  td: bigint;
  headHash: Uint8Array;
  /** the number of `headHash`, once an announcement told it (Status does not) */
  headNumber: bigint | undefined = undefined;
  readonly knownBlocks = new BoundedSet(KNOWN_BLOCKS);
  readonly knownTxs = new BoundedSet(KNOWN_TXS);
  readonly announcements = new RateLimit(ANNOUNCEMENTS_PER_SECOND);
  private nextRequestId = BigInt(Math.floor(Math.random() * 2 ** 32));
  private readonly pending = new Map<bigint, Pending>();
  /** requests past MAX_IN_FLIGHT, sent in order as answers come (a sync round behind a burst of fetches) */
  private readonly queued: Queued[] = [];
  private readonly expired = new BoundedSet(EXPIRED_REQUESTS);

  constructor(
    readonly peer: Peer,
    readonly eth: ETH,
    readonly inbound: boolean,
    status: { td: Uint8Array; bestHash: Uint8Array },
  ) {
    this.id = bytesToHex(peer.getId() ?? new Uint8Array()).slice(2);
    this.td = bytesToBigInt(status.td);
    this.headHash = status.bestHash;
  }

  /**
   * A NewBlock: its block is the peer's head when heavier than what it claimed, or as heavy and
   * higher (after a NewBlockHashes estimate, see Inbound). False when it is not.
   */
  announced(hash: Uint8Array, number: bigint, td: bigint): boolean {
    const higher = this.headNumber === undefined || number > this.headNumber;
    if (td < this.td || (td === this.td && !higher)) return false;
    this.td = td;
    this.headHash = hash;
    this.headNumber = number;
    return true;
  }

  /**
   * A NewBlockHashes announcement we could not import directly: its block becomes the peer's head,
   * if above the last one it announced, with a total difficulty one more than its claim or `ours`
   * (enough to be synced from; the round's end puts the real one in its place).
   */
  announcedHash(hash: Uint8Array, number: bigint, ours: bigint): void {
    if (this.headNumber !== undefined && number <= this.headNumber) return;
    this.headHash = hash;
    this.headNumber = number;
    this.td = (this.td > ours ? this.td : ours) + 1n;
  }

  get version(): number {
    return this.eth.getVersion();
  }

  get remoteAddress(): string {
    const socket = (this.peer as unknown as { _socket: { remoteAddress?: string; remotePort?: number } })
      ._socket;
    return `${socket.remoteAddress ?? "?"}:${socket.remotePort ?? 0}`;
  }

  get localAddress(): string {
    const socket = (this.peer as unknown as { _socket: { localAddress?: string; localPort?: number } })
      ._socket;
    return `${socket.localAddress ?? "?"}:${socket.localPort ?? 0}`;
  }

  get clientId(): string {
    const hello = this.peer.getHelloMessage();
    return hello ? String(hello.clientId) : "";
  }

  send(code: number, payload: NestedUint8Array | Uint8Array | (NestedUint8Array | Uint8Array)[]): void {
    try {
      this.eth.sendMessage(code as never, payload as never);
    } catch {
      // the socket closed under us: the close handler removes the peer
    }
  }

  /**
   * Sends a request and resolves with the response's items (request id stripped). Past
   * MAX_IN_FLIGHT it waits for a slot (its timeout starts when it is sent): our own burst of
   * requests must not fail a sync round.
   */
  request(code: number, items: unknown[] | NestedUint8Array): Promise<NestedUint8Array> {
    if (this.pending.size < MAX_IN_FLIGHT) return this.dispatch(code, items);
    if (this.queued.length >= MAX_QUEUED_REQUESTS)
      return Promise.reject(new Error("too many requests queued"));
    return new Promise((resolve, reject) => this.queued.push({ code, items, resolve, reject }));
  }

  private dispatch(code: number, items: unknown[] | NestedUint8Array): Promise<NestedUint8Array> {
    const id = this.nextRequestId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.expired.add(String(id));
        reject(new Error("request timed out"));
        this.sendQueued();
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, { code: RESPONSE_OF[code] ?? -1, resolve, reject, timer });
      this.send(code, [bigIntToBytes(id), items as NestedUint8Array]);
    });
  }

  /** A slot came free: the next waiting requests go out. */
  private sendQueued(): void {
    while (this.pending.size < MAX_IN_FLIGHT && this.queued.length > 0) {
      const next = this.queued.shift()!;
      this.dispatch(next.code, next.items).then(next.resolve, next.reject);
    }
  }

  /**
   * A response: resolves its request. One that comes after its request timed out is dropped (we
   * were slow, or stopped, not the peer); one we never asked for is a protocol violation.
   */
  onResponse(code: number, payload: NestedUint8Array): void {
    if (!Array.isArray(payload) || payload.length !== 2 || !(payload[0] instanceof Uint8Array))
      throw new PeerMisbehaved("malformed response");
    const id = bytesToBigInt(payload[0]);
    const waiting = this.pending.get(id);
    if (!waiting && this.expired.has(String(id))) return;
    if (!waiting || waiting.code !== code) throw new PeerMisbehaved("unsolicited response");
    if (!Array.isArray(payload[1])) throw new PeerMisbehaved("malformed response");
    this.pending.delete(id);
    clearTimeout(waiting.timer);
    waiting.resolve(payload[1]);
    this.sendQueued();
  }

  /** The connection ended: every request still waiting fails. */
  close(): void {
    for (const q of this.queued.splice(0)) q.reject(new Error("peer disconnected"));
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(new Error("peer disconnected"));
      this.pending.delete(id);
    }
  }
}
