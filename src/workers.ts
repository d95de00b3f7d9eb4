import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Starts the worker module `<name>.js` next to `base` (compiled), or `<name>.ts` from the sources
 * (vitest, tsx). On Node 20, tsx 4 installs its hooks only on the main thread, so a `.ts` worker
 * starts through a tiny eval'd bootstrap that registers tsx inside the worker first.
 *
 * Name worker modules `worker.ts` or `<something>-worker.ts`: the CLI bundle (scripts/build-cli.ts)
 * bundles each of them to where tsc puts it, and its build fails on a `spawnWorker` of another name.
 */
export function spawnWorker(base: string, name: string, options: WorkerOptions = {}): Worker {
  const js = new URL(`./${name}.js`, base);
  if (existsSync(fileURLToPath(js))) return new Worker(js, options);
  const ts = new URL(`./${name}.ts`, base);
  if (!existsSync(fileURLToPath(ts))) throw new Error(`worker script ${name} not found next to ${base}`);
  const tsxApi = import.meta.resolve("tsx/esm/api");
  const boot = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(ts.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
