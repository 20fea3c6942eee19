#!/usr/bin/env bash
# Quick start (issue 14): launch to a mapped window, handheld against a minimal GTK 3 window
# built from Tests/bench/minimal-window.c, both under the same Xvfb, timed the same way (exec
# until the process leaves at its window's "map": HANDHELD_EXIT_ON_MAP=1 makes handheld leave
# there). Prints each median over RUNS launches and their ratio (the target is 1.3 or less).
# Usage: scripts/startup-bench.sh [HANDHELD_BINARY] [RUNS]
set -euo pipefail
bin=$(realpath "${1:-.build/release/handheld}")
runs=${2:-21}
work=$(mktemp -d /tmp/handheld-startup.XXXXXX)
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
cc -O2 -o "$work/minimal-window" Tests/bench/minimal-window.c $(pkg-config --cflags --libs gtk+-3.0)

for _ in $(seq 50); do
  number=$((500 + RANDOM % 400))
  [ -e "/tmp/.X$number-lock" ] || [ -e "/tmp/.X11-unix/X$number" ] || break
done
Xvfb ":$number" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=":$number" XDG_CONFIG_HOME="$work/config" HANDHELD_EXIT_ON_MAP=1
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

# Milliseconds from exec to exit, the median of $runs after one warm-up each.
median_ms() {
  local times=()
  "$@" >/dev/null 2>&1 || true
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || { echo "startup bench: $1 failed" >&2; exit 1; }
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "%.1f", a[int((NR + 1) / 2)] / 1000 }'
}
minimal=$(median_ms "$work/minimal-window")
handheld=$(median_ms "$bin")
# The controls are built at the first idle moment after the window maps: when all are there.
ready=$(export HANDHELD_EXIT_ON_READY=1; median_ms env -u HANDHELD_EXIT_ON_MAP "$bin")
echo "startup: a minimal GTK 3 window maps in $minimal ms, handheld in $handheld ms (median of $runs)"
awk -v h="$handheld" -v m="$minimal" 'BEGIN { printf "startup: ratio %.2fx (target 1.3x or less)\n", h / m }'
echo "startup: handheld has every control built in $ready ms"
