import { existsSync } from "node:fs";
import { DEFAULT_FINALITY } from "./chain/block-ref.js";
import { ETHER } from "./chain/config/config.js";
import { DEFAULT_DEV_RULES, type DevRules, devRulesFor } from "./chain/config/dev-hardforks.js";
import { ACCESS_HELP, ACCESS_OPTIONS, accessFlags } from "./cli/access-flags.js";
import {
  bigintFlag,
  choiceFlag,
  integerFlag,
  parseCommand,
  positiveFlag,
  UsageError,
  type Values,
} from "./cli/args.js";
import { forkOptions, joinNegative } from "./cli/fork-flags.js";
import type { NodeOptions } from "./node.js";
import { parseEnode } from "./p2p/enode.js";

export const HELP = `powgate: a JSON-RPC dev node for a proof-of-work Ethereum chain with real Ethash seals

Usage: powgate [options]          run a node (a new chain each start; --data-dir keeps it)
       powgate mine --url <node>  a CPU miner for a node started with --mining external
       powgate export <file.rlp> [--from N --to M]   blocks as RLP, as geth writes them (and
                                                     <file.rlp>.edits.json after dev state edits)
       powgate import <file.rlp> [--no-seal-check]  import and fully validate blocks from an RLP file
       powgate conformance --url <node>  check any JSON-RPC endpoint against openrpc.json
       powgate devnet --nodes N [--miners M] [--difficulty D]   N peered nodes on consecutive
                                          ports, M of them mining (powgate devnet --help)
       powgate gateway --upstream URL [--upstream URL ...]   one JSON-RPC endpoint in front of
                                          several nodes (powgate gateway --help)

Network (what the node exposes):
  --host <addr>          bind address (default 127.0.0.1; anything else exposes the node and
                         its unlocked dev accounts' chain to your network)
  --port <n>             HTTP and WebSocket port (default 8545)
  --cors <origins>       allowed CORS origins, comma separated, or * (default *); the docs
                         page at / needs none (the node's own origin is always allowed)

Chain:
  --chain <name>         dev (default): London's fee market on Ethash with the newest EVM that
                         needs no beacon chain. classic-dev: Ethereum Classic's current rules from
                         block 0 (Spiral's EVM, legacy and EIP-2930 transactions only, no base fee,
                         ECIP-1017 rewards in eras of 100 blocks, Etchash from block 100), with the
                         dev accounts. classic / mordor: ETC mainnet's and the Mordor testnet's
                         genesis and fork schedule (chain ids 61 / 63, network ids 1 / 7), nothing
                         prefunded (--mnemonic gives unfunded signing accounts)
  --chain-id <n>         chain id (default 1337)
  --hardfork <name>      the dev chain's EVM rules, on proof of work: london (arrowGlacier,
                         grayGlacier, paris and merge are London's EVM here), shanghai, cancun,
                         prague, osaka or latest (= osaka; EIP-7702, BLS, P256, EIP-2935 ...).
                         Default: osaka, as Anvil's (without EIP-7825's cap); a data directory
                         resumes under the rules it was made with (cancun-clz, Cancun's EVM with
                         CLZ, the default before). All run on powgate's own engine, verified by
                         the Ethereum Foundation's state tests. The parts of those forks that need a beacon
                         chain stay out (the banner lists them): withdrawals, blob transactions
                         (type 3), the beacon root, PREVRANDAO (0x44 stays DIFFICULTY), validator
                         requests
  --enable-tx-gas-limit  enforce EIP-7825's cap of 2^24 gas per transaction under osaka (off by
                         default, as Anvil's flag); eth_call and eth_estimateGas are never capped
  --block-time <s>       mine a block every s seconds; default: automine (a block as soon as
                         transactions arrive)
  --mining external      do not seal blocks: hand out Ethash work with eth_getWork and import
                         solutions from eth_submitWork (see \`powgate mine\`)
  --mining none          seal nothing: a replica that follows its peers (with --p2p-port), serves
                         RPC and passes transactions on to the miners
  --coinbase <address>   where block rewards and fees go (default: dev account 0, else the zero
                         address); eth_coinbase reads it, hardhat_setCoinbase changes it
  --data-dir <dir>       keep the chain in <dir>: blocks, receipts and state survive a stop, and
                         the next start with the same --data-dir resumes it (the banner says
                         "resumed at block N"); the chain flags must then be the ones it was made
                         with. Default: a new chain in memory at every start, as Anvil and Hardhat
  --in-memory            keep nothing on disk (the default; excludes --data-dir)
  --mnemonic <words>     dev accounts mnemonic (default "test test ... junk")
  --accounts <n>         number of dev accounts (default 10)
  --balance <ether>      balance of each dev account in ether (default 10000)
  --gas-limit <n>        block gas limit (default 30000000)
  --difficulty <n>       the dev chain's genesis and minimum difficulty (default 1: one hash per block)
  --genesis <file>       a geth genesis.json instead of the dev chain: its fork blocks and geth's
                         Ethash rules (minimum difficulty 131072). --chain-id, --difficulty and
                         --gas-limit must agree with the file; --balance is refused
  --safe-depth <n>       the "safe" block tag names the block n below the head, at least genesis
                         (default 32; proof of work has no finality, so tags are confirmation depths)
  --finalized-depth <n>  the same for "finalized" (default 64; at least --safe-depth)
  --disable-code-size-limit   no EIP-170 limit on deployed code (24576 bytes) nor EIP-3860 limit
                         on init code, as Anvil's flag and Hardhat's allowUnlimitedContractSize;
                         a node importing such a chain needs the flag too
  --disable-block-gas-limit   eth_call and eth_estimateGas may use more gas than the block gas
                         limit (up to 2^63-1; --call-timeout still bounds the work), as Anvil's flag
  --disable-default-create2-deployer   no deterministic CREATE2 deployer (Arachnid's proxy at
                         0x4e59b44847b379578588920ca78fbf26c0b4956c, what \`forge script\` deploys
                         \`new C{salt: s}()\` through) in the genesis of the dev chains (dev,
                         classic-dev), as Anvil's flag; classic, mordor and --genesis files never
                         add it. The genesis differs with and without it: a data directory
                         created without it (an older powgate) opens only with this flag

State files (Anvil's JSON format: accounts with balance, nonce, code and storage; no blocks):
  --load-state <file>    apply the accounts of a state file (JSON, gzipped JSON, or the 0x-hex
                         anvil_dumpState answers) to the head at start, before the server listens,
                         as dev state edits (Anvil's rules; see anvil_loadState). Allowed with
                         --no-dev-methods: it is the operator's action. A bad file stops the start
  --dump-state <file>    write the head state to <file> as JSON when the node stops cleanly (SIGINT,
                         SIGTERM), atomically (temporary file, then rename). A SIGKILL writes nothing
  --state <file>         both: load <file> if it exists, write it back on a clean stop

Peer-to-peer (devp2p: RLPx, eth/66-68, discovery v4; off by default):
  --p2p-port <n>         turn devp2p on: RLPx on TCP port n, discovery v4 on UDP port n. The node
                         key is kept in <data-dir>/nodekey (stable enode; random with --in-memory);
                         the enode is printed at start. admin_* methods are served only then
  --bootnodes <enodes>   enode URLs to connect to at start, comma separated
  --max-peers <n>        most connected peers (default 25)
  --no-discovery         no discovery v4: only bootnodes and admin_addPeer

Ethash dataset (sealing; verification is always light, from the 16 MiB cache per epoch):
  --ethash-dag <mode>    auto (default): seal with the full dataset (1 GiB in memory at epoch 0,
                         +8 MiB per epoch) when its file is already in the data directory's
                         ethash/ or in --ethash-dir, light hashing (~2 ms a seal) otherwise; never
                         generates, and an in-memory node without --ethash-dir reads no file.
                         full: the same, and generate a missing or damaged file in the background
                         (minutes of CPU at low priority, 1 GiB on disk at epoch 0; light until it
                         is ready). light: never use a dataset
  --ethash-dir <dir>     where dataset files are (geth's names, full-R23-<seed>; shared by several
                         nodes and \`powgate mine\`); default <data-dir>/ethash, or for --ethash-dag
                         full in memory ~/.cache/powgate/ethash
  --ethash-dag-threads <n>  generation threads (default: all cores but one)

Operation:
  --no-dev-methods       refuse every dev method (evm_*, hardhat_*, anvil_*, miner_start/stop ...:
                         the methods that mine on demand, travel in time, snapshot and revert, or
                         rewrite balances, code, nonces and storage): -32601 "dev methods are
                         disabled". Use it for a node that other people use. Default: served
  --client-version-prefix <anvil|hardhat>
                         web3_clientVersion answers "hardhat/powgate/..." (or "anvil/...") instead
                         of "powgate/...". Hardhat's network helpers refuse any node whose version
                         does not start with hardhat, anvil or zksync ("HHE60015: This helper can
                         only be used with the Hardhat Network"): for them, start with
                         --client-version-prefix hardhat (docs/guide/anvil-hardhat-compat.md).
                         Default: powgate/...
  --revert-returns-hash  answer a transaction that reverted under automine with its hash (mined,
                         receipt status 0x0), as Anvil does. Default: error 3 "execution reverted:
                         <reason> (transaction <hash>)" with the revert data, as eth_call answers
  --no-console-log       do not print what contracts log with Hardhat's console.sol (calls to
                         0x000000000000000000636F6e736F6c652e6c6f67, decoded as Hardhat does) for
                         mined transactions, eth_call, eth_estimateGas and debug_traceCall.
                         Default: printed at info level
  --log-level <level>    fatal|error|warn|info|debug|trace|silent (default info). At info the node
                         prints a line per mined block and per transaction (hash, from, to or
                         created contract, gas used, status, revert reason or custom error
                         selector) with the transaction's console.log lines under it, on stderr
  --log-format <format>  text (default: lines for a terminal) or json (one JSON object per line:
                         block and transaction records with the same fields, for tools); with json
                         the banner is one JSON object on stdout
  --silent               print no banner and no info lines, only warnings and errors
                         (hardhat_setLoggingEnabled / anvil_setLoggingEnabled turn them on and off)
  --validate-results     check every result against openrpc.json (slower; for development)
  --no-warm-up           do not rehearse at start. Default: while no request is in flight (for
                         250 ms), a dev chain's node sends itself ~2,000 transfers and a token's
                         calls over a loopback port of its own, on two throwaway in-memory chains in
                         turn that nothing else sees (~15 s of CPU and ~150 MB of memory, once), so
                         that its first clients' transactions run compiled code instead of V8's
                         interpreter

Forking (start on the state of a remote node; docs/guide/forking.md):
  --fork-url <url>       fork the chain the node at <url> serves: accounts, code and storage are
                         read from it at the fork block as needed (eth_getProof, checked against
                         the block's state root) and kept; local blocks continue its chain with
                         its rules (its admin_nodeInfo chain config, else Ethereum Classic or
                         Mordor recognised by chain id and genesis, else the dev chain's), Ethash
                         or Etchash seals, total difficulty continuing the remote's. Repeat the
                         flag for more URLs: used in turn, and the next one when one fails
  --fork-block-number <n>   the fork block (default the remote's latest); negative: that many
                         blocks below the latest
  --fork-transaction-hash <hash>   fork at the block before the transaction's and send the
                         transactions of its block before it again (excludes --fork-block-number)
  --fork-header <h>      an HTTP header for the remote, "Name: value" (repeatable; an API key)
  --fork-chain-id <n>    the remote's chain id, not asked (with a --data-dir that holds the fork:
                         a start without the remote)
  --timeout <ms>         each request to the remote, in milliseconds (default 45000)
  --retries <n>          retries of a request that failed or was rate limited (HTTP 429, 5xx,
                         -32005, no answer) before the error reaches the caller (default 5)
  --fork-retry-backoff <ms>   wait before the first retry, doubled for each next (default 1000)
  --compute-units-per-second <n>   the remote's budget, 17 units a request as Anvil counts them
                         (default 330)
  --no-rate-limit        no budget (same as --compute-units-per-second 0)
  --no-storage-caching   keep what was read from the remote in memory only: no fork cache on
                         disk (without --data-dir the fork cache is <cache>/powgate/fork/<chain
                         id>-<block>, shared by every fork of that block)
  With --fork-url, --difficulty <n> gives every local block difficulty n (a dev difficulty on top
  of a real chain, stated in the banner); without it the formula continues from the fork block.
  --hardfork chooses the local EVM rules where the fork runs the dev chain's (a powgate dev node,
  Anvil, a remote that does not describe its chain).
  --chain, --genesis, --chain-id, --gas-limit and --load-state do not go with --fork-url.

Limits (each answered with a JSON-RPC error, never a crash):
  --max-body-size <n>    largest HTTP request body in bytes (default 5242880; more: HTTP 413)
  --max-batch <n>        most calls in one batch (default 1000)
  --max-connections <n>  most open HTTP connections (default 1000)
  --max-ws-message-size <n>   largest WebSocket message in bytes (default 5242880)
  --max-ws-connections <n>    most open WebSocket connections (default 1000)
  --call-timeout <ms>    wall-clock limit of one eth_call or eth_estimateGas (the whole search) in
                         milliseconds (default 5000, as geth's --rpc.evmtimeout; 0: none); past it:
                         -32000 "execution aborted (timeout = 5s)"

${ACCESS_HELP}

  -h, --help             this help
  -v, --version          the version

No RPC method reads or writes files or the environment. The private keys printed at start
belong to well-known test mnemonics: never use them on a real network.
`;

