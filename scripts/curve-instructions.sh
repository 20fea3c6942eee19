#!/usr/bin/env bash
# Issue 50: the cost-by-size curves whose timings a shared machine blurs, counted in
# instructions (valgrind's callgrind) instead: each curve's work run alone at 0 (what every run
# pays: the catalog, the start), n, 2n and 4n; the ratio per doubling of what is left (linear is
# 2; the target is 2.2 or less). Usage: scripts/curve-instructions.sh [HANDHELD_BENCH]
set -euo pipefail
bench=${1:-.build/release/handheld-bench}
command -v valgrind >/dev/null || { echo "curve instructions: skipped, valgrind is not installed (sudo apt-get install valgrind)"; exit 0; }
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" curve "$1" "$2" 2>&1 | awk '/Collected :/ { print $4 }'
}
for entry in "settle 2500" "set 600" "record 25"; do
  set -- $entry
  base=$(count "$1" 0)
  one=$(count "$1" "$2"); two=$(count "$1" $(($2 * 2))); four=$(count "$1" $(($2 * 4)))
  awk -v name="$1" -v n="$2" -v b="$base" -v x="$one" -v y="$two" -v z="$four" 'BEGIN {
    r1 = (y - b) / (x - b); r2 = (z - b) / (y - b); worst = r1 > r2 ? r1 : r2
    printf "curve %s: instructions at n=%d, 2n, 4n beyond the start: %.0f, %.0f, %.0f; per doubling x%.3f x%.3f  (%s)\n",
      name, n, x - b, y - b, z - b, r1, r2, worst <= 2.2 ? "<= 2.2" : "OVER 2.2" }'
done
