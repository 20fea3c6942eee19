#!/usr/bin/env bash
# The source reader's fuzz corpus (issue 24): the fixture app's files, each behind the byte that
# tells handheld-sources-fuzz what kind of file it is (0 Swift, 1 plist, 2 storyboard, 3 settings).
set -euo pipefail
out=${1:?usage: sources-fuzz-corpus.sh FOLDER}
mkdir -p "$out"
n=0
add() {
  printf "\\x$1" > "$out/seed-$n"
  cat "$2" >> "$out/seed-$n"
  n=$((n + 1))
}
while IFS= read -r -d '' f; do add 00 "$f"; done < <(find Tests/swift-sources -name '*.swift' -print0)
while IFS= read -r -d '' f; do add 01 "$f"; done < <(find Tests/swift-sources -name '*.plist' -print0)
while IFS= read -r -d '' f; do add 02 "$f"; done < <(find Tests/swift-sources -name '*.storyboard' -print0)
while IFS= read -r -d '' f; do add 03 "$f"; done < <(find Tests/swift-sources \( -name '*.xcconfig' -o -name '*.pbxproj' \) -print0)
echo "$n seeds in $out"
