import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Foundry's Anvil from this folder's package.json (`npm ci --prefix test/e2e/anvil`). */
export const ANVIL = join(
  import.meta.dirname,
  "../e2e/anvil/node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil",
);

export const anvilInstalled = (): boolean => existsSync(ANVIL);

export interface RunningAnvil {
  url: string;
  process: ChildProcess;
  close(): Promise<void>;
}

/** Anvil on a free port with `args` (default: chain id 1337, as powgate's dev chain); resolves once it listens. */
export async function startAnvil(args: readonly string[] = ["--chain-id", "1337"]): Promise<RunningAnvil> {
  if (!anvilInstalled()) throw new Error(`no anvil binary: run npm ci --prefix test/e2e/anvil`);
  // Anvil keeps its state history under ~/.foundry/anvil/tmp and leaves it there when killed
  const home = mkdtempSync(join(tmpdir(), "powgate-test-anvil-home-"));
  const child = spawn(ANVIL, ["--port", "0", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, HOME: home },
  });
  child.once("exit", () => rmSync(home, { recursive: true, force: true }));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`anvil did not start: ${out}`)), 20_000);
    child.stdout!.on("data", (chunk) => {
      out += String(chunk);
      const match = /Listening on ([\d.]+:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(`http://${match[1]}`);
      }
    });
    child.once("exit", (code) => reject(new Error(`anvil exited (${code}): ${out}`)));
  });
  return {
    url,
    process: child,
    close: async () => {
      child.kill();
    },
  };
}
