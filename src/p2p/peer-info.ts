import type { Peer } from "@ethereumjs/devp2p";
import { bytesToHex } from "@ethereumjs/util";
import { keccak256 } from "../lib/keccak/keccak.js";
import { formatEnode } from "./enode.js";
import { type EthPeer, PeerMisbehaved } from "./eth-peer.js";
import { MAX_MESSAGE_BYTES } from "./wire.js";

/** admin_peers' entry of one peer (geth's fields; difficulty as a bigint here). */
export interface PeerInfo {
  enode: string;
  id: string;
  name: string;
  caps: string[];
  network: {
    localAddress: string;
    remoteAddress: string;
    inbound: boolean;
    trusted: boolean;
    static: boolean;
  };
  protocols: { eth: { version: number; difficulty: bigint; head: `0x${string}` } };
}

/** admin_nodeInfo's devp2p fields (geth's). */
export interface NodeInfo {
  id: string;
  name: string;
  enode: string;
  ip: string;
  discoveryPort: number;
  listenerPort: number;
  listenAddr: string;
}

export function nodeInfo(n: {
  id: Uint8Array;
  enode: string;
  clientId: string;
  port: number;
  host?: string;
  advertisedIp?: string;
  discovery: boolean;
}): NodeInfo {
  const host = n.host ?? "0.0.0.0";
  return {
    id: bytesToHex(keccak256(n.id)).slice(2),
    name: n.clientId,
    enode: n.enode,
    ip: n.advertisedIp ?? "127.0.0.1",
    discoveryPort: n.discovery ? n.port : 0,
    listenerPort: n.port,
    listenAddr: `${host.includes(":") ? `[${host}]` : host}:${n.port}`,
  };
}

export function peerInfo(p: EthPeer): PeerInfo {
  const [address, port] = splitHostPort(p.remoteAddress);
  return {
    enode: formatEnode({ id: hexId(p.id), address, tcpPort: port || 1, udpPort: port || 1 }),
    id: bytesToHex(keccak256(hexId(p.id))).slice(2),
    name: p.clientId,
    caps: (p.peer.getHelloMessage()?.capabilities ?? []).map((c) => `${c.name}/${c.version}`),
    network: {
      localAddress: p.localAddress,
      remoteAddress: p.remoteAddress,
      inbound: p.inbound,
      trusted: false,
      static: false,
    },
    protocols: { eth: { version: p.version, difficulty: p.td, head: bytesToHex(p.headHash) } },
  };
}

export function isInbound(peer: Peer): boolean {
  // the side that received the handshake's Auth message is the one that was dialed
  return (
    (peer as unknown as { _eciesSession: { _gotEIP8Auth: boolean } })._eciesSession._gotEIP8Auth === true
  );
}

/**
 * devp2p reads any frame size a header announces, and unpacks snappy to whatever size the message
 * claims (geth refuses past its limits): a peer announcing more than 10 MiB either way is cut off
 * before anything that size is read or allocated.
 */
export function guardMessageSize(peer: Peer): void {
  const p = peer as unknown as {
    _handleHeader: () => void;
    _nextPacketSize: number;
    _state: string;
    _hello: { protocolVersion: number } | null;
    _eciesSession: { parseBody: (data: Uint8Array) => Uint8Array | undefined };
  };
  const original = p._handleHeader.bind(peer);
  p._handleHeader = () => {
    original();
    if (p._state === "Body" && p._nextPacketSize > MAX_MESSAGE_BYTES + 32) {
      throw new PeerMisbehaved(`message of ${p._nextPacketSize} bytes (limit ${MAX_MESSAGE_BYTES})`);
    }
  };
  const session = p._eciesSession;
  const parseBody = session.parseBody.bind(session);
  session.parseBody = (data) => {
    const body = parseBody(data);
    // an eth message (code past devp2p's own, one RLP byte) compressed with snappy (devp2p v5)
    if (body && body.length > 1 && body[0]! >= BASE_PROTOCOL_LENGTH && body[0]! < 0x80) {
      const size = (p._hello?.protocolVersion ?? 0) >= 5 ? snappyLength(body, 1) : body.length - 1;
      if (size > MAX_MESSAGE_BYTES)
        throw new PeerMisbehaved(`message of ${size} bytes uncompressed (limit ${MAX_MESSAGE_BYTES})`);
    }
    return body;
  };
}

/** The uncompressed length a snappy block starts with (a little-endian base-128 varint). */
function snappyLength(bytes: Uint8Array, at: number): number {
  let length = 0;
  for (let i = 0; i < 5 && at + i < bytes.length; i++) {
    const b = bytes[at + i]!;
    length += (b & 0x7f) * 2 ** (7 * i);
    if (b < 0x80) return length;
  }
  return Number.POSITIVE_INFINITY; // not a varint of at most 32 bits: snappy refuses it too
}

/** Codes below this are devp2p's own messages (Hello, Disconnect, Ping, Pong); eth's start here. */
const BASE_PROTOCOL_LENGTH = 16;

/**
 * Whether the last message devp2p began to read from this peer was an eth message. devp2p itself
 * fails to decode some Disconnect messages (sent without snappy); only an eth message that does
 * not decode is the peer's fault.
 */
export function trackMessageCodes(peer: Peer): () => boolean {
  const p = peer as unknown as { _getProtocol: (code: number) => unknown };
  const original = p._getProtocol.bind(peer);
  let last = -1;
  p._getProtocol = (code: number) => {
    last = code;
    return original(code);
  };
  return () => last >= BASE_PROTOCOL_LENGTH;
}

export function hexId(id: string): Uint8Array {
  return Uint8Array.from(Buffer.from(id, "hex"));
}

function splitHostPort(addr: string): [string, number] {
  const i = addr.lastIndexOf(":");
  return [addr.slice(0, i).replace(/^::ffff:/, ""), Number(addr.slice(i + 1))];
}
