// Writing generated files, or checking that the committed ones are up to date.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { HEADER } from "./generate.js";

export interface Target {
  /** Directory the files go to. */
  readonly dir: string;
  readonly files: ReadonlyMap<string, string>;
  /** Remove files in `dir` that carry the generated header but are no longer produced. */
  readonly prune: boolean;
}

const read = (path: string): string | undefined =>
  existsSync(path) ? readFileSync(path, "utf8") : undefined;

function leftovers(target: Target): string[] {
  if (!target.prune || !existsSync(target.dir)) return [];
  return readdirSync(target.dir).filter(
    (name) => !target.files.has(name) && read(join(target.dir, name))?.startsWith(HEADER) === true,
  );
}

/** Files (relative to `root`) whose content differs from what codegen produces, or that are extra. */
export function staleFiles(root: string, targets: readonly Target[]): string[] {
  const stale: string[] = [];
  for (const target of targets) {
    for (const [name, content] of target.files) {
      if (read(join(target.dir, name)) !== content) stale.push(relative(root, join(target.dir, name)));
    }
    for (const name of leftovers(target))
      stale.push(`${relative(root, join(target.dir, name))} (no longer generated)`);
  }
  return stale;
}

/** Writes changed files only, so unchanged files keep their timestamps. Returns what changed. */
export function writeTargets(root: string, targets: readonly Target[]): string[] {
  const changed: string[] = [];
  for (const target of targets) {
    mkdirSync(target.dir, { recursive: true });
    for (const [name, content] of target.files) {
      const path = join(target.dir, name);
      if (read(path) !== content) {
        writeFileSync(path, content);
        changed.push(relative(root, path));
      }
    }
    for (const name of leftovers(target)) {
      rmSync(join(target.dir, name));
      changed.push(`${relative(root, join(target.dir, name))} (removed)`);
    }
  }
  return changed;
}
