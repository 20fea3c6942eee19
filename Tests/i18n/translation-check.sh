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
# What may stand outside: file positions, lint's prefix, ArgumentParser's own words, code.
python3 - "$tmp/pseudo.txt" > "$tmp/untranslated" <<'PY'
import re, sys
allowed = re.compile(r"^(warning|error|note|Error|Usage|Help|See|handheld|USAGE|OPTIONS|ARGUMENTS)$")
for line in open(sys.argv[1], encoding='utf-8'):
    # ArgumentParser's own usage lines are the library's words, not ours.
    if re.match(r"^(Usage: |  See '|Help: )", line): continue
    outside = line
    while True:
        inner = re.sub(r'⟦[^⟦⟧]*⟧', ' ', outside)
        if inner == outside: break
        outside = inner
    outside = re.sub(r'\S+\.(json|png|gif|swift)\S*', ' ', outside)
    outside = re.sub(r'\b[A-Z]+-\d+[a-z]?(\.\d+)?\b', ' ', outside)
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z']+", outside) if not allowed.match(w)]
    if words: print(line.rstrip())
PY
check "every line the command line says is translatable (pseudo-locale)" $([ ! -s "$tmp/untranslated" ]; echo $?)
head -10 "$tmp/untranslated"
echo "translations: $failures failed"
exit $((failures > 0))
