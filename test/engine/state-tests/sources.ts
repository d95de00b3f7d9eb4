// Where a checkout of ethereum/tests keeps the filled GeneralStateTests of each fork, and the
// cases of the forks we run, each (file, test, fork) once.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { casesOf, type StateTestCase, type StateTestFile } from "./fixture.js";
import { FORK_BY_NAME, runsAt } from "./forks.js";

/**
 * The folders that hold filled GeneralStateTests, newest fill first: the repository's own (filled
 * for Cancun and, in Pyspecs, a few older forks), then the LegacyTests submodule
 * (ethereum/legacytests): Cancun/ filled for Istanbul through Cancun, Constantinople/ for
 * Frontier through ConstantinopleFix. A test a newer folder already gave for a fork is not taken
 * again from an older one.
 */
export const SOURCES = [
  // an execution-spec-tests release's filled state tests (state_tests/<fork>/<eip>/...)
  "state_tests",
  "GeneralStateTests",
  "LegacyTests/Cancun/GeneralStateTests",
  "LegacyTests/Constantinople/GeneralStateTests",
] as const;

export interface FileCases {
  source: string;
  /** relative to the source folder */
  file: string;
  cases: StateTestCase[];
  /** post states of (test, fork) pairs already taken from a newer source */
  duplicates: number;
}

function* jsonFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(path);
    else if (entry.name.endsWith(".json")) yield path;
  }
}

/** Every file's cases under `root` (a checkout, or the vendored fixtures), one file at a time. */
export function* walkCases(root: string, only?: (file: string) => boolean): Generator<FileCases> {
  const taken = new Set<string>();
  for (const source of SOURCES) {
    const dir = join(root, source);
    if (!existsSync(dir)) continue;
    for (const path of jsonFiles(dir)) {
      const file = relative(dir, path).split("\\").join("/");
      if (only !== undefined && !only(file)) continue;
      const content = JSON.parse(readFileSync(path, "utf8")) as StateTestFile;
      let duplicates = 0;
      const cases = casesOf(file, content, (fork) => {
        const rules = FORK_BY_NAME.get(fork);
        return rules !== undefined && runsAt(rules, file);
      }).filter((c) => {
        const fresh = !taken.has(`${file}::${c.name}::${c.fork}`);
        if (!fresh) duplicates++;
        return fresh;
      });
      for (const c of cases) taken.add(`${file}::${c.name}::${c.fork}`);
      yield { source, file, cases, duplicates };
    }
  }
}