export function fail(message: string): never {
  process.stderr.write(`powgate: ${message}\n`);
  process.exit(2);
}

/** The node's flags (`powgate [options]`); export and import take them too. */
export const NODE_OPTIONS = {
  host: { type: "string" },
  port: { type: "string" },
  cors: { type: "string" },
  chain: { type: "string" },
  "chain-id": { type: "string" },
  hardfork: { type: "string" },
  "enable-tx-gas-limit": { type: "boolean" },
  "block-time": { type: "string" },
  "ethash-dag": { type: "string" },
  "ethash-dir": { type: "string" },
  "ethash-dag-threads": { type: "string" },
  mining: { type: "string" },
  coinbase: { type: "string" },
  "data-dir": { type: "string" },
  "in-memory": { type: "boolean" },
  mnemonic: { type: "string" },
  accounts: { type: "string" },
  balance: { type: "string" },
  "gas-limit": { type: "string" },
  difficulty: { type: "string" },
  genesis: { type: "string" },
  "safe-depth": { type: "string" },
  "finalized-depth": { type: "string" },
  "log-level": { type: "string" },
  "log-format": { type: "string" },
  silent: { type: "boolean" },
  "validate-results": { type: "boolean" },
  "no-dev-methods": { type: "boolean" },
  "no-warm-up": { type: "boolean" },
  "client-version-prefix": { type: "string" },
  "disable-code-size-limit": { type: "boolean" },
  "disable-block-gas-limit": { type: "boolean" },
  "disable-default-create2-deployer": { type: "boolean" },
  "no-console-log": { type: "boolean" },
  "revert-returns-hash": { type: "boolean" },
  "max-body-size": { type: "string" },
  "max-batch": { type: "string" },
  "max-connections": { type: "string" },
  "max-ws-message-size": { type: "string" },
  "max-ws-connections": { type: "string" },
  "call-timeout": { type: "string" },
  "load-state": { type: "string" },
  "dump-state": { type: "string" },
  state: { type: "string" },
  "p2p-port": { type: "string" },
  "fork-url": { type: "string", multiple: true },
  "fork-block-number": { type: "string" },
  "fork-transaction-hash": { type: "string" },
  "fork-header": { type: "string", multiple: true },
  "fork-chain-id": { type: "string" },
  timeout: { type: "string" },
  retries: { type: "string" },
  "fork-retry-backoff": { type: "string" },
  "compute-units-per-second": { type: "string" },
  "no-rate-limit": { type: "boolean" },
  "no-storage-caching": { type: "boolean" },
  bootnodes: { type: "string" },
  "max-peers": { type: "string" },
  "no-discovery": { type: "boolean" },
  ...ACCESS_OPTIONS,
  version: { type: "boolean", short: "v" },
} as const;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** The node's options from its command line; "help" or "version" when asked. Throws UsageError. */
export function parseCli(argv: string[]): NodeOptions | "help" | "version" {
  const parsed = parseCommand(NODE_OPTIONS, joinNegative(argv, "--fork-block-number"));
  if (parsed === "help") return "help";
  if (parsed.values.version) return "version";
  return nodeOptions(parsed.values);
}

