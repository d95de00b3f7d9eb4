import { choiceFlag, integerFlag, parseCommand, UsageError } from "../cli/args.js";
import { CpuMiner } from "./cpu-miner.js";

export const MINE_HELP = `Usage: powgate mine --url <node> [--threads <n>] [--ethash-dag full|light] [--ecip1099-block <n>]

A CPU Ethash and Etchash miner: polls eth_getWork, searches nonces on worker threads, submits
solutions with eth_submitWork and reports its hash rate with eth_submitHashrate. Start the node
with --mining external for it to hand out work.

It prints a status line after 1 s and then every 5 s (hash rate, the block it works on and for how
long, blocks found), a line per block it seals, and says when it loads an epoch's Ethash cache
(seconds the first time; then kept in ~/.cache/powgate/ethash, $XDG_CACHE_HOME, for later runs).

  --url <url>              the node (http:// or ws://), default http://127.0.0.1:8545
  --threads <n>            worker threads (default: one per core)
  --ethash-dag <mode>      full (default): hash with the epoch's full dataset (1 GiB in memory and
                           on disk at epoch 0, +8 MiB per epoch; shared by the threads), loaded from
                           --ethash-dir or generated there once (minutes of CPU at low priority;
                           light hashing meanwhile, the status line shows the progress), the next
                           epoch's ahead. light: the 16 MiB cache only, ~100x fewer hashes a second
  --ethash-dir <dir>       dataset files, geth's names (default ~/.cache/powgate/ethash)
  --ethash-dag-threads <n> dataset generation threads (default: all cores but one)
  --ecip1099-block <n>     the chain's Etchash activation block (ETC 11700000, Mordor 2520000);
                           default: the node's admin_nodeInfo (ecip1099FBlock), else worked out
                           from each work package's seed and block number and, where both fit,
                           from whether the parent block's seal verifies as Etchash
  -h, --help               this help
`;

const MINE_OPTIONS = {
  url: { type: "string" },
  threads: { type: "string" },
  "ethash-dag": { type: "string" },
  "ethash-dir": { type: "string" },
  "ethash-dag-threads": { type: "string" },
  "ecip1099-block": { type: "string" },
} as const;

export async function runMine(argv: string[]): Promise<void> {
  const parsed = parseCommand(MINE_OPTIONS, argv);
  if (parsed === "help") return void process.stdout.write(MINE_HELP);
  const { values } = parsed;
  const threads = integerFlag("threads", values.threads, { min: 1 });
  const activation = values["ecip1099-block"];
  if (activation !== undefined && !/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(activation))
    throw new UsageError("--ecip1099-block must be a block number");
  const miner = new CpuMiner({
    url: values.url ?? "http://127.0.0.1:8545",
    threads,
    dag: choiceFlag("ethash-dag", values["ethash-dag"], ["full", "light"] as const) ?? "full",
    datasetDir: values["ethash-dir"],
    datasetThreads: integerFlag("ethash-dag-threads", values["ethash-dag-threads"], { min: 1 }),
    ecip1099Block: activation === undefined ? undefined : BigInt(activation),
  });
  const stop = () => void miner.stop().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  await miner.run();
}
