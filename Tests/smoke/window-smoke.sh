#!/usr/bin/env bash
# Window smoke test (UI-1…UI-3, UI-8), under Xvfb: only what a real window shows. What each
# control, key and touch does is the playground's, tested without a display
# (Tests/HandheldPlaygroundTests); here xdotool checks that the window opens and fits 1280 x 720
# with every control reachable, that a real click, key and drag reach the playground (their
# positions come from the state file the app writes when HANDHELD_STATE_FILE is set), that the
# theme chosen is remembered in the real config across a restart, and that the device in the
# window has the same pixels as `handheld render` of the same session, mid-motion too.
set -uo pipefail
bin=$(realpath "${1:-.build/debug/handheld}")
# Without a D-Bus session (CI, a container) GSettings' dconf backend warns at every read.
[ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || export GSETTINGS_BACKEND=memory
# Each run has its own folder (and config), so two runs at once cannot disturb each other.
out=${SMOKE_OUT:-$(mktemp -d /tmp/handheld-smoke.XXXXXX)}
mkdir -p "$out"
state="$out/state.json"

# The interpreter itself, not a version manager's shim: the test runs it hundreds of times.
python=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null)
python3() { "${python:-python3}" "$@"; }
for tool in Xvfb xdotool import compare python3; do
  command -v $tool >/dev/null || { echo "window smoke: $tool is needed (make test installs it)" >&2; exit 1; }
done

fail() { echo "window smoke: FAIL: $*"; [ -f "$out/app.log" ] && sed 's/^/  app: /' "$out/app.log" | tail -20; exit 1; }
# Issue 50, item 19: one Python for the whole run, asked over a pipe, instead of one started per
# question (hundreds, each 30-100 ms on a loaded machine). A line in is a Python expression over
# the state file read afresh as `s`; a line out is its value as JSON, or "null" when the state
# cannot be read or the expression fails.
coproc ASK { "${python:-python3}" -u -c '
import json, sys
for line in sys.stdin:
    try:
        s = json.load(open(sys.argv[1]))
        print(json.dumps(eval(line)))
    except Exception:
        print("null")
' "$state"; }
# A coprocess's own descriptors are closed in subshells ($(…), < <(…)); copies are not.
exec 7>&"${ASK[1]}" 8<&"${ASK[0]}"
ask() { # EXPRESSION → its value as JSON
  printf '%s\n' "$1" >&7
  local answer=null
  IFS= read -r answer <&8
  printf '%s\n' "$answer"
}
field() { ask "$1"; }
# Whether a Python expression over the state `s` is true now.
holds() { [ "$(ask "bool($1)")" = true ]; }
# Waits until a Python expression over the state `s` is true.
wait_for() {
  for _ in $(seq 100); do
    holds "$1" && return 0
    sleep 0.1
  done
  return 1
}
key() { # real key events to the focused window (synthetic --window events are ignored by GTK)
  xdotool windowfocus --sync "$window" 2>/dev/null
  xdotool key --clearmodifiers "$1"
}
# Where a control is relative to the controls' scroller: above, below, or in view (UI-8).
where_is() {
  ask "(lambda x,y,w,h,vx,vy,vw,vh: 'in' if not (vx <= x+w/2 <= vx+vw) or (y >= vy and y+h <= vy+vh) else ('above' if y < vy else 'below'))(*s['widgets']['$1'], *s['controlsView'])" | tr -d '"'
}
# Scrolls the controls with the wheel until the control is in view (the window may be shorter than them).
scroll_to() {
  for _ in $(seq 60); do
    case $(where_is "$1") in
      in) return 0 ;;
      above) button=4 ;;
      *) button=5 ;;
    esac
    read -r vx vy < <(ask "'%d %d' % (s['controlsView'][0] + s['controlsView'][2] / 2, s['controlsView'][1] + s['controlsView'][3] / 2)" | tr -d '"')
    xdotool mousemove --window "$window" "$vx" "$vy" click $button
    sleep 0.05
  done
  return 1
}
click() {
  scroll_to "$1" || fail "cannot scroll to the control $1"
  read -r x y < <(ask "'%d %d' % (s['widgets']['$1'][0] + s['widgets']['$1'][2] / 2, s['widgets']['$1'][1] + s['widgets']['$1'][3] / 2)" | tr -d '"')
  xdotool mousemove --window "$window" "$x" "$y" click 1
}
# A display number nobody holds.
for _ in $(seq 50); do
  number=$((90 + RANDOM % 400))
  [ -e "/tmp/.X$number-lock" ] || [ -e "/tmp/.X11-unix/X$number" ] || break
done
display=":$number"
# UI-8: a 1280 x 720 screen; every control must be reachable by scrolling.
Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!
app=""
trap 'kill $app $xvfb ${ASK_PID:-} 2>/dev/null; wait 2>/dev/null' EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