/** NodeOptions from parsed node flags (also export's and import's). Throws UsageError. */
export function nodeOptions(values: Values<typeof NODE_OPTIONS>): NodeOptions {
  const str = (k: keyof typeof NODE_OPTIONS) => values[k] as string | undefined;
  const integer = (k: keyof typeof NODE_OPTIONS) => integerFlag(k, str(k));
  const big = (k: keyof typeof NODE_OPTIONS) => bigintFlag(k, str(k));
  const logLevel = choiceFlag("log-level", str("log-level"), LOG_LEVELS);
  const logFormat = choiceFlag("log-format", str("log-format"), ["text", "json"] as const);
  const prefix = choiceFlag("client-version-prefix", str("client-version-prefix"), [
    "anvil",
    "hardhat",
  ] as const);
  const mining = choiceFlag("mining", str("mining"), ["auto", "external", "none"] as const);
  if ((mining === "external" || mining === "none") && str("block-time"))
    throw new UsageError(`--mining ${mining} and --block-time exclude each other`);
  const coinbase = str("coinbase");
  if (coinbase !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(coinbase))
    throw new UsageError(`--coinbase must be a 0x-prefixed 20-byte hex address, got "${coinbase}"`);
  const p2pPort = integerFlag("p2p-port", str("p2p-port"), { min: 1, max: 65535 });
  const bootnodes = str("bootnodes")
    ?.split(",")
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
  for (const b of bootnodes ?? []) {
    try {
      parseEnode(b);
    } catch (err) {
      throw new UsageError(`--bootnodes: ${(err as Error).message}`);
    }
  }
  if (p2pPort === undefined && (bootnodes || str("max-peers") || values["no-discovery"]))
    throw new UsageError("--bootnodes, --max-peers and --no-discovery need --p2p-port");
  if (values["in-memory"] && str("data-dir"))
    throw new UsageError("--in-memory and --data-dir exclude each other");
  const cors = str("cors");
  const state = str("state");
  if (state !== undefined && (str("load-state") !== undefined || str("dump-state") !== undefined))
    throw new UsageError("--state is --load-state and --dump-state together: give either --state or those");
  const hardforkName = str("hardfork");
  let hardfork: DevRules | undefined;
  try {
    hardfork = hardforkName === undefined ? undefined : devRulesFor(hardforkName);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values["enable-tx-gas-limit"] && (hardfork ?? DEFAULT_DEV_RULES) !== "osaka")
    throw new UsageError(
      `--enable-tx-gas-limit is EIP-7825's cap, an osaka rule: not with --hardfork ${hardforkName}`,
    );
  const balance = big("balance");
  const blockTime = positiveFlag("block-time", str("block-time"));
  const safeDepth = big("safe-depth") ?? DEFAULT_FINALITY.safeDepth;
  const finalizedDepth = big("finalized-depth") ?? DEFAULT_FINALITY.finalizedDepth;
  if (finalizedDepth < safeDepth)
    throw new UsageError(
      `--finalized-depth (${finalizedDepth}) must be at least --safe-depth (${safeDepth})`,
    );
  const fork = forkOptions(values);
  return {
    ...(fork === undefined ? {} : { fork }),
    host: str("host") ?? "127.0.0.1",
    port: integerFlag("port", str("port"), { max: 65535 }) ?? 8545,
    cors: cors === undefined || cors === "*" ? "*" : cors.split(",").map((o) => o.trim()),
    chainId: big("chain-id"),
    hardfork,
    txGasLimit: values["enable-tx-gas-limit"] ? true : undefined,
    blockTime,
    ethash: {
      mode: choiceFlag("ethash-dag", str("ethash-dag"), ["full", "light", "auto"] as const) ?? "auto",
      ...dropUndefined({
        dir: str("ethash-dir"),
        threads: integerFlag("ethash-dag-threads", str("ethash-dag-threads"), { min: 1 }),
      }),
    },
    externalMining: mining === "external",
    noMining: mining === "none",
    coinbase,
    p2p:
      p2pPort === undefined
        ? undefined
        : {
            port: p2pPort,
            bootnodes,
            maxPeers: integer("max-peers"),
            discovery: !values["no-discovery"],
          },
    // a dev node starts a new chain each time, as Anvil and Hardhat do; --data-dir keeps it
    dataDir: str("data-dir") ?? null,
    mnemonic: str("mnemonic"),
    accounts: integer("accounts"),
    balance: balance === undefined ? undefined : balance * ETHER,
    gasLimit: big("gas-limit"),
    difficulty: big("difficulty"),
    genesisFile: str("genesis"),
    chain: str("chain"),
    finality: { safeDepth, finalizedDepth },
    logLevel,
    logFormat,
    // --silent: no banner and no info lines (hardhat_setLoggingEnabled can turn them on)
    logging: !values.silent,
    validateResults: Boolean(values["validate-results"]),
    devMethods: !values["no-dev-methods"],
    warmUp: !values["no-warm-up"],
    clientVersionPrefix: prefix,
    disableCodeSizeLimit: Boolean(values["disable-code-size-limit"]),
    disableBlockGasLimit: Boolean(values["disable-block-gas-limit"]),
    create2Deployer: !values["disable-default-create2-deployer"],
    consoleLog: !values["no-console-log"],
    revertReturnsHash: Boolean(values["revert-returns-hash"]),
    loadState: state !== undefined ? (existsSync(state) ? state : undefined) : str("load-state"),
    dumpState: state ?? str("dump-state"),
    ...dropUndefined(accessFlags(values)),
    limits: dropUndefined({
      maxBodyBytes: integer("max-body-size"),
      maxBatch: integer("max-batch"),
      maxConnections: integer("max-connections"),
      maxWsMessageBytes: integer("max-ws-message-size"),
      maxWsConnections: integer("max-ws-connections"),
      callTimeoutMs: integer("call-timeout"),
    }),
  };
}

function dropUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
