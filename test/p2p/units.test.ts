import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bytesToHex } from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { HELP, parseCli } from "../../src/cli-args.js";
import { DEVNET_HELP, parseDevnet } from "../../src/devnet.js";
import { BanList } from "../../src/p2p/bans.js";
import { BoundedSet, RateLimit } from "../../src/p2p/bounded-set.js";
import { EnodeError, formatEnode, parseEnode } from "../../src/p2p/enode.js";
import { PeerMisbehaved } from "../../src/p2p/eth-peer.js";
import { loadNodeKey, nodeIdOf } from "../../src/p2p/node-key.js";
import { decodeBlock, decodeHeader } from "../../src/p2p/wire.js";
import { openTestNode } from "../helpers/chain.js";

const dir = mkdtempSync(join(tmpdir(), "powgate-p2p-units-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ID =
  "a979fb575495b8d6db44f750317d0f4622bf4c2aa3365d6af7c284339968eef29b69ad0dce72a4d8db5ebb4968de0e3bec910127f134779fbcb0cb6d3331163c";

describe("enode URLs", () => {
  it("parse and format as geth writes them", () => {
    const e = parseEnode(`enode://${ID}@10.3.58.6:30303?discport=30301`);
    expect(e).toMatchObject({ address: "10.3.58.6", tcpPort: 30303, udpPort: 30301 });
    expect(bytesToHex(e.id).slice(2)).toBe(ID);
    expect(formatEnode(e)).toBe(`enode://${ID}@10.3.58.6:30303?discport=30301`);
    expect(formatEnode(parseEnode(`enode://${ID}@[::1]:30303`))).toBe(`enode://${ID}@[::1]:30303`);
  });

  it("refuse host names, short ids and bad ports", () => {
    for (const bad of [
      `enode://${ID}@example.com:30303`,
      `enode://abcd@1.2.3.4:30303`,
      `enode://${ID}@1.2.3.4:0`,
      `enode://${ID}@1.2.3.4:70000`,
      "http://x",
    ])
      expect(() => parseEnode(bad)).toThrow(EnodeError);
  });
});

describe("node key", () => {
  it("is created once in the data directory (owner-only) and read back: a stable enode", () => {
    const key = loadNodeKey(dir);
    expect(readFileSync(join(dir, "nodekey"), "utf8")).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dir, "nodekey")).mode & 0o077).toBe(0);
    expect(bytesToHex(loadNodeKey(dir))).toBe(bytesToHex(key));
    expect(nodeIdOf(key)).toHaveLength(64);
  });

  it("is random in memory, and a damaged file is an error, not a new identity", () => {
    expect(bytesToHex(loadNodeKey(null))).not.toBe(bytesToHex(loadNodeKey(null)));
    const bad = mkdtempSync(join(dir, "bad-"));
    writeFileSync(join(bad, "nodekey"), "not a key");
    expect(() => loadNodeKey(bad)).toThrow(/not a 32-byte hex private key/);
  });
});

describe("bounds", () => {
  it("a ban lasts its time; the list forgets the oldest past its size", () => {
    const bans = new BanList(1000);
    bans.ban("a", "bad block", 0);
    expect(bans.isBanned("a", 999)).toBe(true);
    expect(bans.isBanned("a", 1000)).toBe(false);
    for (let i = 0; i < 5000; i++) bans.ban(String(i), "flood", 0);
    expect(bans.size).toBeLessThanOrEqual(4096);
  });

  it("known hashes are bounded and the rate limit trips past its budget", () => {
    const set = new BoundedSet(3);
    for (const k of ["a", "b", "c", "d"]) set.add(k);
    expect(set.has("a")).toBe(false);
    expect(set.has("d")).toBe(true);
    const limit = new RateLimit(10);
    expect(limit.hit(10, 0)).toBe(true);
    expect(limit.hit(1, 500)).toBe(false);
    expect(limit.hit(1, 1000)).toBe(true);
  });
});

describe("command line", () => {
  it("p2p is off by default; --p2p-port turns it on with bootnodes, max peers and discovery", () => {
    const off = parseCli([]);
    if (typeof off === "string") throw new Error("unexpected");
    expect(off.p2p).toBeUndefined();
    const on = parseCli([
      "--p2p-port",
      "30303",
      "--bootnodes",
      `enode://${ID}@127.0.0.1:30304`,
      "--max-peers",
      "5",
      "--no-discovery",
      "--mining",
      "none",
    ]);
    if (typeof on === "string") throw new Error("unexpected");
    expect(on.p2p).toEqual({
      port: 30303,
      bootnodes: [`enode://${ID}@127.0.0.1:30304`],
      maxPeers: 5,
      discovery: false,
    });
    expect(on.noMining).toBe(true);
    expect(HELP).toMatch(/--p2p-port <n>/);
    expect(HELP).toMatch(/powgate devnet --nodes N/);
  });
  it("powgate devnet races at difficulty 300 by default (~1 s of hashing a block), or --difficulty", () => {
    const dflt = parseDevnet([]);
    if (dflt === "help") throw new Error("unexpected");
    expect(dflt.difficulty).toBe("300");
    const set = parseDevnet(["--difficulty", "1", "--nodes", "2"]);
    if (set === "help") throw new Error("unexpected");
    expect(set.difficulty).toBe("1");
    expect(DEVNET_HELP).toMatch(/default 300/);
  });
});

describe("headers and blocks from peers (the sync path's GetBlockHeaders / GetBlockBodies answers)", () => {
  it("are decoded as strictly as geth's rlp: the peer misbehaved; canonical ones decode", async () => {
    const node = await openTestNode({ mining: { kind: "manual" } });
    try {
      const block = (await node.miner.mineOn(node.chain.head, []))!;
      const common = node.chain.common;
      expect(bytesToHex(decodeHeader(block.header.raw(), common).hash())).toBe(bytesToHex(block.hash()));
      expect(bytesToHex(decodeBlock(block.raw(), common).hash())).toBe(bytesToHex(block.hash()));
      const edited = (i: number, v: unknown) => {
        const raw: unknown[] = [...block.header.raw()];
        raw[i] = v;
        return raw;
      };
      for (const [raw, reason] of [
        [edited(8, Uint8Array.of(0, 1)), /non-canonical integer in number/],
        [edited(8, [Uint8Array.of(1)]), /number is a list/],
        [edited(9, Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0, 0)), /gasLimit is too long/],
        [edited(0, new Uint8Array(31)), /parentHash is 31 bytes/],
        [block.header.raw().slice(0, 15), /header is missing baseFee/],
        [[...block.header.raw(), new Uint8Array(32)], /17 elements/],
      ] as const) {
        expect(() => decodeHeader(raw, common)).toThrow(PeerMisbehaved);
        expect(() => decodeHeader(raw, common)).toThrow(reason);
        expect(() => decodeBlock([raw, [], []], common)).toThrow(reason);
      }
      expect(() => decodeBlock([...block.raw(), []], common)).toThrow(/4 elements, expected 3/);
    } finally {
      await node.close();
    }
  });
});
