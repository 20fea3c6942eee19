#!/usr/bin/env bash
# Issue 47: Package.swift chooses which swift-syntax the reader builds on, and says nothing it
# should not: the toolchain's compiled copy when the toolchain has one; the package's when asked
# (HANDHELD_SWIFT_SYNTAX=package), when the toolchain has none (simulated with a folder that does
# not hold it), and when Handheld is a remote dependency of another package (a checkout, where
# SwiftPM refuses unsafe flags). Only the manifest is evaluated: nothing is built.
# Usage: reader-choice.sh [BIN]   (BIN: a built handheld-sources, whose --verbose is checked too)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
failed=0
check() { if [ "$2" -eq 0 ]; then echo "ok: $1"; else echo "not ok: $1"; failed=$((failed + 1)); fi; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
uses_package() { grep -q '"https://github.com/swiftlang/swift-syntax"' <<<"$1"; }
host=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/host

out=$(cd "$root" && swift package dump-package 2>&1)
if [ -e "$host/libSwiftParser.so" ]; then
  check "with the toolchain's compiled swift-syntax ($host), the package's is not a dependency" $(! uses_package "$out"; echo $?)
  check "the toolchain's folder is searched and linked, with a run path" $(grep -q -- "$host" <<<"$out"; echo $?)
else
  check "a toolchain without compiled swift-syntax uses the package's" $(uses_package "$out"; echo $?)
fi
out=$(cd "$root" && HANDHELD_SWIFT_SYNTAX_HOST="$tmp/no-such-toolchain/host" swift package dump-package 2>&1)
check "a toolchain without the host folder (simulated) falls back to the package's swift-syntax" $(uses_package "$out" && ! grep -q "HANDHELD_TOOLCHAIN_SWIFT_SYNTAX" <<<"$out"; echo $?)
out=$(cd "$root" && HANDHELD_SWIFT_SYNTAX=package swift package dump-package 2>&1)
check "HANDHELD_SWIFT_SYNTAX=package chooses the package's swift-syntax (make reader)" $(uses_package "$out"; echo $?)
mkdir -p "$tmp/App/.build/checkouts/handheld"
cp "$root/Package.swift" "$tmp/App/.build/checkouts/handheld/"
out=$(cd "$tmp/App/.build/checkouts/handheld" && swift package dump-package 2>&1)
check "as a remote dependency (a checkout) it uses the package's swift-syntax: no unsafe flags for the reader" $(uses_package "$out" && ! grep -q -- "$host" <<<"$out"; echo $?)
check "the manifest prints nothing of its own (a print would be a build warning)" $(! grep -q "warning:" <<<"$out"; echo $?)
if [ -n "${1:-}" ] && [ -x "$1" ]; then
  mkdir -p "$tmp/Lint" && printf 'import UIKit\nfinal class A: UIViewController {}\n' > "$tmp/Lint/A.swift"
  out=$("$1" lint --verbose --no-cache "$tmp/Lint" 2>&1)
  check "handheld lint --verbose names the reader that answered" $(grep -q "^reader: " <<<"$out"; echo $?)
fi
echo "reader choice: $failed failed"
exit $failed
