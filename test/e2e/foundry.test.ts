// Foundry 1.7.1 against powgate, as a user runs it: `forge create`, `forge script` deploying
// through the CREATE2 deployer with a salt, and cast's `--create` (send, estimate, call). forge and
// cast come from npm (@foundry-rs/*-linux-amd64 in test/e2e/cast, installed by `.ci/run`); forge
// compiles with solc-standard-json.cjs (the npm solc package), as it cannot download a solc here.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { getCreate2Address, Interface, keccak256, toBeHex } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREATE2_DEPLOYER_ADDRESS } from "../../src/chain/config/create2-deployer.js";
import artifacts from "../../src/contracts/artifacts.json" with { type: "json" };
import { type RunningNode, startNode } from "../../src/node.js";
import { A1, rpc, wallets } from "../contract/scenario.js";
import { startTestServer } from "../helpers/server.js";

const TOOLS = join(import.meta.dirname, "cast");
const FORGE = join(TOOLS, "node_modules/@foundry-rs/forge-linux-amd64/bin/forge");
const CAST = join(TOOLS, "node_modules/@foundry-rs/cast-linux-amd64/bin/cast");
const SOLC = join(TOOLS, "solc-standard-json.cjs");
const KEY = wallets[0]!.privateKey;
const SALT = 7n;

const COUNTER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Counter {
    uint256 public number;

    function increment() external {
        number++;
    }
}
`;

// forge-std cannot be installed here (no git): the two cheatcodes the script needs, declared as it does
const DEPLOY_SCRIPT = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Counter} from "../src/Counter.sol";

interface Vm {
    function startBroadcast() external;
    function stopBroadcast() external;
}

contract Deploy {
    Vm constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    function run() external {
        vm.startBroadcast();
        Counter counter = new Counter{salt: bytes32(uint256(${SALT}))}();
        counter.increment();
        vm.stopBroadcast();
    }
}
`;

interface Artifact {
  bytecode: { object: string };
  deployedBytecode: { object: string };
}

async function run(tool: string, args: string[], cwd?: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(tool, args, {
      cwd,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, NO_COLOR: "1", FOUNDRY_DISABLE_NIGHTLY_WARNING: "1" },
    });
    return stdout;
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    throw new Error(`${tool} ${args.join(" ")} failed:\n${stdout ?? ""}\n${stderr ?? ""}`);
  }
}

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), "powgate-forge-"));
  mkdirSync(join(dir, "src"));
  mkdirSync(join(dir, "script"));
  writeFileSync(join(dir, "src/Counter.sol"), COUNTER);
  writeFileSync(join(dir, "script/Deploy.s.sol"), DEPLOY_SCRIPT);
  // offline: no compiler downloads nor signature look-ups
  writeFileSync(join(dir, "foundry.toml"), `[profile.default]\nsolc = "${SOLC}"\noffline = true\n`);
  return dir;
}

async function deployProbe(url: string): Promise<string> {
  const hash = await rpc(url, "eth_sendTransaction", [{ from: A1, data: artifacts.Probe.bytecode }]);
  return ((await rpc(url, "eth_getTransactionReceipt", [hash])) as { contractAddress: string })
    .contractAddress;
}

const code = (url: string, address: string) =>
  rpc(url, "eth_getCode", [address, "latest"]) as Promise<string>;

