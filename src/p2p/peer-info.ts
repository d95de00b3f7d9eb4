import type { Peer } from "@ethereumjs/devp2p";
import { bytesToHex } from "@ethereumjs/util";
import { keccak_256 } from "@noble/hashes/sha3.js";
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

export function peerInfo(p: EthPeer): PeerInfo {
  const [address, port] = splitHostPort(p.remoteAddress);
  return {
    enode: formatEnode({ id: hexId(p.id), address, tcpPort: port || 1, udpPort: port || 1 }),
    id: bytesToHex(keccak_256(hexId(p.id))).slice(2),
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

/** devp2p reads any frame size a header announces; a peer announcing more than 10 MiB is cut off. */
export function guardMessageSize(peer: Peer): void {
  const p = peer as unknown as { _handleHeader: () => void; _nextPacketSize: number; _state: string };
  const original = p._handleHeader.bind(peer);
  p._handleHeader = () => {
    original();
    if (p._state === "Body" && p._nextPacketSize > MAX_MESSAGE_BYTES + 32) {
      throw new PeerMisbehaved(`message of ${p._nextPacketSize} bytes (limit ${MAX_MESSAGE_BYTES})`);
    }
  };
}

export function hexId(id: string): Uint8Array {
  return Uint8Array.from(Buffer.from(id, "hex"));
}

function splitHostPort(addr: string): [string, number] {
  const i = addr.lastIndexOf(":");
  return [addr.slice(0, i).replace(/^::ffff:/, ""), Number(addr.slice(i + 1))];
}
