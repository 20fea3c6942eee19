#!/usr/bin/env bash
# Issue 47: each reader this project ships, side by side in one run: the parse-and-analysis speed
# of a generated 170,000-line app (lines a second) and the wall time of `handheld-sources lint`
# of it as a process, start to exit, without the cache.
# Usage: reader-bench.sh NAME=READER...   (READER: a handheld-sources executable)
set -uo pipefail
lines=${BENCH_LINES:-170000}
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT
results=()
for pair in "$@"; do
  name=${pair%%=*}; reader=${pair#*=}
  if [ ! -x "$reader" ]; then results+=("$(printf '  %-44s not built (%s)' "$name" "$reader")"); continue; fi
  out=$("$reader" bench --lines "$lines" 2>&1)
  speed=$(sed -n 's/.*parse and analysis: \([0-9.]*\) s, \([0-9]*\) lines a second.*/\2/p' <<<"$out")
  # The same generated app, linted as a user lints it.
  if [ ! -e "$app/done" ]; then "$reader" bench --lines "$lines" --keep "$app/App" >/dev/null 2>&1; touch "$app/done"; fi
  start=$(date +%s.%N)
  "$reader" lint --no-cache "$app/App" >/dev/null 2>&1
  wall=$(echo "$(date +%s.%N) - $start" | bc)
  results+=("$(printf '  %-44s %8s lines a second   lint of %s lines: %6.2f s' "$name" "${speed:-?}" "$lines" "$wall")")
done
echo "== The readers side by side (issue 47; one run each, the machine as it is)"
printf '%s\n' "${results[@]}"
