#!/usr/bin/env bash
# Runs test/p2p/convergence.test.ts (three miners under CPU pressure, partitioned and healed) N times
# in a row, niced, and prints one line per run (pass/fail, seconds, the test's own summary) and a
# total. Exit status 1 if any run failed.
#   bench/convergence-runs.sh [runs=20]
set -uo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-20}
FAILED=0
for i in $(seq 1 "$RUNS"); do
  START=$(date +%s.%N)
  OUT=$(nice -n 10 npx vitest run --project slow test/p2p/convergence.test.ts 2>&1)
  STATUS=$?
  SECS=$(echo "$(date +%s.%N) - $START" | bc)
  SUMMARY=$(echo "$OUT" | grep -o 'convergence at difficulty.*' | head -1)
  ERROR=$(echo "$OUT" | sed 's/\x1b\[[0-9;]*m//g' | grep -m1 -E '^(Assertion)?Error' || true)
  LOAD=$(cut -d' ' -f1 /proc/loadavg)
  if [ "$STATUS" -eq 0 ]; then R=pass; else R=FAIL; FAILED=$((FAILED + 1)); fi
  printf 'run %2d %s %5.1f s load %s | %s%s\n' "$i" "$R" "$SECS" "$LOAD" "$SUMMARY" "${ERROR:+ $ERROR}"
done
echo "runs $RUNS failed $FAILED"
[ "$FAILED" -eq 0 ]
