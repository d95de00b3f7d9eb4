#!/usr/bin/env bash
# Builds Otterscan (the real application) for test/e2e/otterscan.test.ts from its source vendored in
# test/e2e/otterscan/source (commit in source/COMMIT; README.md lists what was left out). Its
# dependencies come from npm with its own package-lock.json, install scripts off (Cypress's binary
# download and native addons are not needed for `vite build`); the build goes to
# test/e2e/otterscan/dist (not committed). OTTERSCAN_SRC=/path/to/checkout builds another copy.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
src="${OTTERSCAN_SRC:-$here/source}"
pinned="$(cat "$here/source/COMMIT")"
if git -C "$src" rev-parse HEAD >/dev/null 2>&1 && [ -d "$src/.git" ]; then
  actual="$(git -C "$src" rev-parse HEAD)"
  [ "$actual" = "$pinned" ] || { echo "Otterscan source at $actual, want $pinned" >&2; exit 1; }
fi
start=$SECONDS
(cd "$src" && npm ci --ignore-scripts --no-audit --no-fund && npx vite build --logLevel warn --outDir "$here/dist" --emptyOutDir)
echo "$pinned" > "$here/dist/COMMIT"
echo "built Otterscan $pinned into $here/dist in $((SECONDS - start)) s"
