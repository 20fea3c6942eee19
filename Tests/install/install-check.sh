#!/usr/bin/env bash
# Issue 25: `make install PREFIX=DIR` into an empty folder, then the installed binary works from
# the installed files alone (from another folder, with the build's resource bundle out of reach),
# the desktop file and the metainfo validate, and `make uninstall` removes every installed file.
set -uo pipefail
cd "$(dirname "$0")/../.."
config=${1:-debug}
prefix=$(mktemp -d)
bundle=".build/$config/Handheld_HandheldResources.resources"
failures=0
check() { if [ "$2" -eq 0 ]; then echo "ok: $1"; else echo "not ok: $1"; failures=$((failures + 1)); fi; }
restore() { [ -d "$bundle.aside" ] && mv "$bundle.aside" "$bundle"; rm -rf "$prefix"; }
trap restore EXIT

make --no-print-directory install PREFIX="$prefix" CONFIG="$config" >/dev/null
check "make install exits 0" $?
mv "$bundle" "$bundle.aside"
out=$(cd / && "$prefix/bin/handheld" run "$prefix/share/handheld/scenarios/02-why-is-my-status-bar-white.json" 2>&1)
check "the installed binary runs a scenario from another folder, with the build's resources out of reach" \
  $(grep -q '^1 passed, 0 failed$' <<<"$out"; echo $?)
out=$(cd / && "$prefix/bin/handheld" run --state "$prefix/share/handheld/scenarios/02-why-is-my-status-bar-white.json" 2>&1)
check "the installed binary reads its device profiles" $(grep -q '"device"' <<<"$out"; echo $?)
out=$(cd / && LANG=zh_CN.UTF-8 "$prefix/bin/handheld" run /nonexistent.json 2>&1)
check "the installed binary reads its translations from PREFIX/share/locale" $(grep -q '不是有效的场景' <<<"$out"; echo $?)
if [ -x ".build/$config/handheld-sources" ]; then
  # Issue 36: the reader, once built, is installed with handheld, and `handheld lint` of Swift
  # sources works from the installed files.
  out=$(cd / && "$prefix/bin/handheld" lint "$OLDPWD/Tests/swift-sources/Trust/Names" 2>&1)
  check "make install installs the source reader beside handheld, and handheld lint uses it" \
    $([ -x "$prefix/bin/handheld-sources" ] && grep -q 'read 1 Swift file' <<<"$out"; echo $?)
fi
mv "$bundle.aside" "$bundle"
desktop-file-validate "$prefix/share/applications/io.github.handheld.Playground.desktop"
check "the installed desktop file validates" $?
appstreamcli validate --no-net "$prefix/share/metainfo/io.github.handheld.Playground.metainfo.xml" >/dev/null
check "the installed metainfo validates" $?
[ -f "$prefix/share/icons/hicolor/scalable/apps/io.github.handheld.Playground.svg" ]
check "the icon is installed under the application id" $?
# Issue 35: a theme the user put beside the installed ones survives install and uninstall.
mkdir -p "$prefix/share/handheld/themes"
echo '{"name": "mine"}' > "$prefix/share/handheld/themes/mine.json"
make --no-print-directory install PREFIX="$prefix" CONFIG="$config" >/dev/null
check "make install again keeps a file it did not write" $([ -f "$prefix/share/handheld/themes/mine.json" ]; echo $?)
make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
left=$(find "$prefix" -type f | wc -l)
check "make uninstall removes every installed file and only those" \
  $([ "$left" -eq 1 ] && [ -f "$prefix/share/handheld/themes/mine.json" ]; echo $?)
echo "install: $failures failed"
exit $((failures > 0))
