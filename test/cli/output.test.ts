// What a user of the shipped CLI sees (the bundle built into a temporary package and spawned): a bad
// flag's two lines, the banner (new or resumed, balances from the state), a line per block and per
// transaction with console.log under it, --silent, --log-format json, the advice on a data directory
// of another chain, Mordor's banner, and devnet's miners each with their own coinbase.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatEther, Interface, keccak256, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltCli, buildCliPackage, collect, rpcCall } from "../helpers/built-cli.js";
import { contractInterface, deployData } from "../helpers/chain.js";

const DEV0 = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const DEV1 = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const KEY0 = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const probe = contractInterface("Probe");
const tracing = contractInterface("Tracing");
const TIME = "\\d\\d:\\d\\d:\\d\\d\\.\\d{3}";

let cli: BuiltCli;
const dir = mkdtempSync(join(tmpdir(), "powgate-output-"));
beforeAll(async () => {
  cli = await buildCliPackage();
}, 120_000);
afterAll(() => {
  cli?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function result<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const answer = await rpcCall<T>(url, method, params);
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}

/** Starts the node; its URL once the banner is out. */
async function start(args: string[]) {
  const child = cli.spawn([...args, "--port", "0"]);
  const out = collect(child);
  // the text banner's URL line, or the JSON banner's field (--log-format json); then its end
  const [, url] = await out.waitFor("stdout", /(?:HTTP\s+|"http":")(http:\/\/[^\s"]+)/, 60_000);
  await out.waitFor("stdout", /(\n\n|\}\n)$/);
  return { child, out, url: url! };
}

