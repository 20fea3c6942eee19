#!/usr/bin/env bash
# Issue 34: the build prints no warning of ours. Reads a build's output (a file, or stdin) and
# fails on any `warning:` but SwiftPM's refusal of GTK's -pthread flag (pkg-config's, harmless).
# Usage: no-warnings.sh BUILD-OUTPUT
set -uo pipefail
# A compiler's or SwiftPM's warning starts its line (`FILE:LINE:COLUMN: warning:`, `warning:`, a
# macro expansion's); a test whose name says "warning:" is not one (issue 47: `swift test`'s
# output is read too).
ours=$(grep -E '^(warning: |[^ ◇✔✘↳]*:[0-9]+:[0-9]+: warning: |macro expansion .*: warning: )' "${1:-/dev/stdin}" | grep -v 'prohibited flag(s): -pthread' | sort -u)
if [ -n "$ours" ]; then
  echo "the build printed warnings of ours:"
  echo "$ours"
  exit 1
fi
echo "build: no warning of ours"
