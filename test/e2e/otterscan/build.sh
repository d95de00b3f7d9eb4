#!/usr/bin/env bash
# Builds Otterscan (the real application) for test/e2e/otterscan.test.ts from a checkout of its
# source at the pinned commit: OTTERSCAN_SRC=/path/to/otterscan bash test/e2e/otterscan/build.sh
# Its dependencies come from npm (its own package-lock.json, install scripts off: Cypress's binary
# download is not needed); the build goes to test/e2e/otterscan/dist (not committed).
set -euo pipefail
PINNED=9dfd87fb4f159fabeac085431085e86f3418628a
here="$(cd "$(dirname "$0")" && pwd)"
src="${OTTERSCAN_SRC:?set OTTERSCAN_SRC to a checkout (or export) of Otterscan at $PINNED}"
if [ -d "$src/.git" ] || git -C "$src" rev-parse HEAD >/dev/null 2>&1; then
  actual="$(git -C "$src" rev-parse HEAD)"
  [ "$actual" = "$PINNED" ] || { echo "Otterscan source at $actual, want $PINNED" >&2; exit 1; }
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$src"/. "$work"/
rm -rf "$work/.git"
(cd "$work" && npm ci --ignore-scripts --no-audit --no-fund && npx vite build)
rm -rf "$here/dist"
cp -r "$work/dist" "$here/dist"
echo "$PINNED" > "$here/dist/COMMIT"
echo "built Otterscan $PINNED into $here/dist"
