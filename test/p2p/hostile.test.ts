// Hostile peers at the wire level: a message over the 10 MiB limit (as sent, or once unpacked) and a
// message whose RLP does not decode. Each time the peer is disconnected and banned, and the node keeps mining and serving RPC.
// (Bad seals, a well-formed but wrong NewBlock and announcement floods: network.test.ts.)
import { randomBytes } from "node:crypto";
import { EthMessageCodes } from "@ethereumjs/devp2p";
import { bytesToHex } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import type { RunningNode } from "../../src/node.js";
import type { EthPeer } from "../../src/p2p/eth-peer.js";
import { MAX_MESSAGE_BYTES } from "../../src/p2p/wire.js";
import { call, p2pNode, waitFor } from "./helpers.js";

const nodes: RunningNode[] = [];
afterAll(async () => {
  for (const n of nodes) await n.close().catch(() => undefined);
});

/** Bytes sent as an eth message as they are: devp2p's own send, past the RLP encoder. */
function sendRaw(peer: EthPeer, code: number, payload: Uint8Array): void {
  (peer.eth as unknown as { _send: (code: number, data: Uint8Array) => void })._send(code, payload);
}

/** eth's message codes come after devp2p's own 16 */
const ETH_OFFSET = 16;

/** A framed message sent as it is, past snappy: what a peer that lies about sizes would send. */
function sendWire(peer: EthPeer, code: number, data: Uint8Array): void {
  (peer.peer as unknown as { _sendMessage: (code: number, data: Uint8Array) => void })._sendMessage(
    code,
    data,
  );
}

/** A valid snappy block of `size` zero bytes (at least): one literal, then 64-byte copies. */
function zeroBomb(size: number): Uint8Array {
  const copies = Math.ceil((size - 1) / 64);
  const total = 1 + copies * 64;
  const varint: number[] = [];
  for (let v = total; ; v = Math.floor(v / 128)) {
    if (v < 128) {
      varint.push(v);
      break;
    }
    varint.push((v % 128) | 0x80);
  }
  const out = new Uint8Array(varint.length + 2 + copies * 3);
  out.set(varint);
  let i = varint.length;
  out[i++] = 0x00; // literal of 1 byte
  out[i++] = 0x00;
  for (let c = 0; c < copies; c++) {
    out[i++] = (63 << 2) | 2; // copy of 64 bytes, 2-byte offset
    out[i++] = 1;
    out[i++] = 0;
  }
  return out;
}

const idOf = (n: RunningNode) => bytesToHex(n.network!.id).slice(2);

describe("hostile peers on the wire", () => {
  it("drops and bans a peer sending a message over 10 MiB (framed or unpacked) or undecodable RLP; RPC and mining go on", async () => {
    const a = await p2pNode();
    nodes.push(a);
    const big = await p2pNode({ bootnodes: [a.network!.enode] });
    nodes.push(big);
    const bad = await p2pNode({ bootnodes: [a.network!.enode] });
    nodes.push(bad);
    await waitFor(
      "peering",
      async () =>
        a.network!.peers.size === 2 && big.network!.peers.has(idOf(a)) && bad.network!.peers.has(idOf(a)),
    );
    await call(a.url, "evm_mine", []);

    // 11 MiB of random bytes (snappy cannot shrink them under the limit) as a NewBlock
    const oversized = randomBytes(MAX_MESSAGE_BYTES + 1024 * 1024);
    const [bigId, badId] = [idOf(big), idOf(bad)];
    sendRaw(big.network!.peers.get(idOf(a))!, EthMessageCodes.NEW_BLOCK, oversized);
    await waitFor(
      "a drops the oversized sender",
      async () => !a.network!.peers.has(bigId) && a.network!.bans.isBanned(bigId),
    );

    // a list header announcing 5 bytes followed by 1: not RLP
    sendRaw(bad.network!.peers.get(idOf(a))!, EthMessageCodes.NEW_BLOCK, Uint8Array.from([0xc5, 0x01]));
    await waitFor(
      "a drops the malformed sender",
      async () => !a.network!.peers.has(badId) && a.network!.bans.isBanned(badId),
    );

    // a valid snappy block of 540 KB that unpacks to 11 MiB: refused from its declared length, before
    // devp2p allocates it (unpacked, it would be undecodable RLP: banned for that reason instead)
    const bomb = await p2pNode({ bootnodes: [a.network!.enode] });
    nodes.push(bomb);
    const bombId = idOf(bomb);
    await waitFor(
      "bomb peered",
      async () => a.network!.peers.has(bombId) && bomb.network!.peers.has(idOf(a)),
    );
    sendWire(bomb.network!.peers.get(idOf(a))!, ETH_OFFSET + EthMessageCodes.NEW_BLOCK, zeroBomb(11 << 20));
    await waitFor("a drops the bomb", async () => !a.network!.peers.has(bombId));
    expect(a.network!.bans.reasonOf(bombId)).toMatch(/uncompressed/);

    // the node goes on: it mines, serves RPC, and keeps the banned peers out when they dial again
    const before = Number(await call(a.url, "eth_blockNumber", []));
    await call(a.url, "evm_mine", []);
    expect(Number(await call(a.url, "eth_blockNumber", []))).toBe(before + 1);
    expect(await call(a.url, "net_peerCount", [])).toBe("0x0");
    await call(bad.url, "admin_addPeer", [a.network!.enode]);
    await new Promise((r) => setTimeout(r, 1000));
    expect(a.network!.peers.has(badId)).toBe(false);
    // an honest newcomer is still welcome, and syncs a's chain
    const honest = await p2pNode({ bootnodes: [a.network!.enode] });
    nodes.push(honest);
    await waitFor("honest peer synced", async () => {
      const [x, y] = await Promise.all([
        call(a.url, "eth_blockNumber", []),
        call(honest.url, "eth_blockNumber", []),
      ]);
      return x === y;
    });
  }, 40_000);
});
