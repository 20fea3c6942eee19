#!/usr/bin/env bash
# Issue 25: the translations are complete and current, Chinese is what a zh_CN user reads, and a
# pseudo-locale shows that what the command line says goes through gettext.
# Usage: translation-check.sh BIN
set -uo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/handheld}
failures=0
check() { if [ "$2" -eq 0 ]; then echo "ok: $1"; else echo "not ok: $1"; failures=$((failures + 1)); fi; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The catalog template is what the sources say now (a message added without `make pot` fails).
bash scripts/update-pot.sh "$tmp/handheld.pot"
ids() { msgattrib --no-location --no-wrap --sort-output "$1" | grep -E '^msgid(_plural)? ' ; }
diff <(ids po/handheld.pot) <(ids "$tmp/handheld.pot") > "$tmp/stale"
check "po/handheld.pot is current (else: make pot)" $([ ! -s "$tmp/stale" ]; echo $?)
head -5 "$tmp/stale"

for lang in $(cat po/LINGUAS); do
  stats=$(msgfmt --check --statistics -o "$tmp/$lang.mo" "po/$lang.po" 2>&1)
  check "msgfmt --check passes for $lang" $?
  echo "  $lang: $stats"
  check "$lang has no untranslated or fuzzy message" $(! grep -qE 'untranslated|fuzzy' <<<"$stats"; echo $?)
  check "$lang covers every message of the template" $(msgcmp "po/$lang.po" po/handheld.pot >/dev/null 2>&1; echo $?)
done

# Chinese on a machine that has never generated zh_CN (LANG falls back to C.UTF-8 with LANGUAGE).
out=$(LANG=zh_CN.UTF-8 LANGUAGE= LC_ALL= "$bin" lint Tests/cli/fixtures/failing.json 2>&1)
check "lint speaks Chinese under LANG=zh_CN.UTF-8, its prefix kept" $(grep -q '^Tests/cli/fixtures/failing.json:[0-9]*:[0-9]*: warning: .*被忽略' <<<"$out"; echo $?)
out=$(LANG=zh_CN.UTF-8 "$bin" run Resources/scenarios/pitfalls/*.json 2>&1)
check "run keeps PASS and the summary line, and names the pitfalls in Chinese" \
  $(grep -q '^PASS .*症状\|^PASS 在 UINavigationController' <<<"$out" && grep -q '^[0-9]* passed, 0 failed$' <<<"$out"; echo $?)
out=$(LANG=zh_CN.UTF-8 "$bin" run Tests/cli/fixtures/bad-json.json 2>&1)
check "a malformed scenario's error is in Chinese at its file, line and column" $(grep -q 'bad-json.json:6:5: 数组中应为' <<<"$out"; echo $?)

# The pseudo-locale: every message wrapped in ⟦…⟧. A line of the command line's errors that has
# English words outside the brackets came from a string gettext never saw.
mkdir -p "$tmp/locale/xx/LC_MESSAGES"
msgen po/handheld.pot 2>/dev/null | msgfilter --keep-header -o "$tmp/xx.po" sed -e '1s/^/⟦/' -e '$s/$/⟧/' 2>/dev/null
msgfmt -o "$tmp/locale/xx/LC_MESSAGES/handheld.mo" "$tmp/xx.po"
pseudo() { HANDHELD_LOCALEDIR="$tmp/locale" LANG=C.UTF-8 LC_ALL= LANGUAGE=xx "$bin" "$@" 2>&1; }
{
  pseudo run Tests/cli/fixtures/*.json | grep -v -E '^(PASS|FAIL) |^[0-9]+ passed, [0-9]+ failed$'
  pseudo lint Tests/cli/fixtures/failing.json Tests/cli/fixtures/bad-json.json
  pseudo render Tests/cli/fixtures/bad-json.json --out "$tmp/x.png"
  pseudo record Resources/scenarios/02-why-is-my-status-bar-white.json --out "$tmp/r.gif" --fps 0
  pseudo window --at 1
} > "$tmp/pseudo.txt"
python3 Tests/i18n/outside-words.py "$tmp/pseudo.txt" > "$tmp/untranslated"
check "every line the command line says is translatable (pseudo-locale)" $([ ! -s "$tmp/untranslated" ]; echo $?)
head -10 "$tmp/untranslated"
# The explanations and the event log of every scenario shipped and tested, as --state writes
# them (its keys, and the log's kinds, stay English: tools read them).
scenarios=$(ls Resources/scenarios/*.json Resources/scenarios/pitfalls/*.json Tests/conformance/*.json Tests/bars/*.json \
  Tests/touches/*.json Tests/versions/*.json 2>/dev/null)
pseudo run --state $scenarios | python3 -c '
import json, re, sys
text = sys.stdin.read()
decoder, at = json.JSONDecoder(), 0
def strings(node):
    if isinstance(node, str): yield node
    elif isinstance(node, list):
        for item in node: yield from strings(item)
    elif isinstance(node, dict):
        for value in node.values(): yield from strings(value)
while True:
    at = text.find("{", at)
    if at < 0: break
    state, at = decoder.raw_decode(text, at)
    for line in state.get("log", []): print(re.sub(r"^\[[0-9.]+s\] [a-zA-Z]+: ", "", line))
    for line in strings(state.get("explanation")): print(line)
    if state.get("failure"): print(state["failure"])
' > "$tmp/pseudo-state.txt"
python3 Tests/i18n/outside-words.py "$tmp/pseudo-state.txt" --data $scenarios > "$tmp/untranslated"
check "every explanation and event in the scenarios is translatable (pseudo-locale, $(wc -l < "$tmp/pseudo-state.txt") lines)" \
  $([ -s "$tmp/pseudo-state.txt" ] && [ ! -s "$tmp/untranslated" ]; echo $?)
head -10 "$tmp/untranslated"
# The window: every label, menu item, tooltip and section title, the controls' items, the
# inspector and the words painted on the device, for each scenario of the gallery (its
# events too), mid-motion and settled. Under Xvfb, as the smoke test runs.
if command -v Xvfb >/dev/null; then
  display=:$((200 + RANDOM % 400))
  Xvfb "$display" -screen 0 1600x1000x24 >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
  : > "$tmp/pseudo-window.txt"
  # "none": the window as it first opens, with nothing opened (its banner's first words, issue 34).
  for file in none Resources/scenarios/*.json Resources/scenarios/pitfalls/*.json; do
    for at in 0.2 ""; do
      [ "$file" = none ] && [ -n "$at" ] && continue
      rm -f "$tmp/texts"
      opened=(--open "$file")
      [ "$file" = none ] && opened=()
      DISPLAY=$display GSETTINGS_BACKEND=memory XDG_CONFIG_HOME="$tmp/config" HANDHELD_TEXTS_FILE="$tmp/texts" HANDHELD_EXIT_ON_READY=1 \
        HANDHELD_LOCALEDIR="$tmp/locale" LANG=C.UTF-8 LC_ALL= LANGUAGE=xx timeout 30 "$bin" window "${opened[@]}" ${at:+--at $at} >/dev/null 2>&1
      cat "$tmp/texts" >> "$tmp/pseudo-window.txt" 2>/dev/null
    done
  done
  kill $xvfb 2>/dev/null
  python3 Tests/i18n/outside-words.py "$tmp/pseudo-window.txt" --data Resources/scenarios/*.json Resources/scenarios/pitfalls/*.json \
    Resources/devices/*.json Resources/themes/*.json > "$tmp/untranslated"
  check "every text the window shows is translatable (pseudo-locale, $(sort -u "$tmp/pseudo-window.txt" | wc -l) texts)" \
    $([ -s "$tmp/pseudo-window.txt" ] && [ ! -s "$tmp/untranslated" ]; echo $?)
  sort -u "$tmp/untranslated" | head -20
fi
echo "translations: $failures failed"
exit $((failures > 0))
