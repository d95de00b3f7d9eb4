// --hardfork: the dev chain's EVM rule sets on proof of work (src/chain/config/dev-hardforks.ts),
// EIP-2935's history contract and system write, and EIP-7702 set-code transactions in the pool,
// blocks and the RPC's transaction objects. Expected values come from the EIPs.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEOACode7702Tx, createFeeMarket1559Tx } from "@ethereumjs/tx";
import {
  bigIntToUnpaddedBytes,
  bytesToHex,
  createAddressFromString,
  eoaCode7702SignAuthorization,
  hexToBytes,
  setLengthLeft,
} from "@ethereumjs/util";
import { afterAll, describe, expect, it } from "vitest";
import { parseGenesisJson } from "../../src/chain/block/genesis-file.js";
import { makeCommon } from "../../src/chain/config/common.js";
import { devChainConfig } from "../../src/chain/config/config.js";
import {
  checkStoredRules,
  describeRules,
  devRulesFor,
  leftOut,
} from "../../src/chain/config/dev-hardforks.js";
import { TxTypeNotSupportedError } from "../../src/chain/errors.js";
import type { ChainNode } from "../../src/chain/index.js";
import { openKv } from "../../src/chain/store/db.js";
import { MetaKey, metaKey } from "../../src/chain/store/keys.js";
import { unsignedTransaction } from "../../src/chain/tx/tx-build.js";
import { chainConfigFor } from "../../src/chain-config.js";
import { UsageError } from "../../src/cli/args.js";
import { parseCli } from "../../src/cli-args.js";
import { startNode } from "../../src/node.js";
import { formatTransaction } from "../../src/rpc/codec/transaction.js";
import { GWEI, openTestNode } from "../helpers/chain.js";

const HISTORY = "0x0000f90827f1c53a10cb7a02335b175320002935";

