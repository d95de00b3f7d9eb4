/**
 * Compiles contracts/*.sol with solc's default settings into src/contracts/artifacts.json (ABI,
 * creation and runtime bytecode). The artifacts are committed, so neither the tests nor the
 * conformance runner need a compiler; `--check` fails when they are stale.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const out = join(root, "src/contracts/artifacts.json");
const solc = createRequire(import.meta.url)("solc") as { compile(input: string): string; version(): string };

interface CompiledContract {
  abi: unknown[];
  evm: { bytecode: { object: string }; deployedBytecode: { object: string } };
}

export function compileContracts(): string {
  const sources: Record<string, { content: string }> = {};
  for (const file of readdirSync(join(root, "contracts"))
    .filter((f) => f.endsWith(".sol"))
    .sort()) {
    sources[file] = { content: readFileSync(join(root, "contracts", file), "utf8") };
  }
  const input = {
    language: "Solidity",
    sources,
    settings: {
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
  if (errors.length > 0)
    throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join("\n"));
  const artifacts: Record<string, unknown> = { compiler: solc.version() };
  for (const file of Object.keys(output.contracts).sort()) {
    for (const [name, c] of Object.entries(output.contracts[file]) as [string, CompiledContract][]) {
      artifacts[name] = {
        abi: c.abi,
        bytecode: `0x${c.evm.bytecode.object}`,
        deployedBytecode: `0x${c.evm.deployedBytecode.object}`,
      };
    }
  }
  return `${JSON.stringify(artifacts, null, 2)}\n`;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const fresh = compileContracts();
  if (process.argv.includes("--check")) {
    if (readFileSync(out, "utf8") !== fresh) {
      console.error("src/contracts/artifacts.json is stale: run npm run contracts");
      process.exit(1);
    }
  } else {
    writeFileSync(out, fresh);
    console.log(`wrote ${out}`);
  }
}