async function stop(node: {
  child: import("node:child_process").ChildProcess;
  out: ReturnType<typeof collect>;
}) {
  node.child.kill("SIGINT");
  return node.out.exited;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** Exit code, stdout and stderr of a command that ends by itself. */
async function runToEnd(args: string[]) {
  const out = collect(cli.spawn(args));
  const code = await out.exited;
  return { code, stdout: out.stdout(), stderr: out.stderr() };
}

describe("a bad flag", () => {
  it("prints the error and one line pointing to --help, nothing on stdout, exit code 2", async () => {
    const cases: [string[], string, string][] = [
      [["--bogus"], "powgate: unknown option --bogus", "powgate"],
      [["--chainid", "5"], "powgate: unknown option --chainid (did you mean --chain-id?)", "powgate"],
      [["--port", "x"], 'powgate: --port must be an integer from 0 to 65535, got "x"', "powgate"],
      [["mine", "--bogus"], "powgate mine: unknown option --bogus", "powgate mine"],
      [
        ["devnet", "--nodes", "99"],
        'powgate devnet: --nodes must be an integer from 1 to 32, got "99"',
        "powgate devnet",
      ],
      [["conformance"], "powgate conformance: --url is required", "powgate conformance"],
      [["export"], "powgate export: give the RLP file: <file.rlp> [options]", "powgate export"],
    ];
    for (const [args, error, command] of cases) {
      const { code, stdout, stderr } = await runToEnd(args);
      expect(code, args.join(" ")).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toBe(`${error}\nRun "${command} --help" for the options.\n`);
    }
  }, 60_000);

  it("--help still prints the whole help, exit code 0", async () => {
    const { code, stdout } = await runToEnd(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^powgate: a JSON-RPC dev node/);
    expect(stdout).toContain("--silent");
  });
});

describe("a node in memory", () => {
  let node: Awaited<ReturnType<typeof start>>;
  let tracingAddress: string;
  beforeAll(async () => {
    node = await start([]);
  }, 60_000);
  afterAll(() => node?.child.kill("SIGKILL"));

  /** The stderr lines from the one matching `first` on, once `count` of them are there. */
  async function linesFrom(first: RegExp, count: number): Promise<string[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const lines = node.out.stderr().split("\n");
      const at = lines.findIndex((l) => first.test(l));
      if (at >= 0 && lines.length - 1 - at >= count) return lines.slice(at, at + count);
      if (Date.now() > deadline) throw new Error(`no ${first} in:\n${node.out.stderr()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it("says the chain is new and kept nowhere, with the balances of the state", async () => {
    const banner = node.out.stdout();
    expect(banner).toMatch(
      /^State +new chain in memory: a stop discards it \(--data-dir <dir> keeps a chain\)$/m,
    );
    expect(banner).toMatch(/^Chain +dev, chain id 1337$/m);
    expect(banner).toContain("balances at block 0");
    const balance = formatEther(BigInt(await result<string>(node.url, "eth_getBalance", [DEV0, "latest"])));
    expect(banner).toContain(`(0) ${DEV0}  ${KEY0}  ${balance.replace(/\.0$/, "")} ETH`);
  });

  it("prints the block, then the transaction: hash, from, to, gas used, ok", async () => {
    const hash = await result<string>(node.url, "eth_sendTransaction", [
      { from: DEV0, to: DEV1, value: "0x1" },
    ]);
    const receipt = await result<{ blockHash: string; blockNumber: string }>(
      node.url,
      "eth_getTransactionReceipt",
      [hash],
    );
    const [block, tx] = await linesFrom(new RegExp(`block \\d+  ${receipt.blockHash}`), 2);
    expect(block).toMatch(
      new RegExp(
        `^${TIME} block ${Number(receipt.blockNumber)}  ${receipt.blockHash}  1 transaction, gas 21,000$`,
      ),
    );
    expect(tx).toMatch(new RegExp(`^${TIME}   tx ${hash}  from ${DEV0}  to ${DEV1}  gas 21,000  ok$`));
  });

  it("names a created contract, and puts console.log lines under their transaction", async () => {
    const deploy = await result<string>(node.url, "eth_sendTransaction", [
      { from: DEV0, data: deployData("Tracing"), gas: "0x2dc6c0" },
    ]);
    const { contractAddress, gasUsed } = await result<{ contractAddress: string; gasUsed: string }>(
      node.url,
      "eth_getTransactionReceipt",
      [deploy],
    );
    const [created] = await linesFrom(new RegExp(`tx ${deploy}`), 1);
    tracingAddress = contractAddress;
    const gas = Number(gasUsed).toLocaleString("en-US");
    expect(created).toMatch(
      new RegExp(`tx ${deploy}  from ${DEV0}  created ${contractAddress}  gas ${gas}  ok$`),
    );

    const logs = await result<string>(node.url, "eth_sendTransaction", [
      { from: DEV0, to: contractAddress, data: tracing.encodeFunctionData("logs", []), gas: "0x30d40" },
    ]);
    const lines = await linesFrom(new RegExp(`tx ${logs}`), 3);
    expect(lines[1]).toMatch(new RegExp(`^${TIME}     console\\.log: counter is 1$`));
    expect(lines[2]).toMatch(new RegExp(`^${TIME}     console\\.log: ${DEV0}$`));
  });

  it("says why a transaction reverted: the reason the node's error names, or the custom error's selector", async () => {
    const deployed = await result<string>(node.url, "eth_sendTransaction", [
      { from: DEV0, data: deployData("Probe"), gas: "0x2dc6c0" },
    ]);
    const { contractAddress } = await result<{ contractAddress: string }>(
      node.url,
      "eth_getTransactionReceipt",
      [deployed],
    );
    const wallet = new Wallet(KEY0);
    let nonce = Number(await result<string>(node.url, "eth_getTransactionCount", [DEV0, "latest"]));
    const signed = (data: string) =>
      wallet.signTransaction({
        to: contractAddress,
        data,
        nonce: nonce++,
        gasLimit: 200_000n,
        gasPrice: 10n ** 10n,
        chainId: 1337n,
      });

    const reasonTx = await signed(probe.encodeFunctionData("failWithReason", []));
    const reasonAnswer = await rpcCall(node.url, "eth_sendRawTransaction", [reasonTx]);
    expect(reasonAnswer.error?.message).toBe("execution reverted: probe: reason string");
    const [reverted] = await linesFrom(new RegExp(`tx ${keccak256(reasonTx)}`), 1);
    expect(reverted).toMatch(/gas [\d,]+ {2}reverted: probe: reason string$/);

    const customTx = await signed(probe.encodeFunctionData("failWithCustomError", []));
    await rpcCall(node.url, "eth_sendRawTransaction", [customTx]);
    const [custom] = await linesFrom(new RegExp(`tx ${keccak256(customTx)}`), 1);
    const selector = new Interface(["error Custom(uint256 code)"]).getError("Custom")!.selector;
    expect(custom).toMatch(new RegExp(`reverted: custom error ${selector}$`));
  });

  it("prints a burst of empty blocks as two lines, and an eth_call's console.log with its source", async () => {
    const first = Number(await result<string>(node.url, "eth_blockNumber")) + 1;
    await result(node.url, "hardhat_mine", ["0x64"]);
    const head = await result<{ hash: string }>(node.url, "eth_getBlockByNumber", ["latest", false]);
    const lines = await linesFrom(new RegExp(`block ${first}  `), 2);
    expect(lines[0]).toMatch(new RegExp(`^${TIME} block ${first}  0x[0-9a-f]{64}  empty$`));
    expect(lines[1]).toMatch(
      new RegExp(`^${TIME} blocks ${first + 1}-${first + 99}  99 more empty blocks, head ${head.hash}$`),
    );

    await result(node.url, "eth_call", [
      { to: tracingAddress, data: tracing.encodeFunctionData("logs", []) },
      "latest",
    ]);
    const [logged] = await linesFrom(/console\.log \(eth_call\): counter is 2$/, 1);
    expect(logged).toMatch(new RegExp(`^${TIME} console\\.log \\(eth_call\\): counter is 2$`));
  });
});

describe("--silent and --log-format json", () => {
  it("--silent: no banner, and no line for a mined transaction", async () => {
    const port = await freePort();
    const child = cli.spawn(["--silent", "--port", String(port)]);
    const out = collect(child);
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    while (!(await rpcCall(url, "eth_chainId").catch(() => undefined))) {
      if (Date.now() > deadline) throw new Error(`no node on ${url}: ${out.stderr()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const hash = await result<string>(url, "eth_sendTransaction", [{ from: DEV0, to: DEV1, value: "0x1" }]);
    expect(await result(url, "eth_getTransactionReceipt", [hash])).toMatchObject({ status: "0x1" });
    await new Promise((r) => setTimeout(r, 300));
    expect(out.stdout()).toBe("");
    expect(out.stderr()).toBe("");
    child.kill("SIGKILL");
  }, 60_000);

  it("json: the banner is one JSON object, and each transaction a JSON record with its receipt's values", async () => {
    const node = await start(["--log-format", "json"]);
    const banner = JSON.parse(node.out.stdout().trim());
    expect(banner).toMatchObject({
      event: "started",
      chainId: "1337",
      dataDir: null,
      state: "new",
      head: { number: 0 },
    });
    expect(banner.accounts[0]).toEqual({
      address: DEV0,
      privateKey: KEY0,
      balance: BigInt(await result<string>(node.url, "eth_getBalance", [DEV0, "latest"])).toString(),
    });
    const hash = await result<string>(node.url, "eth_sendTransaction", [
      { from: DEV0, data: deployData("Probe"), gas: "0x2dc6c0" },
    ]);
    const receipt = await result<Record<string, string>>(node.url, "eth_getTransactionReceipt", [hash]);
    const m = await node.out.waitFor("stderr", new RegExp(`^\\{[^\\n]*"hash":"${hash}"[^\\n]*\\}$`, "m"));
    expect(JSON.parse(m[0])).toMatchObject({
      level: 30,
      event: "transaction",
      block: Number(receipt.blockNumber),
      from: receipt.from,
      to: null,
      contractAddress: receipt.contractAddress,
      gasUsed: Number(receipt.gasUsed),
      status: 1,
    });
    for (const line of node.out.stderr().trim().split("\n"))
      expect(() => JSON.parse(line), line).not.toThrow();
    await stop(node);
  }, 60_000);
});

describe("a kept chain", () => {
  it("is new, then resumed with the state's balances; another chain id on it says what to do", async () => {
    const data = join(dir, "kept");
    const first = await start(["--data-dir", data]);
    expect(first.out.stdout()).toMatch(
      new RegExp(
        `^State +new chain in ${data}: kept there; starting again with --data-dir ${data} resumes it$`,
        "m",
      ),
    );
    await result(first.url, "eth_sendTransaction", [{ from: DEV0, to: DEV1, value: "0xde0b6b3a7640000" }]);
    const head = await result<{ number: string; hash: string }>(first.url, "eth_getBlockByNumber", [
      "latest",
      false,
    ]);
    const dev0 = BigInt(await result<string>(first.url, "eth_getBalance", [DEV0, "latest"]));
    expect(await stop(first)).toBe(0);

    const again = await start(["--data-dir", data]);
    const banner = again.out.stdout();
    expect(banner).toMatch(
      new RegExp(`^State +resumed from ${data} at block ${Number(head.number)} \\(${head.hash}\\)$`, "m"),
    );
    expect(banner).toContain(`balances at block ${Number(head.number)}`);
    // one ether more than the 10,000 of genesis; dev 0 paid it, its fee, and got the block rewards
    expect(banner).toMatch(new RegExp(`^\\(1\\) ${DEV1}  0x[0-9a-f]{64}  10001 ETH$`, "m"));
    expect(banner).toMatch(
      new RegExp(`^\\(0\\) ${DEV0}  ${KEY0}  ${formatEther(dev0).replace(/\.0$/, "")} ETH$`, "m"),
    );
    expect(await stop(again)).toBe(0);

    const other = await runToEnd(["--data-dir", data, "--chain-id", "31337", "--port", "0"]);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(
      new RegExp(
        `^powgate: ${data} holds another chain than these flags make: chain id 1337 there, 31337 here\\.$`,
        "m",
      ),
    );
    expect(other.stderr).toContain("To resume it, start with the flags it was made with (--chain-id 1337)");
    expect(other.stderr).toContain(
      `leave out --data-dir (a new chain in memory), give another --data-dir, or delete ${data}`,
    );
    expect(other.stderr).not.toMatch(/\bat \S+:\d+:\d+/); // no stack trace
  }, 180_000);
});

describe("other chains' banners", () => {
  it("Mordor: says no account is funded instead of an empty Accounts heading", async () => {
    const node = await start(["--chain", "mordor"]);
    const banner = node.out.stdout();
    expect(banner).toMatch(/^Chain +mordor, chain id 63$/m);
    expect(banner).toMatch(
      /^Accounts +none: this chain's genesis funds no test keys \(--mnemonic gives signing accounts\)$/m,
    );
    expect(banner).not.toContain("balances at block");
    await stop(node);
  }, 60_000);

  it("classic-dev counts in ETC", async () => {
    const node = await start(["--chain", "classic-dev"]);
    expect(node.out.stdout()).toMatch(new RegExp(`^\\(0\\) ${DEV0}  ${KEY0}  10000 ETC$`, "m"));
    await stop(node);
  }, 60_000);
});

describe("powgate devnet", () => {
  it("gives each miner its own coinbase, and its blocks name it", async () => {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    const child = cli.spawn([
      "devnet",
      "--nodes",
      "2",
      "--miners",
      "2",
      "--difficulty",
      "1",
      "--port",
      String(base),
      "--p2p-port",
      String(base + 10),
    ]);
    const out = collect(child);
    try {
      await out.waitFor("stdout", /Ctrl-C stops every node/, 60_000);
      const printed = [...out.stdout().matchAll(/miner \(coinbase (0x[0-9a-f]{40})\)/g)].map((m) => m[1]);
      expect(printed).toEqual([DEV0, DEV1]);
      for (const [i, coinbase] of printed.entries()) {
        const url = `http://127.0.0.1:${base + i}`;
        expect(await result(url, "eth_coinbase")).toBe(coinbase);
        const deadline = Date.now() + 30_000;
        let block = await result<{ miner: string; number: string }>(url, "eth_getBlockByNumber", [
          "latest",
          false,
        ]);
        while (block.number === "0x0" && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 200));
          block = await result(url, "eth_getBlockByNumber", ["latest", false]);
        }
        expect(printed).toContain(block.miner);
      }
    } finally {
      child.kill("SIGINT");
      await out.exited;
    }
  }, 120_000);
});
