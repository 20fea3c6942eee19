#!/usr/bin/env bash
# Issue 25: po/handheld.pot from the sources. Every message a person reads goes through `tr("…")`
# in Swift (xgettext reads Swift as C: one literal per call, `%s`/`%N$s` for what is filled in);
# the gallery's names, readMes and chapter titles come from the scenario files.
# Usage: update-pot.sh [OUT]   (default po/handheld.pot)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-po/handheld.pot}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git ls-files 'Sources/*.swift' | grep -v -E '^Sources/(HandheldBench|HandheldFuzz|HandheldSourcesFuzz)/' | LC_ALL=C sort > "$tmp/files"
xgettext --force-po --language=C --keyword=tr --keyword=trLater --keyword=trn:1,2 --from-code=UTF-8 --add-comments=TRANSLATORS: --no-wrap \
  --package-name=handheld --msgid-bugs-address=https://github.com/handheld/handheld/issues \
  --files-from="$tmp/files" -o "$tmp/code.pot" 2> >(grep -v "unterminated string literal" >&2)
python3 scripts/scenario-strings.py "$tmp/scenarios.pot"
msgcat --use-first --no-wrap "$tmp/code.pot" "$tmp/scenarios.pot" -o "$tmp/all.pot"
# The creation date changes every run; keep the file stable so a check can compare it.
sed -i '/^"POT-Creation-Date:/d' "$tmp/all.pot"
cp "$tmp/all.pot" "$out"