describe("--hardfork names", () => {
  it("takes Anvil's and Hardhat's names, London's bomb-only and merge names as London's EVM", () => {
    for (const n of ["london", "arrowGlacier", "grayGlacier", "paris", "merge"])
      expect(devRulesFor(n)).toBe("london");
    expect(devRulesFor("Shanghai")).toBe("shanghai");
    expect(devRulesFor("cancun")).toBe("cancun");
    expect(devRulesFor("prague")).toBe("prague");
    expect(devRulesFor("latest")).toBe("osaka");
    // the default before osaka, for the data directories made then
    expect(devRulesFor("cancun-clz")).toBe("cancun-clz");
    expect(devRulesFor("Cancun_CLZ")).toBe("cancun-clz");
  });

  it("refuses forks before London (pointing to --genesis) and unknown names", () => {
    expect(() => devRulesFor("berlin")).toThrow(/starts at London's fee market.*--genesis/);
    expect(() => devRulesFor("amsterdam")).toThrow(/not known: one of london/);
    expect(() => parseCli(["--hardfork", "bogus"])).toThrow(UsageError);
  });

  it("says what each fork leaves out for want of a beacon chain", () => {
    const lines = leftOut("osaka").join("\n");
    for (const eip of [
      "4399",
      "4895",
      "4844",
      "4788",
      "7516",
      "6110",
      "7002",
      "7251",
      "7685",
      "7691",
      "7594",
    ])
      expect(lines).toContain(eip);
    expect(leftOut("london")).toHaveLength(1); // paris's PREVRANDAO only
  });

  it("is a dev chain flag: refused with --chain classic or a genesis file, and --enable-tx-gas-limit needs osaka", () => {
    const opts = parseCli(["--hardfork", "osaka", "--chain", "mordor"]);
    if (typeof opts === "string") throw new Error("unexpected");
    expect(() => chainConfigFor(opts)).toThrow(/--chain mordor has its own forks/);
    expect(() => parseCli(["--hardfork", "prague", "--enable-tx-gas-limit"])).toThrow(/osaka rule/);
    const capped = parseCli(["--hardfork", "osaka", "--enable-tx-gas-limit"]);
    if (typeof capped === "string") throw new Error("unexpected");
    expect(chainConfigFor(capped).txGasLimit).toBe(true);
    // osaka is the default: the cap needs no --hardfork, and is refused under cancun-clz
    const byDefault = parseCli(["--enable-tx-gas-limit"]);
    if (typeof byDefault === "string") throw new Error("unexpected");
    expect(chainConfigFor(byDefault).txGasLimit).toBe(true);
    expect(() => parseCli(["--hardfork", "cancun-clz", "--enable-tx-gas-limit"])).toThrow(/osaka rule/);
  });

  it("describes the rules in force for the banner: the default's line names it", () => {
    expect(describeRules("osaka")).toBe(
      "osaka EVM on Ethash, no beacon-chain parts, no EIP-7825 gas cap (the default; --hardfork for others)",
    );
    expect(describeRules("osaka", true)).toContain("EIP-7825 gas cap on");
    expect(describeRules("prague")).toBe("prague EVM on Ethash, no beacon-chain parts (--hardfork prague)");
    expect(describeRules("cancun-clz")).toContain("--hardfork cancun-clz, the default before osaka");
  });

  it("refuses geth genesis files with timestamp forks, naming what needs a beacon chain and --hardfork", () => {
    expect(() => parseGenesisJson({ config: { chainId: 1, pragueTime: 0 } })).toThrow(
      /pragueTime is not supported: prague follows the merge.*7002.*--hardfork prague/,
    );
  });
});

describe("rule sets on the Common", () => {
  const eipsOf = (rules: Parameters<typeof makeCommon>[0]["devRules"]) => {
    const c = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, devRules: rules });
    return (eip: number) => c.isActivatedEIP(eip);
  };

  it("osaka: Prague's and Osaka's EVM EIPs on Gray Glacier, no beacon-only EIP, no EIP-7825 in the Common", () => {
    const on = eipsOf("osaka");
    for (const eip of [1559, 3855, 1153, 5656, 6780, 2537, 2935, 7623, 7702, 7823, 7883, 7934, 7939, 7951])
      expect(on(eip), `EIP-${eip}`).toBe(true);
    for (const eip of [4399, 4895, 4844, 4788, 7516, 6110, 7002, 7251, 7685, 7691, 7594, 7918, 7825])
      expect(on(eip), `EIP-${eip}`).toBe(false);
    const c = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, devRules: "osaka" });
    expect(c.hardfork()).toBe("grayGlacier");
    expect(c.consensusAlgorithm()).toBe("ethash");
    // EIP-2935's HISTORY_SERVE_WINDOW and EIP-7934's MAX_RLP_BLOCK_SIZE (10 MiB - 2 MiB)
    expect(c.param("historyServeWindow")).toBe(8191n);
    expect(c.param("maxRlpBlockSize")).toBe(8_388_608n);
  });

  it("the default is osaka, as Anvil 1.7.1's; cancun-clz, the former default, is Cancun's EVM and CLZ only", () => {
    const on = eipsOf(undefined);
    for (const eip of [3855, 1153, 5656, 6780, 7939, 2537, 2935, 7623, 7702, 7823, 7883, 7934, 7951])
      expect(on(eip), `EIP-${eip}`).toBe(true);
    expect(on(7825)).toBe(false);
    expect(devChainConfig().devRules).toBe("osaka");
    const former = eipsOf("cancun-clz");
    for (const eip of [3855, 1153, 5656, 6780, 7939]) expect(former(eip)).toBe(true);
    for (const eip of [2537, 2935, 7623, 7702, 7951]) expect(former(eip)).toBe(false);
    const cancun = eipsOf("cancun");
    expect(cancun(7939)).toBe(false);
    expect(cancun(5656)).toBe(true);
  });

  it("puts EIP-2935's contract in the genesis of prague and osaka (the default) only", () => {
    expect(devChainConfig({ hardfork: "prague" }).alloc.get(HISTORY)?.code?.length).toBe(83);
    expect(devChainConfig({ hardfork: "osaka" }).alloc.has(HISTORY)).toBe(true);
    expect(devChainConfig({ hardfork: "cancun" }).alloc.has(HISTORY)).toBe(false);
    expect(devChainConfig({ hardfork: "cancun-clz" }).alloc.has(HISTORY)).toBe(false);
    expect(devChainConfig().alloc.has(HISTORY)).toBe(true);
  });
});