# The theme choice is remembered here (THEME-7), not in the user's real config.
export XDG_CONFIG_HOME="$out/config"
start_app() {
  rm -f "$state"
  HANDHELD_STATE_FILE="$state" "$bin" >"$out/app.log" 2>&1 &
  app=$!
  window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Handheld$' 2>/dev/null | head -n 1)
  [ -n "$window" ] || fail "no 'Handheld' window appeared within 20 s"
  wait_for "s['screen'][2] > 0 and s['settled'] and s['widgets']['push'][2] > 1" || fail "the window never reported its state"
}
quit_app() {
  key ctrl+q
  for _ in $(seq 50); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
  kill -0 $app 2>/dev/null && fail "the window did not close on Ctrl+Q"
  wait $app; local status=$?; app=""
  [ $status -eq 0 ] || fail "handheld exited with $status"
}
# Chinese on a machine that never generated zh_CN (issue 34): GTK must not complain about the locale.
LANG=zh_CN.UTF-8 HANDHELD_EXIT_ON_READY=1 timeout 30 "$bin" >"$out/zh.log" 2>&1
grep -q 'WARNING' "$out/zh.log" && fail "LANG=zh_CN.UTF-8 printed: $(grep WARNING "$out/zh.log" | head -1)"
start_app
[ "$(field "s['statusBarOwner']")" = '"nav"' ] || fail "start: expected the black-bar navigation controller to own the status bar"
holds "s['windowSize'][0] <= 1280 and s['windowSize'][1] <= 720" \
  || fail "the window does not fit a 1280 x 720 screen: $(field "s['windowSize']")"
# UI-8: every control can be scrolled into view, inside the window.
# In the order they stand, top to bottom (issue 50, item 19: by name, each scroll went back and
# forth across the whole panel; this way the panel is scrolled through once).
for name in $(ask "' '.join(sorted(s['widgets'], key=lambda n: (s['widgets'][n][1], s['widgets'][n][0], n)))" | tr -d '"'); do
  case $name in nextChapter|chapterLabel) continue ;; esac # shown with a chaptered scenario only
  scroll_to "$name" || fail "cannot scroll to the control $name"
  holds "(lambda x,y,w,h,W,H: w > 0 and h > 0 and x >= 0 and y >= 0 and x+w <= W and y+h <= H)(*s['widgets']['$name'], *s['windowSize'])" || fail "the control $name is not inside the window: $(field "s['widgets']['$name']")"
done
echo "window smoke: every control reachable in a 1280 x 720 window"
# Issue 34: the inspector is readable at first launch, without touching a divider: wide enough,
# and no line of it runs past its right edge.
inspector_readable() {
  holds "s['inspector'][2] >= 380 and s['inspectorOverflow'] == 0 and s['inspector'][0] + s['inspector'][2] <= s['windowSize'][0]"
}
inspector_readable || fail "the inspector is not readable at first launch: $(field "[s['inspector'], s['inspectorOverflow'], s['windowSize']]")"
# Issue 20: the device and iOS choosers (and the side-by-side one) sit above the device with the
# zoom, where people look for them; the scrubber has a line of its own, most of the pane wide.
holds "all(s['widgets'][n][1] + s['widgets'][n][3] <= s['screen'][1] for n in ['zoom', 'device', 'ios', 'compare']) and s['widgets']['timeline'][2] >= 300" || fail "choosers not above the device, or a narrow scrubber: $(field "[s['widgets'][n] for n in ['device', 'ios', 'compare', 'timeline']]")"

click push
wait_for "s['top'] == 'screen1' and s['settled']" || fail "clicking Push did not push (top $(field "s['top']"))"
[ "$(field "s['stack']")" = '["inbox", "screen1"]' ] || fail "the stack after Push is $(field "s['stack']")"

# At a person's pace (issue 34): by now Push's tooltip shows just under the pointer, over the
# row of Present; a click there must reach Present, not the tooltip's window.
sleep 1.5
click present
wait_for "s['presented'] == ['screen2'] and s['settled']" || fail "clicking Present did not present"

key Escape
wait_for "s['presented'] == [] and s['settled']" || fail "Escape did not dismiss"

