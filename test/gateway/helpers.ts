/** Real processes for the gateway's tests: powgate nodes on fixed ports (to restart them) and gateways. */
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { type SpawnedCli, spawnCli } from "../reliability/helpers.js";

/** A port free right now (the OS picks it; closed again at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Stops a process for good: SIGKILL, then waits for its exit. */
export async function kill(cli: SpawnedCli): Promise<void> {
  if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill("SIGKILL");
  await cli.exited.catch(() => {});
}

export async function stopAll(clis: (SpawnedCli | undefined)[]): Promise<void> {
  await Promise.all(clis.filter((c): c is SpawnedCli => c !== undefined).map(kill));
}

export type { ChildProcess };
export { type SpawnedCli, spawnCli };