describe("a dev chain under osaka", () => {
  let node: ChainNode;
  afterAll(() => node?.close());

  it("stores each parent's hash in the history contract, served by its get path (EIP-2935)", async () => {
    node = await openTestNode({ accounts: 3, hardfork: "osaka" });
    for (let i = 0; i < 3; i++) await node.mineBlock();
    const history = createAddressFromString(HISTORY);
    for (const n of [0n, 1n, 2n]) {
      const block = await node.chain.getBlockByNumber(n);
      const returnData = await node.executor.call(
        { to: history, data: setLengthLeft(bigIntToUnpaddedBytes(n), 32) },
        node.chain.head,
        { timeoutMs: 0 },
      );
      expect(bytesToHex(returnData)).toBe(bytesToHex(block!.hash()));
    }
    // the head's own hash is not there yet: the contract reverts for number >= block.number - 0
    await expect(
      node.executor.call(
        { to: history, data: setLengthLeft(bigIntToUnpaddedBytes(3n), 32) },
        node.chain.head,
        { timeoutMs: 0 },
      ),
    ).rejects.toThrow(/revert/);
  });

  it("mines a set-code transaction: the authority's code becomes 0xef0100 || address, shown as geth shows it", async () => {
    const [relayer, authority] = node.chain.config.devAccounts;
    // an address without code: the delegated call runs nothing and succeeds
    const target = createAddressFromString("0x000000000000000000000000000000000000dead");
    const auth = eoaCode7702SignAuthorization(
      { chainId: "0x539", address: target.toString(), nonce: "0x0" },
      authority!.privateKey,
    );
    const tx = createEOACode7702Tx(
      {
        chainId: 1337n,
        nonce: 0n,
        to: authority!.address,
        gasLimit: 100_000n,
        maxFeePerGas: 10n * GWEI,
        maxPriorityFeePerGas: GWEI,
        authorizationList: [auth],
      },
      { common: node.chain.common },
    ).sign(relayer!.privateKey);
    const { inclusion } = await node.submitRawTransaction(tx.serialize());
    expect(inclusion?.result.execResult.exceptionError).toBeUndefined();
    const state = await node.chain.stateAt(node.chain.head);
    expect(bytesToHex(await state.getCode(authority!.address))).toBe(`0xef0100${target.toString().slice(2)}`);
    // EIP-7702: the authority's nonce went up by one
    expect((await state.getAccount(authority!.address))?.nonce).toBe(1n);
    // traced on its block's pre-state (the EIP-2935 write and the authorization applied as when mined)
    const trace = await node.tracer.traceTransaction(tx.hash(), {
      tracer: { kind: "callTracer", config: { onlyTopCall: false, withLog: false } },
    } as never);
    if (trace.kind !== "callTracer") throw new Error("not a call trace");
    expect(trace.frame.gasUsed).toBe(inclusion!.result.totalGasSpent);
    expect(trace.frame.to?.toString()).toBe(authority!.address.toString());
    const mined = await node.chain.getTransaction(tx.hash());
    const json = formatTransaction(mined!.tx, { block: mined!.block, index: mined!.index });
    expect(json.type).toBe("0x4");
    expect(json.authorizationList).toEqual([
      {
        chainId: "0x539",
        address: target.toString(),
        nonce: "0x0",
        yParity: `0x${auth[3].length === 0 ? "0" : auth[3][0]!.toString(16)}`,
        r: `0x${BigInt(bytesToHex(auth[4])).toString(16)}`,
        s: `0x${BigInt(bytesToHex(auth[5])).toString(16)}`,
      },
    ]);
  });
});

describe("eth_sendTransaction's set-code transactions (tx-build)", () => {
  const auth = eoaCode7702SignAuthorization(
    { chainId: "0x539", address: "0x000000000000000000000000000000000000dead", nonce: "0x0" },
    hexToBytes(`0x${"11".repeat(32)}`),
  );
  const fields = {
    nonce: 0n,
    gasLimit: 100_000n,
    to: createAddressFromString("0x000000000000000000000000000000000000beef"),
    value: 0n,
    data: new Uint8Array(0),
    maxFeePerGas: 10n * GWEI,
    maxPriorityFeePerGas: GWEI,
    authorizationList: [auth],
  };
  const osaka = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, devRules: "osaka" });

  it("builds type 4 from an authorization list, as geth's SetCodeTx", () => {
    expect(unsignedTransaction(osaka, fields).type).toBe(4);
  });

  it("refuses one under rules without EIP-7702, with gasPrice, or without a destination", () => {
    const cancun = makeCommon({ chainId: 1337n, minimumDifficulty: 1n, devRules: "cancun" });
    expect(() => unsignedTransaction(cancun, fields)).toThrow(TxTypeNotSupportedError);
    expect(() => unsignedTransaction(osaka, { ...fields, gasPrice: GWEI })).toThrow(/needs maxFeePerGas/);
    expect(() => unsignedTransaction(osaka, { ...fields, to: undefined })).toThrow(/needs a destination/);
  });
});