# The device in the window against the renderer, same session, same zoom: the whole framed
# picture (screen, bezel, rounded corners), the renderer's drawn over the window's desk colour.
compare_with_render() { # SCENARIO TIME|"" LABEL
  read -r dx dy dw dh < <(ask "' '.join(str(int(round(v))) for v in s['device'])" | tr -d '"')
  local zoom desk at=()
  zoom=$(field "s['zoom']")
  desk=$(field "s['desk']" | tr -d '"')
  [ -n "$2" ] && at=(--at "$2")
  # The pointer off every control, so no tooltip lies over the device.
  xdotool mousemove --window "$window" 4 120
  sleep 0.4
  import -window root -crop "${dw}x${dh}+${dx}+${dy}" +repage "$out/window-$3.png" || fail "screenshot failed"
  "$bin" render "$1" "${at[@]}" --frame --out "$out/rendered-$3.png" --scale "$zoom" >/dev/null || fail "handheld render failed ($3)"
  convert "$out/rendered-$3.png" -background "$desk" -flatten -crop "${dw}x${dh}+0+0" +repage "$out/rendered-$3.png"
  differing=$(compare -metric AE -fuzz 6% "$out/window-$3.png" "$out/rendered-$3.png" null: 2>&1 | cut -d' ' -f1)
  total=$((dw * dh))
  echo "window smoke: $3: $differing of $total pixels differ between the window and handheld render"
  holds "float('$differing') <= 0.001 * $total" || fail "the window and the renderer disagree on $3 (see $out)"
}
sleep 0.3
ask "open('$out/session.json', 'w').write(json.dumps(s['session']))" >/dev/null
compare_with_render "$out/session.json" "" "the session"

# The pop gesture: a real drag across the screen pops (POP-1…POP-3).
click push
wait_for "len(s['stack']) == 3 and s['settled']" || fail "the second Push did not push"
# Steps of an eighth of the screen's width, whatever the zoom: the drag ends 3/4 across.
read -r dx dy stride < <(ask "'%d %d %d' % (s['screen'][0] + s['screen'][2] * 0.1, s['screen'][1] + s['screen'][3] * 0.45, max(8, int(s['screen'][2] / 8)))" | tr -d '"')
xdotool mousemove --window "$window" "$dx" "$dy" mousedown 1
for step in 1 2 3 4 5 6; do sleep 0.02; xdotool mousemove --window "$window" $((dx + step * stride)) "$dy"; done
xdotool mouseup 1
wait_for "len(s['stack']) == 2 and s['settled']" || fail "dragging across the screen did not pop (stack $(field "s['stack']"))"

# Themes: the window starts in the system theme (PIC-4); Ctrl+T cycles (THEME-4), the choice
# survives a restart (THEME-7).
[ "$(field "s['theme']")" = '"system"' ] || fail "the first theme should be system (PIC-4): $(field "s['theme']")"
key ctrl+t
wait_for "s['theme'] == 'light' and s['settled']" || fail "Ctrl+T did not switch to the light theme (theme $(field "s['theme']"))"
key ctrl+t
wait_for "s['theme'] == 'dark' and s['settled']" || fail "Ctrl+T did not switch to the dark theme (theme $(field "s['theme']"))"
quit_app
grep -q '"theme": "dark"' "$XDG_CONFIG_HOME/handheld/settings.json" || fail "the theme choice was not saved"
start_app
[ "$(field "s['theme']")" = '"dark"' ] || fail "the theme choice did not survive a restart: $(field "s['theme']")"
quit_app

# Held still mid-motion (--open FILE --at T) on a cornered device, against render --at: a
# page sheet presenting and a rotation half way (PIC-1, PIC-2, PIC-6).
for case in "docs/frames/scenarios/page-sheet.json 0.2 mid-sheet" "docs/frames/scenarios/rotation.json 0.45 mid-rotation"; do
  read -r file at label <<<"$case"
  rm -f "$state"
  HANDHELD_STATE_FILE="$state" "$bin" --open "$file" --at "$at" >"$out/app.log" 2>&1 &
  app=$!
  window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Handheld$' 2>/dev/null | head -n 1)
  [ -n "$window" ] || fail "no window for $label"
  wait_for "s['screen'][2] > 0 and abs(s['time'] - $at) < 1e-9 and not s['settled']" || fail "the window did not hold still at $at s ($label)"
  sleep 0.5
  compare_with_render "$file" "$at" "$label"
  [ "$(field "abs(s['time'] - $at) < 1e-9")" = 'true' ] || fail "the window did not stay at $at s ($label)"
  quit_app
