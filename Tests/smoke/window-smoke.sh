#!/usr/bin/env bash
# Window smoke test (UI-1…UI-3), under Xvfb, driven like a person would: xdotool clicks the
# real buttons (their positions come from the state file the app writes when
# HANDHELD_STATE_FILE is set), presses keys, and the state file tells what the engine did.
# Then a screenshot of the device screen is compared with `handheld render` of the same
# session: the window and the renderer must show the same pixels (one painter).
set -uo pipefail
bin=$(realpath "${1:-.build/debug/handheld}")
# Without a D-Bus session (CI, a container) GSettings' dconf backend warns at every read.
[ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || export GSETTINGS_BACKEND=memory
# Each run has its own folder (and config), so two runs at once cannot disturb each other.
out=${SMOKE_OUT:-$(mktemp -d /tmp/handheld-smoke.XXXXXX)}
mkdir -p "$out"
state="$out/state.json"

for tool in Xvfb xdotool import compare python3; do
  command -v $tool >/dev/null || { echo "window smoke: $tool is needed (make test installs it)" >&2; exit 1; }
done

fail() { echo "window smoke: FAIL: $*"; [ -f "$out/app.log" ] && sed 's/^/  app: /' "$out/app.log" | tail -20; exit 1; }
field() { python3 -c "import json,sys; s=json.load(open('$state')); print(json.dumps(eval(sys.argv[1])))" "$1" 2>/dev/null; }
# Waits until a Python expression over the state `s` is true.
wait_for() {
  for _ in $(seq 100); do
    [ -f "$state" ] && python3 -c "import json,sys; s=json.load(open('$state')); sys.exit(0 if ($1) else 1)" 2>/dev/null && return 0
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
  python3 -c "
import json; s=json.load(open('$state'))
x,y,w,h=s['widgets']['$1']; vx,vy,vw,vh=s['controlsView']
inside = vx <= x+w/2 <= vx+vw
print('in' if not inside or (y >= vy and y+h <= vy+vh) else ('above' if y < vy else 'below'))" 2>/dev/null
}
# Scrolls the controls with the wheel until the control is in view (the window may be shorter than them).
scroll_to() {
  for _ in $(seq 60); do
    case $(where_is "$1") in
      in) return 0 ;;
      above) button=4 ;;
      *) button=5 ;;
    esac
    read -r vx vy < <(python3 -c "import json; s=json.load(open('$state')); x,y,w,h=s['controlsView']; print(int(x+w/2), int(y+h/2))")
    xdotool mousemove --window "$window" "$vx" "$vy" click $button
    sleep 0.05
  done
  return 1
}
click() {
  scroll_to "$1" || fail "cannot scroll to the control $1"
  read -r x y < <(python3 -c "import json; s=json.load(open('$state')); x,y,w,h=s['widgets']['$1']; print(int(x+w/2), int(y+h/2))")
  xdotool mousemove --window "$window" "$x" "$y" click 1
}
# A press, moves and a release on the device screen, in interface points from the screen's top left (portrait).
drag_screen() { # x0 y0 x1 y1 steps
  read -r sx sy zoom < <(python3 -c "import json; s=json.load(open('$state')); x,y,w,h=s['screen']; print(x, y, s['zoom'])")
  read -r ax ay < <(python3 -c "print(int($sx + $1 * $zoom), int($sy + $2 * $zoom))")
  xdotool mousemove --window "$window" "$ax" "$ay" mousedown 1
  for step in $(seq "$5"); do
    sleep 0.02
    read -r mx my < <(python3 -c "print(int($sx + ($1 + ($3 - $1) * $step / $5) * $zoom), int($sy + ($2 + ($4 - $2) * $step / $5) * $zoom))")
    xdotool mousemove --window "$window" "$mx" "$my"
  done
  xdotool mouseup 1
}
tap_screen() { # x y, interface points
  read -r ax ay < <(python3 -c "import json; s=json.load(open('$state')); x,y,w,h=s['screen']; z=s['zoom']; print(int(x + $1 * z), int(y + $2 * z))")
  xdotool mousemove --window "$window" "$ax" "$ay" click 1
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
trap 'kill $app $xvfb 2>/dev/null; wait 2>/dev/null' EXIT
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
start_app
[ "$(field "s['statusBarOwner']")" = '"nav"' ] || fail "start: expected the black-bar navigation controller to own the status bar"
python3 -c "import json,sys; s=json.load(open('$state')); w,h=s['windowSize']; sys.exit(0 if w <= 1280 and h <= 720 else 1)" \
  || fail "the window does not fit a 1280 x 720 screen: $(field "s['windowSize']")"
# UI-8: every control can be scrolled into view, inside the window.
for name in $(python3 -c "import json; print(' '.join(sorted(json.load(open('$state'))['widgets'])))"); do
  [ "$name" = nextChapter ] && continue # shown with a chaptered scenario only
  scroll_to "$name" || fail "cannot scroll to the control $name"
  python3 -c "
import json,sys; s=json.load(open('$state')); x,y,w,h=s['widgets']['$name']; W,H=s['windowSize']
sys.exit(0 if w > 0 and h > 0 and x >= 0 and y >= 0 and x+w <= W and y+h <= H else 1)" || fail "the control $name is not inside the window: $(field "s['widgets']['$name']")"
done
echo "window smoke: every control reachable in a 1280 x 720 window"
# Issue 20: the device and iOS choosers (and the side-by-side one) sit above the device with the
# zoom, where people look for them; the scrubber has a line of its own, most of the pane wide.
python3 -c "
import json,sys; s=json.load(open('$state')); w=s['widgets']; top=s['screen'][1]
above = all(w[n][1] + w[n][3] <= top for n in ['zoom', 'device', 'ios', 'compare'])
wide = w['timeline'][2] >= 300
sys.exit(0 if above and wide else 1)" || fail "choosers not above the device, or a narrow scrubber: $(field "[s['widgets'][n] for n in ['device', 'ios', 'compare', 'timeline']]")"
# UI-8: the banner has a fixed height: what it says never moves the controls.
controls_top=$(field "s['controlsView'][1]")

click push
wait_for "s['top'] == 'screen1' and s['settled']" || fail "clicking Push did not push (top $(field "s['top']"))"
[ "$(field "s['stack']")" = '["inbox", "screen1"]' ] || fail "the stack after Push is $(field "s['stack']")"

click barHidden
wait_for "s['statusBarOwner'] == 'screen1' and s['settled']" || fail "hiding the bar did not hand the status bar to the top (SB-4): owner $(field "s['statusBarOwner']")"
[ "$(field "s['statusBarContent']")" = '"dark"' ] || fail "expected dark content once screen1 decides, got $(field "s['statusBarContent']")"

click present
wait_for "s['presented'] == ['screen2'] and s['settled']" || fail "clicking Present did not present"
# The style chooser starts at UIKit's default, automatic: on iOS 26 a form sheet, on a phone
# the card sheet, which leaves the status bar with the presenter (VER-1, VER-2, SB-2).
[ "$(field "s['statusBarOwner']")" = '"screen1"' ] || fail "an automatic (form sheet) presentation should leave the status bar with screen1: $(field "s['statusBarOwner']")"

key Escape
wait_for "s['presented'] == [] and s['settled']" || fail "Escape did not dismiss"

# The device in the window against the renderer, same session, same zoom: the whole framed
# picture (screen, bezel, rounded corners), the renderer's drawn over the window's desk colour.
compare_with_render() { # SCENARIO TIME|"" LABEL
  read -r dx dy dw dh < <(python3 -c "import json; s=json.load(open('$state')); print(*[int(round(v)) for v in s['device']])")
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
  python3 -c "import sys; sys.exit(0 if float('$differing') <= 0.001 * $total else 1)" || fail "the window and the renderer disagree on $3 (see $out)"
}
sleep 0.3
python3 -c "import json; s=json.load(open('$state')); open('$out/session.json','w').write(json.dumps(s['session']))"
compare_with_render "$out/session.json" "" "the session"

# The pop gesture: a real drag across the screen pops (POP-1…POP-3).
click push
wait_for "len(s['stack']) == 3 and s['settled']" || fail "the second Push did not push"
# Steps of an eighth of the screen's width, whatever the zoom: the drag ends 3/4 across.
read -r dx dy stride < <(python3 -c "import json; s=json.load(open('$state')); x,y,w,h=s['screen']; print(int(x+w*0.1), int(y+h*0.45), max(8, int(w/8)))")
xdotool mousemove --window "$window" "$dx" "$dy" mousedown 1
for step in 1 2 3 4 5 6; do sleep 0.02; xdotool mousemove --window "$window" $((dx + step * stride)) "$dy"; done
xdotool mouseup 1
wait_for "len(s['stack']) == 2 and s['settled']" || fail "dragging across the screen did not pop (stack $(field "s['stack']"))"

# UI-6: a tap on the back button pops; a tap on the second tab bar item selects it.
tap_screen 24 42
wait_for "len(s['stack']) == 1 and s['settled']" || fail "a tap on the back button did not pop (stack $(field "s['stack']"))"
tap_screen 280 640
wait_for "s['selectedTab'] == 1 and s['top'] == 'profile' and s['settled']" || fail "a tap on the second tab item did not select it ($(field "s['selectedTab']"))"
tap_screen 90 640
wait_for "s['selectedTab'] == 0 and s['settled']" || fail "a tap on the first tab item did not select it"
# UI-6: a page sheet that captures the status bar, swiped down: dismissed, and the owner returns.
scroll_to presentStyle
# The chooser's menu opens on the current item: two down is automatic → fullScreen → pageSheet.
click presentStyle
sleep 0.5
xdotool key Down Down Return
sleep 0.3
click present
wait_for "len(s['presented']) == 1 and s['settled']" || fail "Present did not present a sheet"
owner_before=$(field "s['statusBarOwner']")
click capturesStatusBarAppearance
wait_for "s['statusBarOwner'] == s['presented'][0] and s['settled']" || fail "capturesStatusBarAppearance on the sheet did not give it the status bar (SB-2): $(field "s['statusBarOwner']")"
drag_screen 187 120 187 520 12
wait_for "s['presented'] == [] and s['settled']" || fail "a swipe down did not dismiss the page sheet (UI-6): $(field "s['presented']")"
[ "$(field "s['statusBarOwner']")" = "$owner_before" ] || fail "the status bar owner did not return after the swipe: $(field "s['statusBarOwner']")"
# The session so far (taps, the swipe, the capture set on the sheet) saved and replayed: the same state.
sleep 0.3
python3 -c "import json; s=json.load(open('$state')); open('$out/touched.json','w').write(json.dumps(s['session']))"
"$bin" run "$out/touched.json" >"$out/touched.log" 2>&1 || fail "the saved session does not replay to the same state: $(cat "$out/touched.log")"
# UI-7: Ctrl+plus zooms in (painted at the new size), Ctrl+0 fits again.
zoom_before=$(field "s['zoom']")
key ctrl+plus
wait_for "s['zoom'] > $zoom_before" || fail "Ctrl+plus did not zoom in (zoom $(field "s['zoom']"))"
key ctrl+0
wait_for "s['zoom'] == $zoom_before" || fail "Ctrl+0 did not fit the pane again (zoom $(field "s['zoom']"))"

# Tips: Show tip puts one up (TIP-3); a click on the overlay hides it (TIP-5). The click's
# x is a Python expression over the screen rectangle x, y, w, h; `where` names the case.
tip_and_tap() { # x-expression, where
  click showTip
  wait_for "s['tipVisible'] and s['tipText'] == 'Saved' and s['settled']" || fail "Show tip did not show the tip $2"
  read -r tx ty < <(python3 -c "import json; s=json.load(open('$state')); x,y,w,h=s['screen']; print(int($1), int(y+5))")
  xdotool mousemove --window "$window" "$tx" "$ty" click 1
  wait_for "not s['tipVisible']" || fail "a click on the overlay did not hide the tip $2"
}
tip_and_tap "x+20" "in portrait"

# Rotation: Ctrl+Right turns the device a quarter to the right.
key ctrl+Right
wait_for "s['orientation'] == 'landscapeLeft' and s['settled']" || fail "Ctrl+Right did not rotate (orientation $(field "s['orientation']"))"
[ "$(field "s['statusBarHidden']")" = 'true' ] || fail "an iPhone hides the status bar in landscape (DEV-4)"
# In landscape the click goes back through the viewer's turn and the interface's (TIP-5).
tip_and_tap "x+w-20" "in landscape"
key ctrl+Left
wait_for "s['orientation'] == 'portrait' and s['settled']" || fail "Ctrl+Left did not rotate back"

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

# A corrupt config file: the default theme, a warning, no crash.
printf '{"theme": ' > "$XDG_CONFIG_HOME/handheld/settings.json"
start_app
[ "$(field "s['theme']")" = '"system"' ] || fail "a corrupt config should give the default theme"
field "s['message']" | grep -q "settings.json:1:11: .*using the default theme" || fail "the corrupt config was not reported: $(field "s['message']")"
quit_app
# A pitfall (SB-11) opens at its symptom: the ignored preference named in the state, marked
# on the device as the renderer marks it; Next chapter runs on to the fix, which clears it.
pitfall=Resources/scenarios/pitfalls/01-preferredstatusbarstyle-is-never-called-inside-a-uinavigationcontroller.json
rm -f "$state"
HANDHELD_STATE_FILE="$state" "$bin" --open "$pitfall" >"$out/app.log" 2>&1 &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Handheld$' 2>/dev/null | head -n 1)
[ -n "$window" ] || fail "no window for the pitfall"
wait_for "s['screen'][2] > 0 and s['settled'] and s['chapter'] == [1, 2]" || fail "the pitfall did not open at its first chapter: $(field "s['chapter']")"
[ "$(field "s['ignored']")" = '["profile.preferredStatusBarStyle"]' ] || fail "the symptom should ignore profile.preferredStatusBarStyle: $(field "s['ignored']")"
[ "$(field "s['controlsView'][1]")" = "$controls_top" ] || fail "the banner with a long readMe and a chapter bar moved the controls: $(field "s['controlsView'][1]") against $controls_top (UI-8)"
field "s['explanation']['ignored'][0]" | grep -q "'nav' shows its navigation bar" || fail "the explanation does not say why it is ignored"
sleep 0.3
python3 -c "import json; s=json.load(open('$state')); open('$out/pitfall.json','w').write(json.dumps(s['session']))"
compare_with_render "$out/pitfall.json" "" "pitfall-symptom"
click nextChapter
wait_for "s['chapter'] == [2, 2] and s['settled']" || fail "Next chapter did not run on to the fix: $(field "s['chapter']")"
[ "$(field "s['ignored']")" = '[]' ] || fail "the fix should leave nothing ignored: $(field "s['ignored']")"
[ "$(field "s['statusBarOwner']")" = '"profile"' ] || fail "after the fix profile should decide: $(field "s['statusBarOwner']")"
quit_app

# UI-9: the time line. An opened file: step back to its start, play to its end; the file
# changed on disk is reloaded at the same time; acting after scrubbing back cuts the future.
cp docs/frames/scenarios/page-sheet.json "$out/watched.json"
rm -f "$state"
HANDHELD_STATE_FILE="$state" "$bin" --open "$out/watched.json" >"$out/app.log" 2>&1 &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Handheld$' 2>/dev/null | head -n 1)
[ -n "$window" ] || fail "no window for the time line"
wait_for "s['screen'][2] > 0 and s['settled'] and s['widgets']['push'][2] > 1" || fail "the time line's file did not open"
end=$(field "s['timeline']['end']")
click timelineBack
wait_for "s['time'] == 0 and s['timeline']['scrubbed'] == 0" || fail "step back did not go to the start: time $(field "s['time']"), $(field "s['timeline']")"
click timelinePlay
wait_for "s['timeline']['scrubbed'] is None and abs(s['time'] - $end) < 1e-6 and not s['timeline']['playing']" \
  || fail "play did not run on to the end and go live: time $(field "s['time']"), $(field "s['timeline']")"
sleep 0.5 # file times have a resolution: the change must be later
sed -i 's/"presentationStyle": "pageSheet"/"presentationStyle": "fullScreen"/' "$out/watched.json"
wait_for "'Reloaded' in s['message'] and s['statusBarOwner'] == 'compose'" \
  || fail "the file changed on disk was not reloaded (owner $(field "s['statusBarOwner']"), message $(field "s['message']"))"
click timelineBack
wait_for "s['time'] == 0" || fail "step back after the reload did not go to the start"
key ctrl+t
wait_for "s['timeline']['scrubbed'] is None and s['theme'] == 'light' and s['settled']" || fail "acting after scrubbing back did not go on from there"
python3 -c "import json; s=json.load(open('$state')); open('$out/cut.json','w').write(json.dumps(s['session']))"
"$bin" run "$out/cut.json" >"$out/cut.log" 2>&1 || fail "the session cut at 0 s does not replay: $(cat "$out/cut.log")"
python3 -c "
import json,sys; s=json.load(open('$out/cut.json')); ops=[st['op'] for st in s['steps']]
sys.exit(0 if ops[:2] == ['present', 'nextTheme'] else 1)" || fail "the future was not cut: $(python3 -c "import json; print([st['op'] for st in json.load(open('$out/cut.json'))['steps']])")"
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
echo "window smoke: PASS (every control reachable at 1280 x 720, push, bar hidden, present, Escape, window = render, drag pops, back button and tab items tapped, a page sheet swiped away and the owner back, the session replayed, Ctrl+plus and Ctrl+0 zoom, the time line stepped back, played, reloaded from disk and cut, tip shown and tapped away, rotation keys, theme remembered, corrupt config reported, a pitfall marked = render and fixed by Next chapter, held still mid-sheet and mid-rotation = render, Ctrl+Q)"
