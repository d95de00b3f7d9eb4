/**
 * Compiles bench/contracts/*.sol for evmVersion shanghai (Ganache 7.9.2's newest fork) into
 * bench/contracts/artifacts.json. The artifacts are committed; run this only after editing a
 * contract: `node --import tsx bench/compile-contracts.ts` from the repository root.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const dir = new URL("./contracts/", import.meta.url).pathname;
const solc = createRequire(import.meta.url)("solc") as { compile(input: string): string; version(): string };

interface CompiledContract {
  abi: unknown[];
  evm: { bytecode: { object: string } };
}

const sources: Record<string, { content: string }> = {};
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith(".sol"))
  .sort())
  sources[file] = { content: readFileSync(join(dir, file), "utf8") };
const input = {
  language: "Solidity",
  sources,
  settings: {
    evmVersion: "shanghai",
    outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
if (errors.length > 0)
  throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join("\n"));
const artifacts: Record<string, unknown> = { compiler: solc.version(), evmVersion: "shanghai" };
for (const file of Object.keys(output.contracts).sort()) {
  for (const [name, c] of Object.entries(output.contracts[file]) as [string, CompiledContract][]) {
    const key = file === "TokenShanghai.sol" ? "TokenShanghai" : name;
    artifacts[key] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  }
}
writeFileSync(join(dir, "artifacts.json"), `${JSON.stringify(artifacts, null, 2)}\n`);
console.log(`wrote ${join(dir, "artifacts.json")}`);
