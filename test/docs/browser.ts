// Shared by the docs page tests: Debian's Chromium driven by playwright-core, and a rebuild of
// dist/docs when one of its inputs is newer. Without /usr/bin/chromium the tests fail under CI
// (.ci/run installs it) and are skipped locally.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { buildDocs } from "../../scripts/build-docs.js";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const CHROMIUM = "/usr/bin/chromium";
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
export const IN_CI = Boolean(process.env.CI);
export const RUN_BROWSER_TESTS = HAVE_CHROMIUM || IN_CI;

// Chromium's own connections (updates, sync, …) are refused on this machine's closed network.
// playwright-core gives every launch a fresh temporary profile (it rejects --user-data-dir).
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchChromium(): Promise<Browser> {
  if (!HAVE_CHROMIUM) {
    throw new Error(
      `${CHROMIUM} not found: the docs page tests need Debian's chromium ` +
        "(apt-get install -y chromium; .ci/run installs it before the tests)",
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 30_000 });
}

/** Files under `dir` (repository-relative) whose names match. */
function filesUnder(dir: string, match: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, match);
    return match.test(entry.name) ? [path] : [];
  });
}

/** dist/docs is missing or older than one of its inputs (docs/**, openrpc.json, the build scripts). */
function docsStale(): boolean {
  const built = join(ROOT, "dist", "docs", "index.html");
  if (!existsSync(built)) return true;
  const docs = filesUnder("docs", /\.(jsx?|css|md|png)$/);
  const scripts = ["scripts/build-docs.ts", "scripts/build-guide.ts", "scripts/markdown.ts"];
  const inputs = ["openrpc.json", "generated/validators.js", ...scripts, ...docs];
  const newest = Math.max(...inputs.map((p) => statSync(join(ROOT, p)).mtimeMs));
  return newest > statSync(built).mtimeMs;
}

export async function ensureDocsBuilt(): Promise<void> {
  if (docsStale()) await buildDocs({ quiet: true });
}
