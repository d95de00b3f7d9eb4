import { isIPv4, isIPv6 } from "node:net";
import { bytesToHex, hexToBytes } from "@ethereumjs/util";

/** A node's address as an enode URL names it: `enode://<id>@<ip>:<tcp>?discport=<udp>`. */
export interface Enode {
  /** 64-byte public key */
  id: Uint8Array;
  address: string;
  tcpPort: number;
  udpPort: number;
}

export class EnodeError extends Error {}

/** Parses an enode URL as geth does (an IP address, not a host name; discport when UDP differs). */
export function parseEnode(url: string): Enode {
  const m =
    /^enode:\/\/([0-9a-fA-F]{128})@(\[[0-9a-fA-F:.]+\]|[^:/?]+):(\d{1,5})(?:\?discport=(\d{1,5}))?$/.exec(
      url.trim(),
    );
  if (!m)
    throw new EnodeError(
      `invalid enode URL "${url.slice(0, 200)}": want enode://<128 hex digits>@<ip>:<port>`,
    );
  const address = m[2]!.replace(/^\[|\]$/g, "");
  if (!isIPv4(address) && !isIPv6(address))
    throw new EnodeError(`invalid enode URL: "${address}" is not an IP address`);
  const tcpPort = Number(m[3]);
  const udpPort = m[4] === undefined ? tcpPort : Number(m[4]);
  if (tcpPort < 1 || tcpPort > 65535 || udpPort < 1 || udpPort > 65535)
    throw new EnodeError("invalid enode URL: port out of range");
  return { id: hexToBytes(`0x${m[1]}`), address, tcpPort, udpPort };
}

export function formatEnode(e: Enode): string {
  const host = isIPv6(e.address) ? `[${e.address}]` : e.address;
  const disc = e.udpPort === e.tcpPort ? "" : `?discport=${e.udpPort}`;
  return `enode://${bytesToHex(e.id).slice(2)}@${host}:${e.tcpPort}${disc}`;
}