describe.runIf(process.platform === "linux" && process.arch === "x64")(
  "Foundry's forge and cast against powgate",
  () => {
    let node: RunningNode;
    let dir: string;
    let counter: Artifact;

    beforeAll(async () => {
      for (const tool of [FORGE, CAST])
        if (!existsSync(tool)) throw new Error(`no ${tool}: run npm ci in ${TOOLS}`);
      node = await startTestServer();
      dir = project();
      await run(FORGE, ["build"], dir);
      counter = JSON.parse(readFileSync(join(dir, "out/Counter.sol/Counter.json"), "utf8")) as Artifact;
    }, 180_000);
    afterAll(async () => {
      await node?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("forge create deploys (its estimate sends `to: null`)", async () => {
      const out = await run(
        FORGE,
        ["create", "src/Counter.sol:Counter", "--broadcast", "--rpc-url", node.url, "--private-key", KEY],
        dir,
      );
      const address = /Deployed to: (0x[0-9a-fA-F]{40})/.exec(out)?.[1];
      const hash = /Transaction hash: (0x[0-9a-f]{64})/.exec(out)?.[1];
      expect(address, out).toBeDefined();
      expect(await code(node.url, address!)).toBe(counter.deployedBytecode.object);
      const receipt = (await rpc(node.url, "eth_getTransactionReceipt", [hash])) as {
        status: string;
        to: null;
      };
      expect(receipt).toMatchObject({ status: "0x1", to: null });
    }, 120_000);

    it("forge script deploys `new Counter{salt: ...}()` through the CREATE2 deployer", async () => {
      const out = await run(
        FORGE,
        ["script", "script/Deploy.s.sol:Deploy", "--broadcast", "--rpc-url", node.url, "--private-key", KEY],
        dir,
      );
      expect(out).toContain("ONCHAIN EXECUTION COMPLETE & SUCCESSFUL");
      const address = getCreate2Address(
        CREATE2_DEPLOYER_ADDRESS,
        toBeHex(SALT, 32),
        keccak256(counter.bytecode.object),
      );
      expect(await code(node.url, address)).toBe(counter.deployedBytecode.object);
      const number = new Interface(["function number() view returns (uint256)"]);
      const result = await rpc(node.url, "eth_call", [
        { to: address, data: number.encodeFunctionData("number") },
        "latest",
      ]);
      expect(BigInt(result as string)).toBe(1n);
      const broadcast = JSON.parse(
        readFileSync(join(dir, "broadcast/Deploy.s.sol/1337/run-latest.json"), "utf8"),
      ) as {
        transactions: { transactionType: string; transaction: { to: string } }[];
        receipts: { status: string }[];
      };
      expect(broadcast.transactions[0]).toMatchObject({
        transactionType: "CREATE2",
        transaction: { to: CREATE2_DEPLOYER_ADDRESS },
      });
      expect(broadcast.receipts.map((r) => r.status)).toEqual(["0x1", "0x1"]);
    }, 120_000);

    it("cast send --create, signed (eth_sendRawTransaction) and --unlocked (eth_sendTransaction)", async () => {
      const init = counter.bytecode.object;
      for (const signing of [
        ["--private-key", KEY],
        ["--unlocked", "--from", A1],
      ]) {
        const out = await run(CAST, ["send", "--rpc-url", node.url, ...signing, "--json", "--create", init]);
        const receipt = JSON.parse(out) as { status: string; contractAddress: string };
        expect(receipt.status).toBe("0x1");
        expect(await code(node.url, receipt.contractAddress)).toBe(counter.deployedBytecode.object);
      }
    }, 120_000);

    it("cast send of a reverting call prints error 3 with the transaction's hash, which leads to the receipt", async () => {
      const probe = await deployProbe(node.url);
      const failure = await run(CAST, [
        "send",
        "--rpc-url",
        node.url,
        "--private-key",
        KEY,
        "--gas-limit",
        "100000",
        probe,
        "failWithReason()",
      ]).then(
        () => null,
        (e: Error) => e.message,
      );
      expect(failure).toMatch(
        /error code 3: execution reverted: probe: reason string \(transaction 0x[0-9a-f]{64}\)/,
      );
      const hash = /\(transaction (0x[0-9a-f]{64})\)/.exec(failure!)![1];
      const receipt = (await rpc(node.url, "eth_getTransactionReceipt", [hash])) as {
        status: string;
        to: string;
      };
      expect(receipt).toMatchObject({ status: "0x0", to: probe });
    }, 120_000);

    it("cast estimate --create and cast call --create answer what the node answers without `to`", async () => {
      const init = counter.bytecode.object;
      const estimate = await run(CAST, ["estimate", "--rpc-url", node.url, "--from", A1, "--create", init]);
      const expected = await rpc(node.url, "eth_estimateGas", [{ from: A1, data: init }]);
      expect(BigInt(estimate.trim())).toBe(BigInt(expected as string));
      const runtime = await run(CAST, ["call", "--rpc-url", node.url, "--create", init]);
      expect(runtime.trim()).toBe(counter.deployedBytecode.object);
    }, 120_000);
  },
);

describe.runIf(process.platform === "linux" && process.arch === "x64")(
  "--disable-default-create2-deployer and --revert-returns-hash",
  () => {
    let node: RunningNode;
    let dir: string;
    beforeAll(async () => {
      node = await startNode({
        dataDir: null,
        port: 0,
        logLevel: "silent",
        create2Deployer: false,
        revertReturnsHash: true,
      });
      dir = project();
    }, 60_000);
    afterAll(async () => {
      await node?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("cast send of a reverting call prints the receipt with status 0, as against Anvil", async () => {
      const probe = await deployProbe(node.url);
      const out = await run(CAST, [
        "send",
        "--rpc-url",
        node.url,
        "--private-key",
        KEY,
        "--gas-limit",
        "100000",
        "--json",
        probe,
        "failWithReason()",
      ]);
      expect(JSON.parse(out)).toMatchObject({ status: "0x0", to: probe });
    }, 120_000);

    it("forge script with a salt fails: there is no deployer to broadcast through", async () => {
      expect(await code(node.url, CREATE2_DEPLOYER_ADDRESS)).toBe("0x");
      await expect(
        run(
          FORGE,
          [
            "script",
            "script/Deploy.s.sol:Deploy",
            "--broadcast",
            "--rpc-url",
            node.url,
            "--private-key",
            KEY,
          ],
          dir,
        ),
      ).rejects.toThrow(/script failed: missing CREATE2 deployer/);
    }, 120_000);
  },
);
