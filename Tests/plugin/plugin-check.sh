#!/usr/bin/env bash
# Issue 39: the SwiftPM plugins, run from a small package that depends on this one (a copy in a
# temporary folder, its dependency pointed at this checkout): the command plugin, and the
# build tool on a target's build. Slow (the package builds the reader, swift-syntax included,
# once for itself), so it is its own make target, run by CI.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$root/Tests/plugin/Fixture" "$work/Fixture"
sed -i "s|path: \"../../..\"|path: \"$root\"|" "$work/Fixture/Package.swift"
failed=0
check() { if [ "$2" -eq 0 ]; then echo "ok: $1"; else echo "not ok: $1"; failed=$((failed + 1)); fi; }
cd "$work/Fixture"
out=$(swift package plugin handheld-lint 2>&1); code=$?
echo "$out" | tail -5
check "swift package plugin handheld-lint lints the package's targets (SB-2 at the player's override)" \
  $(grep -q "Sources/Screens/Screens.swift:6:18: warning: 'PlayerViewController'.prefersStatusBarHidden = true is ignored" <<<"$out"; echo $?)
out=$(swift package plugin handheld-lint --target Screens --format checkstyle 2>&1)
check "the command plugin passes lint's own options on (--format checkstyle) and takes --target" \
  $(grep -q 'source="handheld.SB-2"' <<<"$out"; echo $?)
out=$(swift build 2>&1); code=$?
echo "$out" | grep -E "warning|handheld" | tail -5
check "the build tool lints the target as it builds, its findings the build's warnings, and warnings do not fail the build" \
  $([ $code -eq 0 ] && grep -q "Screens.swift:6:18: warning: 'PlayerViewController'" <<<"$out"; echo $?)
echo "plugin: $failed failed"
exit $failed
