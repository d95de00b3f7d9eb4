import { createWriteStream, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bytesToHex as hexOf } from "@ethereumjs/util";
import { collectEdits, editsPath, parseEdits } from "./chain/dev/edits-file.js";
import type { DevEdit } from "./chain/dev/state-edits.js";
import { EthashCaches, keccak256 } from "./chain/ethash/index.js";
import { exportBlocks, readBlocks } from "./chain/import/rlp-file.js";
import { ChainNode } from "./chain/index.js";
import { EthashSealer } from "./chain/miner/ethash-sealer.js";
import { chainConfigFor } from "./chain-config.js";
import { bigintFlag, type OptionTable, parseCommand, UsageError, type Values } from "./cli/args.js";
import { NODE_OPTIONS, nodeOptions } from "./cli-args.js";
import type { NodeOptions } from "./node.js";
import { userCacheDir } from "./paths.js";

export const CHAIN_HELP = `Usage: powgate export <file.rlp> [--from N] [--to M] [chain options]
       powgate import <file.rlp> [--no-seal-check] [chain options]

Export writes canonical blocks as concatenated RLP, as geth does; import reads such a file and
validates every block fully (Ethash seal, difficulty, uncles, state root, receipts root). A bad
block stops the import with its number and the reason; nothing after it is applied.
Blocks built on dev state edits (hardhat_setBalance ...) need them to re-execute: export writes
them to <file.rlp>.edits.json, and import applies that file's edits before their blocks.
  --no-seal-check   import test fixtures whose proof of work was never computed (test fillers'
                    NoProof): skip only the Ethash seal check of blocks and uncles; every other
                    rule is still checked. Never use it for blocks from a real network.
  --from <n>, --to <m>  export: the first and last block (default: genesis to the head)
Chain options are the node's: --data-dir, --chain, --chain-id, --genesis, --mnemonic, --difficulty ...
Export reads a kept chain, so it needs --data-dir. Import without --data-dir validates the file in
memory and keeps nothing.
`;

const EXPORT_OPTIONS = { ...NODE_OPTIONS, from: { type: "string" }, to: { type: "string" } } as const;
const IMPORT_OPTIONS = { ...NODE_OPTIONS, "no-seal-check": { type: "boolean" } } as const;

/** The file and the rest of the parsed flags; "help" for --help, --version or no file. */
function parseChainCommand(options: OptionTable, argv: string[]) {
  const parsed = parseCommand(options, argv, 1);
  if (parsed === "help" || parsed.values.version) return "help";
  if (parsed.positionals.length === 0) throw new UsageError("give the RLP file: <file.rlp> [options]");
  const values = parsed.values as Values<typeof EXPORT_OPTIONS> & Values<typeof IMPORT_OPTIONS>;
  return { file: parsed.positionals[0]!, values, opts: nodeOptions(values) };
}

function openNode(opts: NodeOptions): Promise<ChainNode> {
  // a forked chain's first block is not block 0 and its state lives partly at the remote
  if (opts.fork !== undefined) throw new UsageError("export and import do not go with --fork-url");
  const config = chainConfigFor(opts);
  const dataDir = opts.dataDir;
  return ChainNode.open({
    config,
    dataDir,
    mining: { kind: "manual" },
    // the node's shared cache directory spares a fresh directory the ~2.5 s epoch-cache build
    sealer: (chain) =>
      new EthashSealer(
        new EthashCaches({
          dir: dataDir === null ? join(userCacheDir(), "ethash") : join(dataDir, "ethash"),
          fallbackDirs: [join(userCacheDir(), "ethash")],
        }),
        chain.config.consensus.ecip1099Block,
      ),
    keccak256,
    unlimitedContractSize: opts.disableCodeSizeLimit,
  });
}

export async function runExport(argv: string[]): Promise<void> {
  const parsed = parseChainCommand(EXPORT_OPTIONS, argv);
  if (parsed === "help") return void process.stdout.write(CHAIN_HELP);
  const { file, values, opts } = parsed;
  if (opts.dataDir === null) throw new UsageError("export reads a kept chain: give its --data-dir <dir>");
  const from = bigintFlag("from", values.from) ?? 0n;
  const to = bigintFlag("to", values.to);
  const node = await openNode(opts);
  try {
    const out = createWriteStream(file);
    let count = 0;
    for await (const rlp of exportBlocks(node.chain, from, to ?? node.chain.head.header.number)) {
      if (!out.write(rlp)) await new Promise<void>((r) => out.once("drain", () => r()));
      count++;
    }
    await new Promise<void>((resolve, reject) =>
      out.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
    process.stdout.write(`exported ${count} blocks to ${file}\n`);
    const last = to ?? node.chain.head.header.number;
    const edits = await collectEdits(node.chain, from, last);
    rmSync(editsPath(file), { force: true });
    if (edits) {
      writeFileSync(editsPath(file), `${JSON.stringify(edits, null, 2)}\n`);
      process.stdout.write(
        `wrote the dev state edits of ${edits.blocks.length} blocks and ${edits.impersonated.length} impersonated transactions to ${editsPath(file)}: import needs it next to ${file}\n`,
      );
    }
    if (last === node.chain.head.header.number && node.chain.preStateOn(node.chain.head)) {
      process.stdout.write("note: dev state edits on the head, not yet in a block, are not exported\n");
    }
  } finally {
    await node.close();
  }
}

export async function runImport(argv: string[]): Promise<void> {
  const parsed = parseChainCommand(IMPORT_OPTIONS, argv);
  if (parsed === "help") return void process.stdout.write(CHAIN_HELP);
  const { file, values, opts } = parsed;
  const checkSeal = !values["no-seal-check"];
  const node = await openNode(opts);
  try {
    const blocks = [...readBlocks(readFileSync(file), node.chain.common)];
    const sidecar = editsPath(file);
    let edits = new Map<string, DevEdit[]>();
    let impersonated = new Set<string>();
    if (existsSync(sidecar)) {
      try {
        ({ edits, impersonated } = parseEdits(readFileSync(sidecar, "utf8")));
      } catch (err) {
        throw new Error(`${sidecar}: ${(err as Error).message}`);
      }
    }
    const tty = process.stdout.isTTY;
    let imported = 0;
    for (const [i, block] of blocks.entries()) {
      const outcome = await node.importer.import(block, {
        checkSeal,
        edits: edits.get(hexOf(block.hash())),
        impersonated,
      });
      if (outcome !== "known") imported++;
      if (tty && (i % 50 === 0 || i === blocks.length - 1)) {
        const done = Math.round(((i + 1) / blocks.length) * 30);
        process.stdout.write(
          `\r[${"#".repeat(done)}${" ".repeat(30 - done)}] ${i + 1}/${blocks.length} blocks`,
        );
      }
    }
    if (tty) process.stdout.write("\n");
    process.stdout.write(
      `imported ${imported} new blocks of ${blocks.length}; head #${node.chain.head.header.number}` +
        `${checkSeal ? "" : " (seals not checked)"}` +
        `${opts.dataDir === null ? " (validated in memory: nothing kept; --data-dir <dir> keeps them)" : ""}\n`,
    );
  } finally {
    await node.close();
  }
}