describe("EIP-7934's block size limit", () => {
  it("leaves a transaction that would pass it for the next block", async () => {
    const node = await openTestNode({ accounts: 2, hardfork: "osaka", mining: { kind: "manual" } });
    try {
      const [a, b] = node.chain.config.devAccounts;
      const txs = [a!, b!].map((from) =>
        createFeeMarket1559Tx(
          {
            chainId: 1337n,
            to: from.address,
            gasLimit: 100_000n,
            maxFeePerGas: 10n * GWEI,
            data: new Uint8Array(1000).fill(1),
          },
          { common: node.chain.common },
        ).sign(from.privateKey),
      );
      // a limit that holds the header allowance and one of the two (the EIP's 8 MiB needs 64 full transactions)
      node.chain.common.updateParams({ 7934: { maxRlpBlockSize: 4096 + 1500 } });
      for (const tx of txs) await node.submitRawTransaction(tx.serialize());
      expect((await node.mineBlock())!.transactions).toHaveLength(1);
      expect((await node.mineBlock())!.transactions).toHaveLength(1);
    } finally {
      await node.close();
    }
  });
});

describe("a data directory", () => {
  it("resumes only under the rules its blocks were mined with (cancun's genesis is cancun-clz's)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "powgate-hardfork-"));
    try {
      const first = await openTestNode({ dataDir, accounts: 1, hardfork: "cancun" });
      await first.mineBlock();
      await first.close();
      await expect(openTestNode({ dataDir, accounts: 1, hardfork: "cancun-clz" })).rejects.toThrow(
        /made with --hardfork cancun; this start asks for --hardfork cancun-clz \(Cancun's EVM with CLZ/,
      );
      // another genesis too (no EIP-2935 contract): the rules are named, not a different chain
      await expect(openTestNode({ dataDir, accounts: 1 })).rejects.toThrow(
        /made with --hardfork cancun; this start asks for --hardfork osaka \(the default\)/,
      );
      const again = await openTestNode({ dataDir, accounts: 1, hardfork: "cancun" });
      expect(again.chain.head.header.number).toBe(1n);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("resumes under its own rules when a start names none, as geth keeps a chain's config", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "powgate-hardfork-resume-"));
    const opts = { dataDir, port: 0, logLevel: "silent" as const, accounts: 1 };
    try {
      const first = await startNode({ ...opts, hardfork: "prague" });
      await first.chain.mineBlock();
      await first.close();
      const again = await startNode(opts);
      try {
        expect(again.config.devRules).toBe("prague");
        expect(again.chain.chain.head.header.number).toBe(1n);
        expect((await again.chain.mineBlock())!.header.number).toBe(2n);
      } finally {
        await again.close();
      }
      // named, other rules are still refused
      await expect(startNode({ ...opts, hardfork: "osaka" })).rejects.toThrow(
        /made with --hardfork prague; this start asks for --hardfork osaka/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("resumes a directory whose settings name no rules (made before they were stored) as cancun-clz", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "powgate-hardfork-old-"));
    const opts = { dataDir, port: 0, logLevel: "silent" as const, accounts: 1 };
    try {
      const first = await startNode({ ...opts, hardfork: "cancun-clz" });
      await first.chain.mineBlock();
      await first.close();
      // as such a directory's settings were written: without the rules
      const kv = await openKv(dataDir);
      const settings = JSON.parse(new TextDecoder().decode(await kv.get(metaKey(MetaKey.settings))));
      expect(settings.rules).toBe("cancun-clz");
      delete settings.rules;
      await kv.put(metaKey(MetaKey.settings), new TextEncoder().encode(JSON.stringify(settings)));
      await kv.close();
      const again = await startNode(opts);
      try {
        expect(again.config.devRules).toBe("cancun-clz");
        expect(again.chain.chain.head.header.number).toBe(1n);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("reads a directory whose settings name no rules as made under cancun-clz (the default before osaka)", () => {
    expect(() => checkStoredRules("old", undefined, "osaka")).toThrow(
      "data directory old holds a chain made with --hardfork cancun-clz (Cancun's EVM with CLZ, powgate's default before osaka); this start asks for --hardfork osaka (the default)",
    );
    expect(() => checkStoredRules("old", undefined, "cancun-clz")).not.toThrow();
    expect(() => checkStoredRules("new", "osaka", "osaka")).not.toThrow();
  });
});

describe("import of an osaka chain", () => {
  it("re-executes its blocks (EIP-2935 writes, a set-code transaction) to the same state roots", async () => {
    const miner = await openTestNode({ accounts: 2, hardfork: "osaka" });
    const follower = await openTestNode({ accounts: 2, hardfork: "osaka", mining: { kind: "manual" } });
    try {
      const [relayer, authority] = miner.chain.config.devAccounts;
      await miner.mineBlock();
      const auth = eoaCode7702SignAuthorization(
        { chainId: "0x539", address: "0x000000000000000000000000000000000000dead", nonce: "0x0" },
        authority!.privateKey,
      );
      const tx = createEOACode7702Tx(
        {
          chainId: 1337n,
          to: authority!.address,
          gasLimit: 100_000n,
          maxFeePerGas: 10n * GWEI,
          authorizationList: [auth],
        },
        { common: miner.chain.common },
      ).sign(relayer!.privateKey);
      await miner.submitRawTransaction(tx.serialize());
      await miner.mineBlock();
      const outcomes = [];
      for (let n = 1n; n <= miner.chain.head.header.number; n++)
        outcomes.push(await follower.importer.import((await miner.chain.getBlockByNumber(n))!));
      expect(outcomes.every((o) => o === "head")).toBe(true);
      expect(bytesToHex(follower.chain.head.header.stateRoot)).toBe(
        bytesToHex(miner.chain.head.header.stateRoot),
      );
    } finally {
      await miner.close();
      await follower.close();
    }
  });
});

describe("under rules without EIP-7702 (cancun-clz, the former default)", () => {
  it("refuses a set-code transaction as geth's txpool: transaction type not supported", async () => {
    const node = await openTestNode({ accounts: 2, hardfork: "cancun-clz" });
    try {
      const [a, b] = node.chain.config.devAccounts;
      const auth = eoaCode7702SignAuthorization(
        { chainId: "0x539", address: b!.address.toString(), nonce: "0x0" },
        b!.privateKey,
      );
      // built under osaka's rules, sent to a chain without EIP-7702
      const tx = createEOACode7702Tx(
        {
          chainId: 1337n,
          to: b!.address,
          gasLimit: 100_000n,
          maxFeePerGas: 10n * GWEI,
          authorizationList: [auth],
        },
        { common: makeCommon({ chainId: 1337n, minimumDifficulty: 1n, devRules: "osaka" }) },
      ).sign(a!.privateKey);
      await expect(node.submitRawTransaction(tx.serialize())).rejects.toBeInstanceOf(TxTypeNotSupportedError);
    } finally {
      await node.close();
    }
  });
});

/** A 25M-gas eth_call to the identity precompile (must run), then a transaction of 2^24 + 1 gas. */
async function callOf25MGasThenTxAboveCap(node: ChainNode) {
  const to = createAddressFromString("0x0000000000000000000000000000000000000004");
  const call = await node.executor.call({ to, gas: 25_000_000n, data: hexToBytes("0x01") }, node.chain.head, {
    timeoutMs: 0,
  });
  expect(bytesToHex(call)).toBe("0x01");
  const [a] = node.chain.config.devAccounts;
  return createFeeMarket1559Tx(
    { chainId: 1337n, to, gasLimit: 2n ** 24n + 1n, maxFeePerGas: 10n * GWEI },
    { common: node.chain.common },
  ).sign(a!.privateKey);
}

describe("EIP-7825's cap", () => {
  it("is off under the default rules, as Anvil's: a 25M-gas call runs and a 2^24 + 1 gas transaction is mined", async () => {
    const node = await openTestNode({ accounts: 1 });
    try {
      const big = await callOf25MGasThenTxAboveCap(node);
      const { inclusion } = await node.submitRawTransaction(big.serialize());
      expect(inclusion?.result.execResult.exceptionError).toBeUndefined();
      expect((await node.chain.getTransaction(big.hash()))?.receipt.status).toBe(1);
    } finally {
      await node.close();
    }
  });

  it("keeps calls of 25M gas working; --enable-tx-gas-limit caps transactions only (EIP-7825, as Anvil)", async () => {
    const node = await openTestNode({ accounts: 1, hardfork: "osaka", txGasLimit: true });
    try {
      const big = await callOf25MGasThenTxAboveCap(node);
      await expect(node.submitRawTransaction(big.serialize())).rejects.toThrow(
        "transaction gas limit too high (cap: 16777216, tx: 16777217)",
      );
    } finally {
      await node.close();
    }
  });
});
