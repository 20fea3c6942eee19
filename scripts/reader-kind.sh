#!/usr/bin/env bash
# Issue 47: say, before the reader builds, which swift-syntax it will use and what that costs, as
# Package.swift decides it (the toolchain's compiled copy in usr/lib/swift/host, else the package's).
# Usage: reader-kind.sh
set -uo pipefail
cd "$(dirname "$0")/.."
if [ "${HANDHELD_SWIFT_SYNTAX:-}" = package ]; then
  echo "reader: HANDHELD_SWIFT_SYNTAX=package: compiling swift-syntax with the reader (a few minutes in debug, about a quarter of an hour in release)"
  exit 0
fi
host=${HANDHELD_SWIFT_SYNTAX_HOST:-}
if [ -z "$host" ]; then
  swift=$(command -v "${SWIFT:-swift}" 2>/dev/null || true)
  [ -n "$swift" ] && host=$(dirname "$(dirname "$(readlink -f "$swift")")")/lib/swift/host
fi
for f in libSwiftSyntax.so libSwiftParser.so libSwiftDiagnostics.so SwiftSyntax.swiftmodule SwiftParser.swiftmodule; do
  if [ -z "$host" ] || [ ! -e "$host/$f" ]; then
    echo "reader: this toolchain has no compiled swift-syntax (${host:-no swift on PATH}/$f is missing): compiling the package's swift-syntax with the reader (a few minutes in debug)"
    exit 0
  fi
done
echo "reader: on the toolchain's compiled swift-syntax ($host): nothing of swift-syntax to compile (about a minute)"
