#!/usr/bin/env bash
# Window smoke test: start `handheld` under Xvfb, wait for its window to map, take a
# screenshot when ImageMagick is there, close it with Ctrl+Q, and expect a clean exit 0.
set -uo pipefail
bin=${1:-.build/debug/handheld}
out=${SMOKE_OUT:-/tmp/handheld-smoke}
mkdir -p "$out"

if ! command -v Xvfb >/dev/null || ! command -v xdotool >/dev/null; then
  echo "window smoke: Xvfb and xdotool are needed (make test installs them)" >&2
  exit 1
fi

display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill $app $xvfb 2>/dev/null; wait 2>/dev/null' EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

"$bin" >"$out/app.log" 2>&1 &
app=$!

window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Handheld$' 2>/dev/null | head -n 1)
if [ -z "$window" ]; then
  echo "window smoke: FAIL: no 'Handheld' window appeared within 20 s"; cat "$out/app.log"; exit 1
fi
sleep 0.5
if command -v import >/dev/null; then import -window root "$out/window.png" && echo "window smoke: screenshot in $out/window.png"; fi

xdotool windowfocus --sync "$window" 2>/dev/null
xdotool key --clearmodifiers ctrl+q
for _ in $(seq 50); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
if kill -0 $app 2>/dev/null; then
  echo "window smoke: FAIL: the window did not close on Ctrl+Q"; exit 1
fi
wait $app; status=$?
if [ $status -ne 0 ]; then
  echo "window smoke: FAIL: handheld exited with $status"; cat "$out/app.log"; exit 1
fi
echo "window smoke: PASS (window mapped, closed cleanly on Ctrl+Q)"
