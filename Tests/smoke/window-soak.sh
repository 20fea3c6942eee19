#!/usr/bin/env bash
# Soak (issue 10, `make soak`, not in CI): the window under Xvfb for SECONDS with seeded random
# clicks on its controls, keys and drags on the device, its memory (VmRSS) sampled every 10 s.
# Fails when the window dies or its memory grows by more than 10 MB after the warm-up
# (SOAK_WARMUP, 180 s by default: long enough for every device and orientation's frame
# buffers and the font caches to have been made once; growth before it is reported, not judged).
set -uo pipefail
bin=$(realpath "${1:-.build/debug/handheld}")
seconds=${2:-600}
seed=${SOAK_SEED:-42}
warmup=${SOAK_WARMUP:-180}
out=$(mktemp -d /tmp/handheld-soak.XXXXXX)
state="$out/state.json"
for tool in Xvfb xdotool python3; do
  command -v $tool >/dev/null || { echo "soak: $tool is needed (make test installs it)" >&2; exit 1; }
done
for _ in $(seq 50); do
  number=$((90 + RANDOM % 400))
  [ -e "/tmp/.X$number-lock" ] || [ -e "/tmp/.X11-unix/X$number" ] || break
done
export DISPLAY=":$number"
Xvfb "$DISPLAY" -screen 0 1400x900x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill $app $xvfb 2>/dev/null; wait 2>/dev/null' EXIT
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
export XDG_CONFIG_HOME="$out/config"
HANDHELD_STATE_FILE="$state" "$bin" >"$out/app.log" 2>&1 &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Handheld$' 2>/dev/null | head -n 1)
[ -n "$window" ] || { echo "soak: FAIL: no window"; exit 1; }
sleep 2

rss() { awk '/VmRSS/ {print $2}' "/proc/$app/status" 2>/dev/null; }
# One random event, chosen by python from the state file's widgets and screen rectangle.
event() {
  python3 - "$state" "$1" <<'PY'
import json, random, sys
s = json.load(open(sys.argv[1])); random.seed(int(sys.argv[2]))
keys = ["ctrl+p", "BackSpace", "ctrl+m", "Escape", "ctrl+t", "ctrl+Left", "ctrl+Right", "ctrl+shift+a"]
x, y, w, h = s["screen"]
kind = random.choice(["widget", "widget", "key", "drag", "tap"])
if kind == "widget" and s.get("widgets"):
    name = random.choice(sorted(s["widgets"]))
    wx, wy, ww, wh = s["widgets"][name]
    print(f"click {int(wx + ww / 2)} {int(wy + wh / 2)}")
elif kind == "key":
    print("key " + random.choice(keys))
else:
    x0, y0 = x + random.random() * w, y + random.random() * h
    x1, y1 = (x0, y0) if kind == "tap" else (x + random.random() * w, y + random.random() * h)
    print(f"drag {int(x0)} {int(y0)} {int(x1)} {int(y1)}")
PY
}

start=$(date +%s)
next_sample=$start
baseline=""
n=0
echo "soak: ${seconds} s, seed $seed; memory (VmRSS) every 10 s:"
while [ $(( $(date +%s) - start )) -lt "$seconds" ]; do
  kill -0 $app 2>/dev/null || { echo "soak: FAIL: the window died"; tail -20 "$out/app.log"; exit 1; }
  n=$((n + 1))
  read -r what a b c d < <(event $((seed * 100000 + n)))
  case "$what" in
    click) xdotool mousemove --window "$window" "$a" "$b" click 1 ;;
    key) xdotool windowfocus --sync "$window" 2>/dev/null; xdotool key --clearmodifiers "$a" ;;
    drag) xdotool mousemove --window "$window" "$a" "$b" mousedown 1 mousemove --window "$window" "$(( (a + c) / 2 ))" "$(( (b + d) / 2 ))" \
            mousemove --window "$window" "$c" "$d" mouseup 1 ;;
  esac
  sleep 0.05
  now=$(date +%s)
  if [ "$now" -ge "$next_sample" ]; then
    kb=$(rss); elapsed=$((now - start))
    echo "  ${elapsed} s: ${kb} kB after ${n} events"
    if [ "$elapsed" -ge "$warmup" ] && [ -z "$baseline" ]; then baseline=$kb; fi
    if [ -n "$baseline" ] && [ $((kb - baseline)) -gt 10240 ]; then
      echo "soak: FAIL: memory grew by $((kb - baseline)) kB after warm-up"; exit 1
    fi
    next_sample=$((next_sample + 10))
  fi
done
kill -0 $app 2>/dev/null || { echo "soak: FAIL: the window died"; exit 1; }
echo "soak: PASS ($n events, memory ${baseline:-?} kB after warm-up, $(rss) kB at the end)"