done
# File > Record beside the window (issue 34): a progress dialog while the window goes on; the
# GIF written; Escape (the dialog's Cancel) stops another and leaves nothing.
record_with() { # OUT, then what to do while it records: wait | cancel
  rm -f "$state"
  HANDHELD_STATE_FILE="$state" HANDHELD_RECORD_TO="$1" "$bin" --open Resources/scenarios/06-tips-and-rotation.json >"$out/app.log" 2>&1 &
  app=$!
  window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Handheld$' 2>/dev/null | head -n 1)
  [ -n "$window" ] || fail "no window for File > Record"
  dialog=$(timeout 20 xdotool search --sync --onlyvisible --name '^Recording ' 2>/dev/null | head -n 1)
  [ -n "$dialog" ] || fail "File > Record showed no progress dialog"
  wait_for "s['backgroundJob']" || fail "the window does not say a recording runs"
  if [ "$2" = cancel ]; then
    xdotool windowfocus --sync "$dialog" 2>/dev/null
    xdotool key --clearmodifiers Escape
  fi
  for _ in $(seq 600); do holds "not s['backgroundJob']" && break; sleep 0.1; done
}
record_with "$out/recorded.gif" wait
[ -s "$out/recorded.gif" ] && field "s['message']" | grep -q "Recorded the time line" || fail "File > Record did not write its GIF: $(field "s['message']")"
quit_app
record_with "$out/cancelled.gif" cancel
[ ! -e "$out/cancelled.gif" ] && field "s['message']" | grep -q "Recording stopped" || fail "Cancel did not stop the recording: $(field "s['message']")"
quit_app
echo "window smoke: File > Record ran beside the window with progress; Cancel stopped another"

# Show Fix (issue 51): a Swift project opened (imported beside the window), its second chapter's
# ignored preference offered under the inspector, and the diff lint --fix would apply shown.
mkdir -p "$out/FixesApp" && cp Tests/swift-sources/Fixes/Before.swift "$out/FixesApp/App.swift"
rm -f "$state"
XDG_DATA_HOME="$out/data" HANDHELD_STATE_FILE="$state" "$bin" --open "$out/FixesApp" >"$out/app.log" 2>&1 &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Handheld$' 2>/dev/null | head -n 1)
[ -n "$window" ] || fail "no window for Show Fix"
for _ in $(seq 1200); do holds "s['chapter'] is not None and not s['backgroundJob']" && break; sleep 0.1; done
holds "s['chapter'] is not None" || fail "the Swift project was not imported: $(field "s['message']")"
holds "not s['fixButtonShown']" || fail "Show Fix is offered before anything is ignored"
click nextChapter
wait_for "s['fixTargets'] == ['ComposerViewController (SB-2)'] and s['fixButtonShown'] and s['fixButton'][2] > 1" || fail "Show Fix does not offer the sheet's class: $(field "s['fixTargets']")"
read -r x y < <(ask "'%d %d' % (s['fixButton'][0] + s['fixButton'][2] / 2, s['fixButton'][1] + s['fixButton'][3] / 2)" | tr -d '"')
# The menu pops up, then its first item is chosen with the keys (the menu holds the keyboard
# only once it is shown: on a loaded machine that is not at once).
for _ in 1 2 3; do
  xdotool mousemove --window "$window" "$x" "$y" click 1
  wait_for "s['fixMenuOpen']" && break
done
holds "s['fixMenuOpen']" || fail "Show Fix's menu did not open"
xdotool key --clearmodifiers Down
sleep 0.2
xdotool key --clearmodifiers Return
dialog=$(timeout 120 xdotool search --sync --onlyvisible --name '^lint --fix for ComposerViewController' 2>/dev/null | head -n 1)
[ -n "$dialog" ] || fail "Show Fix showed no diff: $(field "s['message']")"
wait_for "'+        modalPresentationCapturesStatusBarAppearance = true' in s['shownDiff'] and 'childForStatusBarStyle' not in s['shownDiff']" \
  || fail "Show Fix's diff is not the sheet's capture alone: $(field "s['shownDiff']")"
# Closed (its response), the dialog goes and the window stays.
xdotool windowfocus --sync "$dialog" 2>/dev/null
xdotool key --clearmodifiers Escape
for _ in $(seq 50); do xdotool search --onlyvisible --name '^lint --fix for ' >/dev/null 2>&1 || break; sleep 0.1; done
xdotool search --onlyvisible --name '^lint --fix for ' >/dev/null 2>&1 && fail "Show Fix's dialog did not close"
kill -0 $app 2>/dev/null || fail "the window went away when Show Fix's dialog closed"
quit_app
echo "window smoke: Show Fix offered the ignored class of an opened Swift project and showed its diff"

# The inspector at 1366 x 768, the commonest laptop screen (issue 34).
kill $xvfb 2>/dev/null; wait $xvfb 2>/dev/null
Xvfb "$display" -screen 0 1366x768x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
start_app
inspector_readable || fail "the inspector is not readable at 1366 x 768: $(field "[s['inspector'], s['inspectorOverflow'], s['windowSize']]")"
quit_app
echo "window smoke: PASS (fits 1280 x 720 with every control reachable, clicks on Push and Present, Escape, window = render, a real drag pops, Ctrl+T's theme remembered across a restart, held still mid-sheet and mid-rotation = render, Ctrl+Q, Show Fix's diff, the inspector readable at 1280 x 720 and 1366 x 768)"
